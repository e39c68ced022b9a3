/**
 * Dados e servidor de teste das solicitações de curso e do planejamento. As respostas passam pelo
 * `.parse` dos esquemas do contrato (`respostaDoContrato`), então precisam ser válidas.
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { LookupsSchema } from '#shared/contracts/perfil.ts';
import {
  ConversaoSchema,
  PlanejamentoSchema,
  SolicitacaoSchema,
  type ItemDoPlanejamento,
  type Planejamento,
  type Solicitacao,
} from '#shared/contracts/solicitacoes-curso.ts';
import { ListaUsuariosSchema, type UsuarioResumo } from '#shared/contracts/usuarios.ts';
import { DEPARTAMENTOS, type Departamento, type StatusSolicitacao } from '#shared/rules/solicitacoes-curso.ts';
import { lookupsDeTeste } from '#web/testing/fixtures-perfil.ts';
import { respostaDoContrato, type servidorMsw } from '#web/testing/msw.ts';

export const LISTA = '/api/solicitacoes-curso';
export const ADMIN = '/api/admin/solicitacoes-curso';
export const PLANEJAMENTO = '/api/admin/planejamento';

const podeEditar = (s: StatusSolicitacao) => s === 'rascunho';
const podeRetirar = (s: StatusSolicitacao) => s === 'rascunho' || s === 'enviada' || s === 'em_analise';

export function solicitacaoDeTeste(id: number, o: Partial<Solicitacao> = {}): Solicitacao {
  const status = o.status ?? 'rascunho';
  return SolicitacaoSchema.parse({
    id,
    titulo: `Curso ${id}`,
    descricao: 'Atualização para as equipes.',
    publico_alvo: 'Enfermeiros',
    local: 'Auditório da Escola',
    tipo: 'Curso',
    unidade: null,
    modalidade: 'presencial',
    departamento: 'DEAPS',
    restrito: false,
    restricao_descricao: null,
    carga_horaria: null,
    carga_horaria_estimada: 4,
    gera_certificado: true,
    status,
    motivo: null,
    datas: [{ data: '2026-03-10', horario_inicio: '08:00', horario_fim: '12:00' }],
    palestrantes: [],
    autor: { id: 1, nome: 'Maria da Silva' },
    evento_id: null,
    // com evento, rascunho até que o teste diga o contrário
    evento_publicado: o.evento_id == null ? null : false,
    enviada_em: status === 'rascunho' ? null : '2026-02-01T12:00:00.000Z',
    decidida_em: null,
    criado_em: `2026-01-${String(10 + (id % 18)).padStart(2, '0')}T12:00:00.000Z`,
    atualizado_em: '2026-02-01T12:00:00.000Z',
    pode_editar: podeEditar(status),
    pode_retirar: podeRetirar(status),
    ...o,
  });
}

/** A mesma solicitação em outra situação, com as permissões da situação nova. */
export const naSituacao = (s: Solicitacao, status: StatusSolicitacao, o: Partial<Solicitacao> = {}): Solicitacao => ({
  ...s,
  status,
  pode_editar: podeEditar(status),
  pode_retirar: podeRetirar(status),
  ...o,
});

export const PESSOAS: UsuarioResumo[] = [
  { id: 7, nome: 'Ana Instrutora', email: 'ana@teste.gov.br', cpf_mascarado: '***.***.***-25', perfis: ['usuario', 'instrutor'], ativo: true, unidade_sigla: 'SMS', cargo_nome: null, perfil_incompleto: false, criado_em: '2026-01-01T00:00:00.000Z' },
];

export interface Pedido {
  metodo: string;
  caminho: string;
  query: string;
  body: unknown;
}

/** Estado do servidor falso: a lista e os pedidos recebidos (método, caminho, query e corpo). */
export interface ServidorFalso {
  lista: Solicitacao[];
  pedidos: Pedido[];
}

const corpo = async (r: Request) => (r.method === 'GET' ? undefined : await r.text().then((t) => (t ? JSON.parse(t) : undefined)));

/** Listas que o formulário e o diálogo da conversão usam: unidades e pessoas (só da administração). */
function ligarApoio(servidor: typeof servidorMsw, registrar: (r: Request) => Promise<unknown>) {
  servidor.use(
    http.get('/api/lookups', () => respostaDoContrato(LookupsSchema, lookupsDeTeste())),
    http.get('/api/usuarios', async ({ request }) => {
      await registrar(request);
      const termo = (new URL(request.url).searchParams.get('busca') ?? '').toLowerCase();
      const itens = PESSOAS.filter((p) => p.nome.toLowerCase().includes(termo));
      return respostaDoContrato(ListaUsuariosSchema, { itens, total: itens.length, pagina: 1, por_pagina: 10 });
    }),
  );
}

