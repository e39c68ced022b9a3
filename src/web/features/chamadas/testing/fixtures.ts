/**
 * Dados e servidor de teste das chamadas e submissões. As respostas passam pelo `.parse` dos esquemas do
 * contrato (`respostaDoContrato`), então precisam ser válidas.
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import {
  ChamadaAdminResumoSchema,
  ChamadaAdminSchema,
  ChamadaPublicaSchema,
  ChamadaResumoSchema,
  ModeloSchema,
  type ChamadaAdmin,
  type ChamadaPublica,
  type Modelo,
} from '#shared/contracts/chamadas.ts';
import { LookupsSchema } from '#shared/contracts/perfil.ts';
import { PosterSchema, SubmissaoResumoSchema, SubmissaoSchema, type Submissao, type SubmissaoResumo } from '#shared/contracts/submissoes.ts';
import { autorPodeEditar, LIMITES_PADRAO, type StatusSubmissao } from '#shared/rules/chamadas.ts';
import { lookupsDeTeste } from '#web/testing/fixtures-perfil.ts';
import { respostaDoContrato, type servidorMsw } from '#web/testing/msw.ts';

export const LINHAS = [
  { id: 11, codigo: 'APS', nome: 'Atenção Primária à Saúde', descricao: 'Unidades básicas.' },
  { id: 12, codigo: 'VIG', nome: 'Vigilância em Saúde', descricao: '' },
];

export function chamadaPublicaDeTeste(o: Partial<ChamadaPublica> = {}): ChamadaPublica {
  return ChamadaPublicaSchema.parse({
    id: 1,
    titulo: 'Mostra de Experiências 2030',
    descricao_markdown: '## Mostra\n\nConvidamos **todas** as equipes.\n\n- um\n- dois',
    periodo_experiencia_inicio: '2029-01',
    periodo_experiencia_fim: '2029-04',
    prazo_final: '2030-03-31T23:59',
    prazo_final_em: '2030-04-01T02:59:59.999Z',
    aberta: true,
    aceita_poster: true,
    max_coautores: 2,
    limites: LIMITES_PADRAO,
    linhas: LINHAS,
    criterios: [{ id: 21, titulo: 'Relevância', escala_min: 1, escala_max: 5, peso: 2 }],
    criterios_orais: [],
    criterios_outros: '',
    oral_outros: '',
    premiacao_texto: 'Menção honrosa.',
    disposicoes_finais_texto: '',
    tem_modelo_banner: true,
    tem_modelo_slides: false,
    ...o,
  });
}

export const chamadaResumoDeTeste = (o: Partial<ChamadaPublica> = {}) => {
  const c = chamadaPublicaDeTeste(o);
  return ChamadaResumoSchema.parse({ ...c, linhas: c.linhas.map(({ id, codigo, nome }) => ({ id, codigo, nome })) });
};

export function modeloDeTeste(tipo: 'banner' | 'slides', o: Partial<Modelo> = {}): Modelo {
  return ModeloSchema.parse({
    tipo,
    nome_arquivo: `Modelo de ${tipo}.pdf`,
    mime: 'application/pdf',
    tamanho: 2048,
    hash_sha256: 'a'.repeat(64),
    enviado_em: '2030-01-10T12:00:00.000Z',
    enviado_por: { id: 1, nome: 'Ana Administradora' },
    ...o,
  });
}

export function chamadaAdminDeTeste(o: Partial<ChamadaAdmin> = {}): ChamadaAdmin {
  const { linhas, criterios, criterios_orais, ...publica } = chamadaPublicaDeTeste();
  return ChamadaAdminSchema.parse({
    ...publica,
    linhas: linhas.map((l) => ({ ...l, em_uso: false })),
    criterios: criterios.map((c) => ({ ...c, em_uso: false })),
    criterios_orais: criterios_orais.map((c) => ({ ...c, em_uso: false })),
    avaliadores_por_trabalho: 2,
    limiar_divergencia: 3,
    terceiro_automatico: false,
    conflito_unidade: false,
    lances_inicio: null,
    lances_fim: null,
    prazo_avaliacao: null,
    publicado: false,
    encerrada_em: null,
    modelos: { banner: null, slides: null },
    total_trabalhos: 0,
    pode_excluir: true,
    criado_em: '2030-01-01T12:00:00.000Z',
    atualizado_em: '2030-01-01T12:00:00.000Z',
    tem_modelo_banner: false,
    ...o,
  });
}

export const chamadaAdminResumoDeTeste = (o: Partial<ChamadaAdmin> = {}) => {
  const c = chamadaAdminDeTeste(o);
  return ChamadaAdminResumoSchema.parse({ ...c, total_linhas: c.linhas.length, total_rascunhos: 0 });
};

export const posterDeTeste = (id = 31) =>
  PosterSchema.parse({ id, nome_arquivo: 'poster.pdf', tipo: 'pdf', mime: 'application/pdf', tamanho: 1_500_000, enviado_em: '2030-02-01T12:00:00.000Z' });

export function submissaoDeTeste(id: number, o: Partial<Submissao> = {}): Submissao {
  const status: StatusSubmissao = o.status ?? 'rascunho';
  const editavel = autorPodeEditar(status);
  return SubmissaoSchema.parse({
    id,
    chamada: { id: 1, titulo: 'Mostra de Experiências 2030', prazo_final: '2030-03-31T23:59', aberta: true, aceita_poster: true },
    autor: { id: 5, nome: 'Úrsula Santos', email: 'ursula@teste.gov.br' },
    titulo: `Trabalho ${id}`,
    inicio_experiencia: '2029-02',
    linha: { id: 11, codigo: 'APS', nome: 'Atenção Primária à Saúde' },
    introducao: 'Introdução do trabalho.',
    objetivos: 'Objetivos do trabalho.',
    metodo: 'Método do trabalho.',
    resultados: 'Resultados do trabalho.',
    consideracoes: 'Considerações do trabalho.',
    bibliografia: '',
    coautores: [],
    status,
    submetida_em: status === 'rascunho' ? null : '2030-02-01T12:00:00.000Z',
    retirada_em: status === 'retirada' ? '2030-02-02T12:00:00.000Z' : null,
    poster: null,
    posteres_anteriores: [],
    pendencias: [],
    pode_editar: editavel,
    pode_retirar: editavel,
    pode_enviar_poster: editavel,
    criado_em: '2030-01-20T12:00:00.000Z',
    atualizado_em: '2030-02-01T12:00:00.000Z',
    ...o,
  });
}

export function resumoDe(s: Submissao): SubmissaoResumo {
  return SubmissaoResumoSchema.parse({ ...s, total_coautores: s.coautores.length, tem_poster: s.poster !== null });
}

export interface Pedido {
  metodo: string;
  caminho: string;
  query: string;
  body: unknown;
}

/** Servidor falso: guarda os pedidos e responde com o estado dado (as listas mudam com as gravações). */
export function ligarServidorFalso(
  servidor: typeof servidorMsw,
  estado: { chamadas?: ChamadaPublica[]; trabalhos?: Submissao[]; admin?: ChamadaAdmin[] } = {},
) {
  const pedidos: Pedido[] = [];
  const chamadas = estado.chamadas ?? [chamadaPublicaDeTeste()];
  const trabalhos = new Map((estado.trabalhos ?? []).map((s) => [s.id, s]));
  const admin = new Map((estado.admin ?? []).map((c) => [c.id, c]));
  let proximo = 100;
  const anotar = async (request: Request) => {
    const url = new URL(request.url);
    const tipo = request.headers.get('content-type') ?? '';
    const body = tipo.includes('json') ? await request.clone().json() : tipo.includes('multipart') ? await request.clone().formData() : undefined;
    pedidos.push({ metodo: request.method, caminho: url.pathname, query: url.searchParams.toString(), body });
  };
  servidor.use(
    http.get('/api/lookups', () => respostaDoContrato(LookupsSchema, lookupsDeTeste())),
    http.get('/api/chamadas', async ({ request }) => (await anotar(request), respostaDoContrato(z.array(ChamadaResumoSchema), chamadas.map((c) => chamadaResumoDeTeste(c))))),
    http.get('/api/chamadas/:id', async ({ request, params }) => {
      await anotar(request);
      const c = chamadas.find((x) => x.id === Number(params.id));
      return c ? respostaDoContrato(ChamadaPublicaSchema, c) : naoAchou();
    }),
    http.get('/api/submissoes/minhas', async ({ request }) => (await anotar(request), respostaDoContrato(z.array(SubmissaoResumoSchema), [...trabalhos.values()].map(resumoDe)))),
    http.get('/api/submissoes/:id', async ({ request, params }) => {
      await anotar(request);
      const s = trabalhos.get(Number(params.id));
      return s ? respostaDoContrato(SubmissaoSchema, s) : naoAchou();
    }),
    http.post('/api/chamadas/:id/submissoes', async ({ request, params }) => {
      await anotar(request);
      const b = pedidos.at(-1)!.body as Record<string, unknown>;
      const nova = submissaoDeTeste(proximo++, { ...corpoParaSubmissao(b), status: b.enviar ? 'submetida' : 'rascunho', chamada: { ...submissaoDeTeste(1).chamada, id: Number(params.id) } });
      trabalhos.set(nova.id, nova);
      return respostaDoContrato(SubmissaoSchema, nova, { status: 201 });
    }),
    http.put('/api/submissoes/:id', async ({ request, params }) => {
      await anotar(request);
      const atual = trabalhos.get(Number(params.id))!;
      const b = pedidos.at(-1)!.body as Record<string, unknown>;
      const nova = { ...atual, ...corpoParaSubmissao(b), status: b.enviar && atual.status === 'rascunho' ? ('submetida' as const) : atual.status };
      trabalhos.set(nova.id, nova);
      return respostaDoContrato(SubmissaoSchema, nova);
    }),
    http.post('/api/submissoes/:id/retirada', async ({ request, params }) => {
      await anotar(request);
      const nova = { ...trabalhos.get(Number(params.id))!, status: 'retirada' as const, pode_editar: false, pode_retirar: false, pode_enviar_poster: false };
      trabalhos.set(nova.id, nova);
      return respostaDoContrato(SubmissaoSchema, nova);
    }),
    http.post('/api/submissoes/:id/poster', async ({ request }) => (await anotar(request), respostaDoContrato(PosterSchema, posterDeTeste()))),
    http.get('/api/submissoes/:id/poster', ({ params }) => new HttpResponse('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="poster-${String(params.id)}.pdf"` } })),
    http.get('/api/chamadas/:id/modelo-banner', () => new HttpResponse('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="modelo-banner.pdf"' } })),
  );
  ligarAdministracao(servidor, admin, [...trabalhos.values()], anotar, pedidos);
  return { pedidos, trabalhos, admin, gravados: () => pedidos.filter((p) => p.metodo !== 'GET') };
}

