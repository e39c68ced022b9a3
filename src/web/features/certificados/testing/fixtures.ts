/**
 * Dados de teste dos certificados. Os handlers passam estes valores pelo `.parse` dos esquemas do
 * contrato (`respostaDoContrato`), então eles precisam ser válidos.
 */
import type { z } from 'zod';
import type {
  Certificado, CertificadoACaminho, CertificadoDaGestaoSchema, LoteSchema, PessoaDaTurmaSchema, TurmaEmissaoSchema, Validacao,
} from '#shared/contracts/certificados.ts';

type CertificadoDaGestao = z.input<typeof CertificadoDaGestaoSchema>;
type TurmaEmissao = z.input<typeof TurmaEmissaoSchema>;
type Pessoa = z.input<typeof PessoaDaTurmaSchema>;
type Lote = z.input<typeof LoteSchema>;

export function certificadoDeTeste(id = 1, o: Partial<Certificado> = {}): Certificado {
  const codigo = `7KQ2-M9XD-4RT${id % 10}`;
  return {
    id,
    numero: `EMSP-SMS-2030-${String(id).padStart(6, '0')}`,
    codigo,
    tipo: 'participante',
    status: 'emitido',
    nome: 'Ana Souza',
    curso: 'Curso de Vacinação',
    turma: 'Turma A',
    turma_id: 5,
    evento_id: 10,
    data_inicio: '2030-03-01',
    data_fim: '2030-03-05',
    carga_horaria: 8,
    emitido_em: '2030-03-06T13:00:00.000Z',
    enviado_em: null,
    url_validacao: `https://escola.exemplo.gov.br/validar-certificado?codigo=${codigo}`,
    ...o,
  };
}

export function aCaminhoDeTeste(turmaId = 7, o: Partial<CertificadoACaminho> = {}): CertificadoACaminho {
  return {
    turma: { id: turmaId, nome: `Turma ${turmaId}`, data_inicio: '2030-04-01', data_fim: '2030-04-01' },
    evento: { id: 20, titulo: 'Oficina de Curativos', tipo: 'Oficina' },
    etapa: 'avaliacao',
    texto: 'Falta enviar a avaliação do curso.',
    link: `/avaliar/${turmaId}`,
    ...o,
  };
}

export function daGestaoDeTeste(id = 1, o: Partial<CertificadoDaGestao> = {}): CertificadoDaGestao {
  return { ...certificadoDeTeste(id), origem: 'evento', email: 'ana@teste.gov.br', usuario_id: 30, cancelado_em: null, motivo_cancelamento: null, substitui_id: null, ...o };
}

export function turmaEmissaoDeTeste(id = 5, o: Partial<TurmaEmissao> = {}): TurmaEmissao {
  return {
    turma: { id, nome: `Turma ${id}`, data_inicio: '2030-03-01', data_fim: '2030-03-05', encerrada: true },
    evento: { id: id + 100, titulo: 'Curso de Vacinação' },
    inscritos: 10,
    emitidos: 6,
    faltam: [
      { etapa: 'avaliacao', texto: 'Falta enviar a avaliação do curso.', pessoas: 3 },
      { etapa: 'frequencia', texto: 'Frequência abaixo de 75 %.', pessoas: 1 },
    ],
    ...o,
  };
}

export function pessoaDeTeste(usuarioId: number, o: Partial<Pessoa> = {}): Pessoa {
  return { usuario_id: usuarioId, nome: `Pessoa ${usuarioId}`, email: `p${usuarioId}@teste.gov.br`, tipo: 'participante', frequencia: 0.9, certificado: null, etapa: null, texto: null, ...o };
}

export function validacaoDeTeste(situacao: Validacao['situacao'], o: Partial<NonNullable<Validacao['certificado']>> = {}): Validacao {
  const mensagens: Record<Validacao['situacao'], string> = {
    valido: 'Certificado válido.',
    cancelado: 'Este certificado foi cancelado e não tem mais validade.',
    substituido: 'Este certificado foi substituído por uma nova emissão e não tem mais validade.',
    nao_encontrado: 'Nenhum certificado com este código. Confira o código impresso no rodapé do certificado.',
  };
  if (situacao === 'nao_encontrado') return { situacao, mensagem: mensagens[situacao], certificado: null };
  return {
    situacao,
    mensagem: mensagens[situacao],
    certificado: {
      numero: 'EMSP-SMS-2030-000123',
      codigo: '7KQ2-M9XD-4RTA',
      tipo: 'participante',
      origem: 'evento',
      nome: 'Ana Souza',
      identificador: '***.456.789-**',
      curso: 'Curso de Vacinação',
      turma: 'Turma A',
      data_inicio: '2030-03-01',
      data_fim: '2030-03-05',
      carga_horaria: 8,
      frase: 'Participou do evento "Curso de Vacinação" - "Turma A", realizado de 01/03/2030 a 05/03/2030, com carga horária total de 8 horas.',
      emitido_em: '2030-03-06T13:00:00.000Z',
      cancelado_em: null,
      hash_sha256: 'a3f1c2d4e5b6a7980f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778',
      ...o,
    },
  };
}

/** Um lote de `total` itens com `enviados` já enviados e `falharam` falhos; o resto pendente. */
export function loteDeTeste(total: number, enviados: number, falharam = 0): Lote {
  const itens = Array.from({ length: total }, (_, i) => {
    const situacao = i < enviados ? 'enviado' : i < enviados + falharam ? 'falhou' : 'pendente';
    return {
      certificado_id: i + 1,
      numero: `EMSP-SMS-2030-${String(i + 1).padStart(6, '0')}`,
      nome: `Pessoa ${i + 1}`,
      email: situacao === 'falhou' ? null : `p${i + 1}@teste.gov.br`,
      situacao,
      mensagem: situacao === 'falhou' ? 'Sem e-mail cadastrado.' : null,
    } as const;
  });
  return { id: 77, criado_em: '2030-03-07T12:00:00.000Z', total, enviados, falharam, pendentes: total - enviados - falharam, itens };
}
