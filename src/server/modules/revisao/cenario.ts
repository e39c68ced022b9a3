/**
 * O cenário de uma distribuição (a entrada do planejamento, lida do banco em poucas consultas): os
 * trabalhos do tipo com a autoria, quem avalia na chamada (quem declarou linhas) com a carga no tipo,
 * quem já avalia cada trabalho e os lances.
 */
import type { TipoAvaliacao } from '#shared/rules/chamadas.ts';
import type { AutoriaDoTrabalho } from '#shared/rules/revisao.ts';
import type { Db } from '../../db/client.ts';
import { chaveDoLance, type AvaliadorDoPlano, type EntradaDoPlano, type TrabalhoDoPlano } from './planejamento.ts';
import * as repo from './revisao.repository.ts';

export interface TrabalhoDoCenario extends TrabalhoDoPlano {
  titulo: string;
  status: repo.TrabalhoDaRevisao['status'];
}

export interface Cenario extends EntradaDoPlano {
  trabalhos: TrabalhoDoCenario[];
  nomes: Map<number, string>;
}

/** A autoria de um trabalho como as regras de conflito a leem. */
export function autoriaDe(t: Pick<repo.TrabalhoDaRevisao, 'autorId' | 'autorUnidadeId'>, coautores: readonly repo.CoautoriaGravada[]): AutoriaDoTrabalho {
  return {
    autorId: t.autorId,
    autorUnidadeId: t.autorUnidadeId,
    coautores: coautores.map((c) => ({ usuarioId: c.usuarioId, email: c.email, cpf: c.cpf, unidadeId: c.unidadeId, contaUnidadeId: c.contaUnidadeId })),
  };
}

/**
 * O cenário de um tipo numa chamada: na escrita, os trabalhos na revisão sem decisão (com `ids`, esses
 * trabalhos na revisão, decididos ou não); no oral, os aprovados para apresentação oral. Com `travar`,
 * as linhas dos trabalhos ficam travadas até o fim da transação.
 */
export async function cenarioDoTipo(
  db: Db,
  chamada: Pick<repo.LinhaChamada, 'id' | 'avaliadoresPorTrabalho' | 'conflitoUnidade'>,
  tipo: TipoAvaliacao,
  ids?: readonly number[],
  travar = false,
): Promise<Cenario> {
  const trabalhos =
    tipo === 'oral'
      ? (await repo.trabalhosDoOral(db, chamada.id, travar)).filter((t) => !ids || ids.includes(t.id))
      : await repo.trabalhosNaRevisao(db, chamada.id, ids ? { ids, travar } : { decisao: 'nenhuma', travar });
  const coautorias = await repo.coautoriasDe(db, trabalhos.map((t) => t.id));
  const conjunto = await repo.conjuntoDaChamada(db, chamada.id);
  const ativas = await repo.atribuicoesAtivas(db, chamada.id, tipo);
  const lances = await repo.lancesDaChamada(db, chamada.id);
  const carga = new Map<number, number>();
  const jaAvaliam = new Map<number, number[]>();
  for (const a of ativas) {
    carga.set(a.avaliadorId, (carga.get(a.avaliadorId) ?? 0) + 1);
    jaAvaliam.set(a.submissaoId, [...(jaAvaliam.get(a.submissaoId) ?? []), a.avaliadorId]);
  }
  const avaliadores: AvaliadorDoPlano[] = conjunto.map((p) => ({
    pessoa: { id: p.id, email: p.email, cpf: p.cpf, unidadeId: p.unidadeId },
    linhas: p.linhas,
    carga: carga.get(p.id) ?? 0,
  }));
  return {
    porTrabalho: chamada.avaliadoresPorTrabalho,
    conflitoUnidade: chamada.conflitoUnidade,
    trabalhos: trabalhos.map((t) => ({
      id: t.id,
      titulo: t.titulo,
      status: t.status,
      linhaId: t.linhaId,
      jaAvaliam: jaAvaliam.get(t.id) ?? [],
      autoria: autoriaDe(t, coautorias.get(t.id) ?? []),
    })),
    avaliadores,
    lances: new Map(lances.map((l) => [chaveDoLance(l.submissaoId, l.avaliadorId), l.lance])),
    nomes: new Map(conjunto.map((p) => [p.id, p.nome])),
  };
}
