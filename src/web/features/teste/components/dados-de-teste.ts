/** Dados dos testes de componente do teste do curso (passam pelo esquema do contrato nos handlers do MSW). */
import type { z } from 'zod';
import type { ResultadoTentativaSchema, TentativaSchema, TesteAdmin, TesteDaTurma } from '#shared/contracts/testes.ts';

type Questao = TesteAdmin['questoes'][number];

export function questaoAdmin(id: number, peso: number, extra: Partial<Questao> = {}): Questao {
  return {
    id,
    tipo: 'multipla_escolha',
    enunciado: `Enunciado da questão ${id}`,
    peso,
    alternativas: [
      { id: id * 10 + 1, texto: `Certa ${id}`, correta: true },
      { id: id * 10 + 2, texto: `Errada ${id}`, correta: false },
    ],
    ...extra,
  };
}

export function testeAdmin(extra: Partial<TesteAdmin> = {}): TesteAdmin {
  return {
    id: 5,
    evento_id: 10,
    titulo: 'Teste de aprendizagem',
    descricao: 'Responda com atenção.',
    obrigatorio: true,
    nota_minima: 70,
    tentativas_max: 3,
    tempo_minutos: null,
    status: 'rascunho',
    versao: 1,
    publicado_em: null,
    atualizado_em: '2030-03-01T12:00:00.000Z',
    questoes: [questaoAdmin(1, 5), questaoAdmin(2, 2.5)],
    pendencias: [],
    soma_dos_pesos: 7.5,
    respostas: { tentativas: 0, pessoas: 0, aprovadas: 0 },
    ...extra,
  };
}

export function testeDaTurma(turmaId = 42, extra: Partial<TesteDaTurma> = {}): TesteDaTurma {
  return {
    teste: { id: 5, titulo: 'Teste de aprendizagem', descricao: 'Responda com atenção.', obrigatorio: true, nota_minima: 70, tentativas_max: 3, tempo_minutos: 30, questoes: 3 },
    turma: { id: turmaId, nome: `Turma ${turmaId}`, data_inicio: '2030-03-01', data_fim: '2030-03-05' },
    evento: { id: 10, titulo: 'Curso de Vacinação' },
    situacao: 'disponivel',
    recusa: null,
    tentativas_enviadas: 0,
    tentativas_restantes: 3,
    melhor_nota: null,
    ultima_nota: null,
    prazo_em_aberto: null,
    avaliacao_pendente: false,
    ...extra,
  };
}

export function tentativaDeTeste(
  extra: { id?: number; numero?: number; retomada?: boolean; tempo_minutos?: number | null; agora?: string; prazo?: string | null } = {},
): z.input<typeof TentativaSchema> {
  const agora = extra.agora ?? new Date().toISOString();
  const tempo = extra.tempo_minutos === undefined ? null : extra.tempo_minutos;
  const prazo = extra.prazo !== undefined ? extra.prazo : tempo === null ? null : new Date(Date.parse(agora) + tempo * 60_000).toISOString();
  return {
    tentativa: { id: extra.id ?? 900, numero: extra.numero ?? 1, iniciada_em: agora, prazo, agora },
    retomada: extra.retomada ?? false,
    teste: { id: 5, titulo: 'Teste de aprendizagem', descricao: 'Responda com atenção.', nota_minima: 70, tempo_minutos: tempo, tentativas_max: 3 },
    turma: { id: 42, nome: 'Turma 42' },
    evento: { id: 10, titulo: 'Curso de Vacinação' },
    questoes: [
      { id: 1, tipo: 'multipla_escolha', enunciado: 'Qual vacina protege contra o sarampo?', peso: 4, alternativas: [{ id: 11, texto: 'Tríplice viral' }, { id: 12, texto: 'BCG' }] },
      { id: 2, tipo: 'multipla_escolha', enunciado: 'Quantas doses tem o esquema básico?', peso: 4, alternativas: [{ id: 21, texto: 'Uma' }, { id: 22, texto: 'Duas' }] },
      { id: 3, tipo: 'dissertativa', enunciado: 'Descreva a conservação das vacinas.', peso: 2, alternativas: [] },
    ],
  };
}

export function resultadoDeTeste(extra: Partial<z.input<typeof ResultadoTentativaSchema>> = {}): z.input<typeof ResultadoTentativaSchema> {
  return {
    tentativa_id: 900,
    numero: 1,
    nota: 50,
    aprovado: false,
    nota_minima: 70,
    acertos: 1,
    erradas: 0,
    em_branco: 1,
    fora_do_prazo: false,
    tentativas_restantes: 2,
    mensagem: 'Você não atingiu a nota mínima.',
    proximo_passo: null,
    turma_id: 42,
    ...extra,
  };
}
