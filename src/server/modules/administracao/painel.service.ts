import type { PainelAdministrador } from '#shared/contracts/administracao.ts';
import { dataEmSaoPaulo } from '#shared/rules/cronograma.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { exigirPermissao } from '../../lib/permissao.ts';
import { podeVerPainelAdministrador } from './administracao.policy.ts';
import { resumoDasPendencias, type PendenteBruto } from './painel.repository.ts';

/** Quantos itens de cada pendência e da trilha a página mostra (o total vem à parte). */
export const PRIMEIROS = 5;

const quandoIso = (q: string | null) => (q === null ? null : /^\d{4}-\d{2}-\d{2}$/.test(q) ? q : new Date(q).toISOString());
const itens = (l: PendenteBruto[] | null) => (l ?? []).map((p) => ({ id: p.id, titulo: p.titulo, detalhe: p.detalhe, quando: quandoIso(p.quando) }));

/**
 * O resumo da página do administrador num comando só: as pendências (salas, solicitações de curso,
 * trabalhos, e-mails com falha) e as últimas linhas da trilha de auditoria.
 * @throws SEM_PERMISSAO
 */
export async function painelDoAdministrador(ctx: CtxAutenticado): Promise<PainelAdministrador> {
  exigirPermissao(podeVerPainelAdministrador(ctx.user));
  const r = await resumoDasPendencias(ctx.db, dataEmSaoPaulo(ctx.now()), PRIMEIROS);
  return {
    reservas: { total: r.reservas.total, itens: itens(r.reservas.itens) },
    solicitacoes: { total: r.solicitacoes.total, itens: itens(r.solicitacoes.itens) },
    submissoes: { total: r.submissoes.total, itens: (r.submissoes.itens ?? []).map((p) => ({ ...itens([p])[0]!, chamada_id: p.chamada_id! })) },
    emails_com_falha: r.emails_com_falha,
    auditoria: (r.auditoria ?? []).map((l) => ({
      id: l.id,
      quando: new Date(l.quando).toISOString(),
      ator: { id: l.ator_id, nome: l.ator_nome },
      acao: l.acao,
      alvo_tipo: l.alvo_tipo,
      alvo_id: l.alvo_id,
      detalhes: l.detalhes ?? null,
      antes: l.antes ?? null,
      depois: l.depois ?? null,
    })),
  };
}
