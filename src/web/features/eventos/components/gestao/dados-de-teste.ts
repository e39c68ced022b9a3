/** Dados dos testes da gestão de eventos, validados pelos esquemas do contrato (CONVENTIONS S4). */
import { EventoDetalheSchema, EventoResumoSchema, TurmaSchema, type EventoDetalhe, type EventoResumo, type Turma } from '#shared/contracts/eventos.ts';
import { InscricaoAdminSchema } from '#shared/contracts/inscricoes.ts';
import { LookupsSchema } from '#shared/contracts/perfil.ts';
import { UsuarioResumoSchema, type UsuarioResumo } from '#shared/contracts/usuarios.ts';
import type { z } from 'zod';

export const LOOKUPS = LookupsSchema.parse({
  cargos: [
    { id: 1, nome: 'Enfermeiro(a)' },
    { id: 2, nome: 'Médico(a)' },
  ],
  unidades: [
    { id: 1, nome: 'Secretaria Municipal de Saúde', sigla: 'SMS' },
    { id: 2, nome: 'Escola da Saúde', sigla: 'ESAU' },
  ],
  generos: [],
  orientacoes_sexuais: [],
  cores_racas: [],
  escolaridades: [],
  deficiencias: [],
});

export function resumo(p: Partial<EventoResumo> & { id: number; titulo: string }): EventoResumo {
  return EventoResumoSchema.parse({
    tipo: 'Curso',
    local: 'Auditório Central',
    publico_alvo: '',
    unidade_sigla: 'SMS',
    publicado: false,
    restrito: false,
    restricao_modo: null,
    status: 'programado',
    data_inicio: '2026-05-04',
    data_fim: '2026-05-06',
    instrutor: [],
    turmas_qtd: 1,
    vagas_total: 30,
    vagas_restantes: 30,
    folder: null,
    ...p,
  });
}

export function turma(p: Partial<Turma> & { id: number; nome: string }): Turma {
  return TurmaSchema.parse({
    evento_id: 10,
    vagas: 30,
    confirmadas: 0,
    em_espera: 0,
    vagas_restantes: 30,
    status: 'programado',
    data_inicio: '2026-05-04',
    data_fim: '2026-05-04',
    carga_horaria: 4,
    horario: { horario_inicio: '08:00', horario_fim: '12:00' },
    datas: [{ data: '2026-05-04', horario_inicio: '08:00:00', horario_fim: '12:00:00' }],
    instrutor: [{ id: 7, nome: 'Ana Instrutora' }],
    palestrantes: [],
    assinantes: [],
    minha_inscricao: null,
    impedimento: null,
    ...p,
  });
}

export function detalhe(p: Partial<EventoDetalhe> = {}): EventoDetalhe {
  return EventoDetalheSchema.parse({
    ...resumo({ id: 10, titulo: 'Curso de Vacinação' }),
    descricao: 'Atualização em sala de vacina.',
    unidade_id: 1,
    restricao: null,
    programacao: null,
    turmas: [turma({ id: 100, nome: 'Turma A' })],
    sou_instrutor: false,
    restricao_impede: null,
    ...p,
  });
}

export function pessoa(id: number, nome: string, perfis: UsuarioResumo['perfis'] = ['usuario', 'instrutor']): UsuarioResumo {
  return UsuarioResumoSchema.parse({
    id,
    nome,
    email: `pessoa${id}@exemplo.gov.br`,
    cpf_mascarado: '***.456.789-**',
    perfis,
    ativo: true,
    unidade_sigla: 'SMS',
    cargo_nome: null,
    perfil_incompleto: false,
    criado_em: '2026-01-10T12:00:00.000Z',
  });
}

export function inscricao(p: Partial<z.input<typeof InscricaoAdminSchema>> & { id: number; nome: string }) {
  const { nome, ...resto } = p;
  return InscricaoAdminSchema.parse({
    status: 'confirmada',
    posicao_espera: null,
    criada_em: '2026-04-01T12:00:00.000Z',
    cancelada_em: null,
    motivo_cancelamento: null,
    usuario: { id: p.id + 1000, nome, email: `${nome.split(' ')[0]!.toLowerCase()}@exemplo.gov.br`, cpf_mascarado: '***.456.789-**' },
    evento: { id: 10, titulo: 'Curso de Vacinação' },
    turma: { id: 100, nome: 'Turma A', status: 'programado' },
    ...resto,
  });
}