const naoAchou = () => HttpResponse.json({ erro: 'Não encontrado.', message: 'Não encontrado.', code: 'NAO_ENCONTRADO' }, { status: 404 });

/** As rotas da administração: chamadas (lista, detalhe, criar, salvar, excluir) e os trabalhos enviados. */
function ligarAdministracao(servidor: typeof servidorMsw, admin: Map<number, ChamadaAdmin>, trabalhos: Submissao[], anotar: (r: Request) => Promise<void>, pedidos: Pedido[]) {
  let proxima = 50;
  const enviados = () => trabalhos.filter((s) => s.status !== 'rascunho').map(resumoDe);
  const salvar = (id: number, b: Record<string, unknown>, base?: ChamadaAdmin) => {
    const linhas = (b.linhas as { id?: number; codigo: string; nome: string; descricao?: string }[]).map((l, i) => ({ id: l.id ?? 900 + i, codigo: l.codigo, nome: l.nome, descricao: l.descricao ?? '', em_uso: false }));
    const criterios = (k: string) => (b[k] as { id?: number; titulo: string; escala_min: number; escala_max: number; peso: number }[]).map((c, i) => ({ ...c, id: c.id ?? 800 + i, em_uso: false }));
    const nova = chamadaAdminDeTeste({ ...base, ...(b as object), id, linhas, criterios: criterios('criterios'), criterios_orais: criterios('criterios_orais') } as Partial<ChamadaAdmin>);
    admin.set(id, nova);
    return nova;
  };
  servidor.use(
    http.get('/api/admin/chamadas', async ({ request }) => {
      await anotar(request);
      return respostaDoContrato(z.array(ChamadaAdminResumoSchema), [...admin.values()].map((c) => ChamadaAdminResumoSchema.parse({ ...c, total_linhas: c.linhas.length, total_rascunhos: 0 })));
    }),
    http.get('/api/admin/chamadas/:id', async ({ request, params }) => {
      await anotar(request);
      const c = admin.get(Number(params.id));
      return c ? respostaDoContrato(ChamadaAdminSchema, c) : naoAchou();
    }),
    http.post('/api/admin/chamadas', async ({ request }) => {
      await anotar(request);
      return respostaDoContrato(ChamadaAdminSchema, salvar(proxima++, pedidos.at(-1)!.body as Record<string, unknown>), { status: 201 });
    }),
    http.put('/api/admin/chamadas/:id', async ({ request, params }) => {
      await anotar(request);
      return respostaDoContrato(ChamadaAdminSchema, salvar(Number(params.id), pedidos.at(-1)!.body as Record<string, unknown>, admin.get(Number(params.id))));
    }),
    http.delete('/api/admin/chamadas/:id', async ({ request, params }) => {
      await anotar(request);
      admin.delete(Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('/api/admin/submissoes', async ({ request }) => {
      await anotar(request);
      const q = new URL(request.url).searchParams;
      const lista = enviados().filter((s) => (!q.get('chamada_id') || s.chamada.id === Number(q.get('chamada_id'))) && (!q.get('linha_id') || s.linha?.id === Number(q.get('linha_id'))));
      return respostaDoContrato(z.array(SubmissaoResumoSchema), lista);
    }),
    http.get('/api/admin/chamadas/:id/submissoes', async ({ request, params }) => {
      await anotar(request);
      const q = new URL(request.url).searchParams;
      const lista = enviados().filter((s) => s.chamada.id === Number(params.id) && (!q.get('linha_id') || s.linha?.id === Number(q.get('linha_id'))));
      return respostaDoContrato(z.array(SubmissaoResumoSchema), lista);
    }),
  );
}

/** Os campos do trabalho a partir do corpo enviado (para o servidor falso devolver o que recebeu). */
function corpoParaSubmissao(b: Record<string, unknown>): Partial<Submissao> {
  const linha = LINHAS.find((l) => l.id === b.linha_id);
  return {
    titulo: String(b.titulo ?? ''),
    inicio_experiencia: (b.inicio_experiencia as string | null) ?? null,
    linha: linha ? { id: linha.id, codigo: linha.codigo, nome: linha.nome } : null,
    introducao: String(b.introducao ?? ''),
    objetivos: String(b.objetivos ?? ''),
    metodo: String(b.metodo ?? ''),
    resultados: String(b.resultados ?? ''),
    consideracoes: String(b.consideracoes ?? ''),
    bibliografia: String(b.bibliografia ?? ''),
    coautores: ((b.coautores as { nome: string; email: string; papel: 'coautor' | 'orientador' }[]) ?? []).map((c) => ({ nome: c.nome, email: c.email, papel: c.papel, unidade: null, cpf: null })),
  };
}

export type ServidorFalso = ReturnType<typeof ligarServidorFalso>;
