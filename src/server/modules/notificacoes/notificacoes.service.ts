import { z } from 'zod';
import type { IdParamsSchema } from '#shared/contracts/comum.ts';
import {
  TIPOS_NOTIFICACAO,
  TipoNotificacaoSchema,
  type ContagemNaoLidasSchema,
  type ListaNotificacoes,
  type ListarNotificacoesQuerySchema,
  type Notificacao,
} from '#shared/contracts/notificacoes.ts';
import type { Ctx, CtxAutenticado } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import {
  contarNaoLidas as contarNaoLidasRepo,
  inserir,
  inserirVarias,
  listarDaPessoa,
  todasDaPessoa,
  marcarLida,
  marcarTodasLidas,
  totaisDaPessoa,
  type LinhaNotificacao,
} from './notificacoes.repository.ts';

type TipoNotificacao = (typeof TIPOS_NOTIFICACAO)[number];

/** Linha → contrato. */
function paraNotificacao(l: LinhaNotificacao): Notificacao {
  return {
    id: l.id,
    // o banco só recebe tipos do contrato (criarNotificacao valida); o fallback protege a resposta
    tipo: (TIPOS_NOTIFICACAO as readonly string[]).includes(l.tipo) ? (l.tipo as TipoNotificacao) : 'sistema',
    titulo: l.titulo,
    mensagem: l.mensagem,
    link: l.link,
    lida: l.lida,
    lida_em: l.lidaEm ? l.lidaEm.toISOString() : null,
    criada_em: l.criadaEm.toISOString(),
  };
}

/** Todas as notificações de uma pessoa, as mais novas primeiro (exportação dos próprios dados, LGPD). */
export async function notificacoesDaPessoa(ctx: Pick<Ctx, 'db'>, usuarioId: number): Promise<Notificacao[]> {
  return (await todasDaPessoa(ctx.db, usuarioId)).map(paraNotificacao);
}

/**
 * Notificações da própria pessoa, paginadas: não lidas primeiro, depois as mais novas.
 * `total` conta o que o filtro devolve; `total_nao_lidas` é sempre o das não lidas.
 */
export async function listarNotificacoes(
  ctx: CtxAutenticado,
  query: z.output<typeof ListarNotificacoesQuerySchema>,
): Promise<ListaNotificacoes> {
  const usuarioId = ctx.user.id;
  const [linhas, totais] = await Promise.all([
    listarDaPessoa(ctx.db, usuarioId, {
      somenteNaoLidas: query.somente_nao_lidas,
      limite: query.por_pagina,
      deslocamento: (query.pagina - 1) * query.por_pagina,
    }),
    totaisDaPessoa(ctx.db, usuarioId),
  ]);
  return {
    itens: linhas.map(paraNotificacao),
    total: query.somente_nao_lidas ? totais.naoLidas : totais.total,
    total_nao_lidas: totais.naoLidas,
    pagina: query.pagina,
    por_pagina: query.por_pagina,
  };
}

/**
 * Quantas notificações não lidas a pessoa tem. Cada aba aberta consulta a cada 30 s, então é
 * uma contagem só, coberta pelo índice (usuario_id, lida, criada_em).
 */
export async function contarNaoLidas(ctx: CtxAutenticado): Promise<z.infer<typeof ContagemNaoLidasSchema>> {
  const n = await contarNaoLidasRepo(ctx.db, ctx.user.id);
  return { totalNaoLidas: n, total: n };
}

/**
 * Marca uma notificação da própria pessoa como lida. Idempotente: repetir mantém a data da primeira leitura.
 * @throws NAO_ENCONTRADO quando não existe ou é de outra pessoa (mesma resposta nos dois casos)
 */
export async function marcarComoLida(ctx: CtxAutenticado, params: z.output<typeof IdParamsSchema>): Promise<Notificacao> {
  const linha = await marcarLida(ctx.db, params.id, ctx.user.id, ctx.now());
  if (!linha) throw new AppError('NAO_ENCONTRADO', 'Notificação não encontrada.');
  return paraNotificacao(linha);
}

/** Marca todas as não lidas da pessoa como lidas e diz quantas mudaram. */
export async function marcarTodasComoLidas(ctx: CtxAutenticado): Promise<{ atualizadas: number }> {
  return { atualizadas: await marcarTodasLidas(ctx.db, ctx.user.id, ctx.now()) };
}

/**
 * Caminho interno do app: começa com uma barra só (`//host` e `/\host` seriam links para fora) e não
 * tem espaço nem caractere de controle em lugar algum: o navegador apaga tab e quebra de linha da URL,
 * e `/\t/evil.example` viraria `//evil.example`. O CHECK `notificacoes_link_interno` repete a regra.
 */
// eslint-disable-next-line no-control-regex -- recusar caracteres de controle é o propósito desta regra
const LINK_INTERNO_RE = /^\/(?![/\\])[^\s\u0000-\u001f\u007f]*$/;

const NovaNotificacaoSchema = z.object({
  usuarioId: z.number().int().positive(),
  tipo: TipoNotificacaoSchema,
  titulo: z.string().trim().min(1).max(255),
  mensagem: z.string().trim().min(1).max(5000),
  link: z.string().max(1000).regex(LINK_INTERNO_RE, 'o link deve ser um caminho interno, começando com /').nullish(),
});
export type NovaNotificacao = z.input<typeof NovaNotificacaoSchema>;

function validar(n: NovaNotificacao) {
  const r = NovaNotificacaoSchema.safeParse(n);
  if (!r.success) {
    // erro de programação de quem chama, não do cliente HTTP: vira 500 e aparece no log
    throw new Error(`Notificação inválida: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return { ...r.data, link: r.data.link ?? null };
}

/**
 * Cria uma notificação para uma pessoa. Chamada por outros módulos (inscrição, certificado…), de
 * preferência com o `tx` da operação que a origina, para nascer e morrer junto com ela.
 * Regras: tipo do contrato; título até 255 e mensagem até 5000 caracteres; link opcional, sempre
 * um caminho interno do app (uma barra só no início, sem espaços nem caracteres de controle).
 * @throws Error quando os dados violam as regras (erro de programação)
 */
export async function criarNotificacao(ctx: Pick<Ctx, 'db'>, n: NovaNotificacao): Promise<Notificacao> {
  const [linha] = await inserir(ctx.db, [validar(n)]);
  return paraNotificacao(linha!);
}

/**
 * Cria várias notificações num INSERT só (ex.: avisar todos os inscritos de uma turma).
 * Valida todas antes de gravar qualquer uma. Devolve quantas foram criadas.
 * @throws Error quando alguma viola as regras de `criarNotificacao`
 */
export async function criarNotificacoes(ctx: Pick<Ctx, 'db'>, lista: readonly NovaNotificacao[]): Promise<number> {
  if (lista.length === 0) return 0;
  const linhas = lista.map(validar);
  let criadas = 0;
  // lotes de 1000: o PostgreSQL aceita no máximo 65535 parâmetros por comando
  for (let i = 0; i < linhas.length; i += 1000) {
    criadas += await inserirVarias(ctx.db, linhas.slice(i, i + 1000));
  }
  return criadas;
}
