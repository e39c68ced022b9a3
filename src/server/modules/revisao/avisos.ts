/**
 * Avisos a quem avalia (decisão 022, revisão): ao receber trabalhos (atribuição à mão, troca, terceiro
 * avaliador, distribuição automática gravada) e ao perder um (revogação, troca). Notificação no app e
 * e-mail pela fila, na transação da atribuição. Revisão cega: a mensagem diz só a chamada, o número e o
 * título do trabalho e onde avaliar — nunca autor, e-mail, unidade ou coautores. A distribuição
 * automática manda uma mensagem por pessoa, com quantos trabalhos recebeu, não uma por trabalho.
 */
import type { TipoAvaliacao } from '#shared/rules/chamadas.ts';
import type { Db } from '../../db/client.ts';
import type { Servicos } from '../../lib/context.ts';
import { TAREFA_EMAIL } from '../../lib/mailer.ts';
import { baseDoSite } from '../../lib/site.ts';
import { criarNotificacoes } from '../notificacoes/notificacoes.service.ts';
import { prazoPorExtenso } from '../submissoes/submissoes.service.ts';
import { horarioOuNulo } from './comum.ts';
import * as repo from './revisao.repository.ts';

type CtxTx = Pick<Servicos, 'jobs' | 'config'> & { db: Db };

/** Onde quem avalia encontra os trabalhos atribuídos (a tela `/avaliador/submissoes`). */
export const LINK_DO_AVALIADOR = '/avaliador/submissoes';

/** Uma atribuição feita ou desfeita, com o que a pessoa pode saber do trabalho. */
export interface AtribuicaoAvisada {
  /** Id da atribuição (a chave do e-mail, que não se repete). */
  id: number;
  avaliadorId: number;
  submissaoId: number;
  titulo: string;
  tipo: TipoAvaliacao;
}

const NOME_DO_TIPO: Record<TipoAvaliacao, string> = { escrita: 'avaliação escrita', oral: 'avaliação da apresentação oral' };

const trabalho = (a: Pick<AtribuicaoAvisada, 'submissaoId' | 'titulo'>) => `nº ${a.submissaoId}, "${a.titulo || 'Sem título'}"`;

interface Montado {
  usuarioId: number;
  titulo: string;
  mensagem: string;
  texto: string[];
  chave: string;
}

async function entregar(ctx: CtxTx, montados: readonly Montado[]): Promise<void> {
  if (montados.length === 0) return;
  const contatos = await repo.contatosDe(ctx.db, montados.map((m) => m.usuarioId));
  await criarNotificacoes(
    { db: ctx.db },
    montados.map((m) => ({ usuarioId: m.usuarioId, tipo: 'submissao' as const, titulo: m.titulo, mensagem: m.mensagem, link: LINK_DO_AVALIADOR })),
  );
  await ctx.jobs.enfileirarVarias(
    ctx.db,
    montados.flatMap((m) => {
      const c = contatos.get(m.usuarioId);
      if (!c) return [];
      const texto = [`Olá, ${c.nome}.`, '', ...m.texto, '', `Veja os trabalhos que você avalia em: ${baseDoSite(ctx)}${LINK_DO_AVALIADOR}`].join('\n');
      return [{ tipo: TAREFA_EMAIL, dados: { para: c.email, assunto: `${m.titulo} – Escola da Saúde`, texto }, chave: m.chave }];
    }),
  );
}

/**
 * Avisa quem recebeu trabalhos: uma mensagem por pessoa e tipo. Com um trabalho, diz qual; com vários
 * (distribuição automática), quantos e quais, numa mensagem só.
 */
export async function avisarAtribuicoes(ctx: CtxTx, chamada: repo.LinhaChamada, atribuicoes: readonly AtribuicaoAvisada[]): Promise<void> {
  const grupos = new Map<string, AtribuicaoAvisada[]>();
  for (const a of atribuicoes) grupos.set(`${a.avaliadorId}:${a.tipo}`, [...(grupos.get(`${a.avaliadorId}:${a.tipo}`) ?? []), a]);
  const prazo = horarioOuNulo(chamada.prazoAvaliacao);
  const linhaDoPrazo = prazo ? [`Prazo dos pareceres: ${prazoPorExtenso(prazo)}.`] : [];
  const montados = [...grupos.values()].map((doGrupo): Montado => {
    const [primeira] = doGrupo;
    const tipo = NOME_DO_TIPO[primeira!.tipo];
    const chave = `email:atribuicao:${Math.min(...doGrupo.map((a) => a.id))}`;
    if (doGrupo.length === 1) {
      const mensagem = `Você recebeu o trabalho ${trabalho(primeira!)} para a ${tipo} na chamada "${chamada.titulo}".`;
      return { usuarioId: primeira!.avaliadorId, titulo: 'Trabalho para avaliar', mensagem, texto: [mensagem, ...linhaDoPrazo], chave };
    }
    const ordenados = [...doGrupo].sort((a, b) => a.submissaoId - b.submissaoId);
    const mensagem = `Você recebeu ${doGrupo.length.toLocaleString('pt-BR')} trabalhos para a ${tipo} na chamada "${chamada.titulo}".`;
    return {
      usuarioId: primeira!.avaliadorId, titulo: 'Trabalhos para avaliar', mensagem,
      texto: [mensagem, ...linhaDoPrazo, '', ...ordenados.map((a) => `- ${trabalho(a)}`)], chave,
    };
  });
  await entregar(ctx, montados);
}

/** Avisa quem deixou de avaliar um trabalho (revogação ou troca): o parecer, se havia, fica guardado. */
export async function avisarRevogacao(ctx: CtxTx, chamada: repo.LinhaChamada, a: AtribuicaoAvisada): Promise<void> {
  const mensagem = `O trabalho ${trabalho(a)}, da chamada "${chamada.titulo}", não está mais com você para a ${NOME_DO_TIPO[a.tipo]}.`;
  await entregar(ctx, [{ usuarioId: a.avaliadorId, titulo: 'Avaliação retirada', mensagem, texto: [mensagem, 'Não é preciso fazer nada.'], chave: `email:revogacao:${a.id}` }]);
}