/** Handlers do caminho feliz de todas as telas da feature. */
export function ligarServidorFalso(servidor: typeof servidorMsw, inicial: Solicitacao[] = []): ServidorFalso {
  const estado: ServidorFalso = { lista: structuredClone(inicial), pedidos: [] };
  const registrar = async (request: Request) => {
    const url = new URL(request.url);
    const body = await corpo(request);
    estado.pedidos.push({ metodo: request.method, caminho: url.pathname, query: url.searchParams.toString(), body });
    return body as Record<string, unknown> | undefined;
  };
  const trocar = (id: number, fn: (s: Solicitacao) => Solicitacao) => {
    const atual = estado.lista.find((s) => s.id === id)!;
    const nova = fn(atual);
    estado.lista = estado.lista.map((s) => (s.id === id ? nova : s));
    return respostaDoContrato(SolicitacaoSchema, nova);
  };
  servidor.use(
    http.get(LISTA, async ({ request }) => {
      await registrar(request);
      return respostaDoContrato(z.array(SolicitacaoSchema), estado.lista);
    }),
    http.post(LISTA, async ({ request }) => {
      const b = (await registrar(request))!;
      const nova = solicitacaoDeTeste(100 + estado.pedidos.length, { titulo: String(b.titulo), status: b.enviar ? 'enviada' : 'rascunho' });
      estado.lista = [nova, ...estado.lista];
      return respostaDoContrato(SolicitacaoSchema, nova, { status: 201 });
    }),
    http.put(`${LISTA}/:id`, async ({ request, params }) => {
      const b = (await registrar(request))!;
      return trocar(Number(params.id), (s) => ({ ...s, titulo: String(b.titulo) }));
    }),
    http.post(`${LISTA}/:id/envio`, async ({ request, params }) => {
      await registrar(request);
      return trocar(Number(params.id), (s) => naSituacao(s, 'enviada'));
    }),
    http.post(`${LISTA}/:id/retirada`, async ({ request, params }) => {
      await registrar(request);
      return trocar(Number(params.id), (s) => naSituacao(s, 'retirada'));
    }),
    http.post(`${ADMIN}/:id/analise`, async ({ request, params }) => {
      await registrar(request);
      return trocar(Number(params.id), (s) => naSituacao(s, 'em_analise'));
    }),
    http.post(`${ADMIN}/:id/decisao`, async ({ request, params }) => {
      const b = (await registrar(request))!;
      const rejeitar = b.decisao === 'rejeitar';
      return trocar(Number(params.id), (s) => naSituacao(s, rejeitar ? 'rejeitada' : 'aprovada', { motivo: rejeitar ? String(b.motivo) : null }));
    }),
    http.post(`${ADMIN}/:id/conversao`, async ({ request, params }) => {
      await registrar(request);
      const id = Number(params.id);
      const nova = naSituacao(estado.lista.find((s) => s.id === id)!, 'convertida', { evento_id: 77, evento_publicado: false });
      estado.lista = estado.lista.map((s) => (s.id === id ? nova : s));
      return respostaDoContrato(ConversaoSchema, { solicitacao: nova, evento_id: 77, mensagem: 'Evento criado como rascunho. Revise e publique na Gestão de Eventos.' });
    }),
  );
  ligarApoio(servidor, registrar);
  return estado;
}

/* ------------------------------------------------------------------ planejamento */

export function itemDeTeste(o: Partial<ItemDoPlanejamento> & { id: number; datas: string[] }): ItemDoPlanejamento {
  return { origem: 'solicitacao', titulo: `Item ${o.id}`, departamento: 'DEAPS', situacao: 'Em análise', solicitacao_id: o.id, evento_id: null, ...o };
}

/** Planejamento com as contagens feitas a partir dos itens (como o servidor: uma vez por mês em que o item tem data). */
export function planejamentoDeTeste(ano: number, itens: ItemDoPlanejamento[]): Planejamento {
  const linhas = (filtro: (i: ItemDoPlanejamento) => boolean) =>
    [...DEPARTAMENTOS, null].map((d: Departamento | null) => ({ departamento: d, total: itens.filter((i) => i.departamento === d && filtro(i)).length }));
  return PlanejamentoSchema.parse({
    ano,
    itens,
    resumo_anual: linhas(() => true),
    resumo_mensal: Array.from({ length: 12 }, (_, m) => ({
      mes: m + 1,
      contagens: linhas((i) => i.datas.some((d) => d.startsWith(`${ano}-${String(m + 1).padStart(2, '0')}-`))),
    })),
  });
}

/** Itens de 2026: uma solicitação do DEAPS em março (dois dias), um evento do DEVIG em março e abril, e um evento sem departamento em julho. */
export const ITENS_2026: ItemDoPlanejamento[] = [
  itemDeTeste({ id: 5, titulo: 'Curso de Vacinação', departamento: 'DEAPS', situacao: 'Em análise', datas: ['2026-03-10', '2026-03-11'] }),
  itemDeTeste({ id: 40, origem: 'evento', titulo: 'Oficina de Vigilância', departamento: 'DEVIG', situacao: 'Publicado', solicitacao_id: 6, evento_id: 40, datas: ['2026-03-20', '2026-04-02'] }),
  itemDeTeste({ id: 41, origem: 'evento', titulo: 'Seminário Antigo', departamento: null, situacao: 'Rascunho', solicitacao_id: null, evento_id: 41, datas: ['2026-07-01'] }),
];

/** GET do planejamento (guarda a query) e do CSV (guarda a query e devolve um arquivo). */
export function ligarPlanejamento(servidor: typeof servidorMsw, porAno: (ano: number) => Planejamento = (a) => planejamentoDeTeste(a, a === 2026 ? ITENS_2026 : [])) {
  const pedidos: string[] = [];
  const csv: string[] = [];
  servidor.use(
    http.get(PLANEJAMENTO, ({ request }) => {
      const q = new URL(request.url).searchParams;
      pedidos.push(q.toString());
      return respostaDoContrato(PlanejamentoSchema, porAno(Number(q.get('ano'))));
    }),
    http.get(`${PLANEJAMENTO}/csv`, ({ request }) => {
      csv.push(new URL(request.url).searchParams.toString());
      return new HttpResponse('\uFEFFano;mes;titulo\n2026;3;Curso de Vacinação\n', {
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="planejamento-2026.csv"' },
      });
    }),
  );
  return { pedidos, csv };
}
