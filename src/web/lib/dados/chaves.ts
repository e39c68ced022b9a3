/**
 * Chaves de consulta dos dados que várias partes do web leem (decisão 008): cada dado tem uma
 * chave e um fetcher, aqui em `lib/dados/`, e as features importam daqui em vez de repetir.
 */
export const dadosKeys = {
  /** GET /api/perfil/me: o perfil de quem está logado. */
  perfilAtual: () => ['perfil', 'me'] as const,
  /** GET /api/lookups: as listas do cadastro (cargos, unidades, gêneros…). */
  lookups: () => ['lookups'] as const,
  /** Debaixo de `['notificacoes']`: invalidar as notificações invalida a contagem também. */
  contagemNaoLidas: () => ['notificacoes', 'contagem'] as const,
  /** Tudo o que é de eventos fica debaixo de `['eventos']`: uma inscrição invalida listas e detalhes. */
  eventos: () => ['eventos'] as const,
  /** GET /api/eventos/:id: o mesmo detalhe para quem se inscreve e para quem edita (uma chave, um fetcher). */
  evento: (id: number) => ['eventos', 'detalhe', id] as const,
  /** GET /api/eventos (publicados): a página de eventos, a página inicial e o histórico. */
  listaEventos: (filtros: object) => ['eventos', 'lista', filtros] as const,
  /** GET /api/turmas/:turmaId/datas (com a sequência de `via` do SPEC §7): os encontros de uma turma. */
  datasDaTurma: (turmaId: number) => ['eventos', 'turma', turmaId, 'datas'] as const,
  /** GET /api/usuarios: a consulta inteira é a chave (gestão de usuários e busca de pessoas). */
  usuarios: (consulta: object) => ['usuarios', 'lista', consulta] as const,
  /** Tudo o que é de presença fica debaixo de `['presencas']`: uma marcação invalida listas e frequências. */
  presencas: () => ['presencas'] as const,
};
