/**
 * Confirmações que chegam juntas (o salão escaneando o mesmo QR) vão ao banco numa consulta só: o
 * primeiro pedido abre um lote, os que chegam enquanto o lote anterior está no banco esperam o próximo.
 * Um lote é uma transação: uma gravação no disco para dezenas de presenças, em vez de uma por pedido.
 * Pedidos repetidos da mesma pessoa no mesmo lote viram um item só (o primeiro confirma, os outros
 * respondem "já estava confirmada"). Se o lote falha, cada item tenta sozinho: um problema não
 * derruba os outros.
 */
import type { Db } from '../../db/client.ts';
import { registrarConfirmacoes, type ItemConfirmacao, type ResultadoConfirmacao } from './presencas.repository.ts';

const MAXIMO_POR_LOTE = 500;
/** Lotes no banco ao mesmo tempo. Um só: a CPU (não o disco) é o limite, e lotes maiores custam menos por presença (medido com 1 e 2). */
const LOTES_EM_VOO = 1;

interface Pedido {
  item: ItemConfirmacao;
  resolver: (r: ResultadoConfirmacao) => void;
  rejeitar: (e: unknown) => void;
}

interface Fila {
  pedidos: Pedido[];
  /** Lotes no banco agora. */
  emVoo: number;
  /** Uma rodada já marcada para o próximo giro do laço de eventos. */
  marcada: boolean;
}

const filas = new WeakMap<object, Fila>();

const chave = (i: ItemConfirmacao) => `${i.turmaId}:${i.usuarioId}:${i.data}`;

/** O resultado de um pedido repetido no mesmo lote: o registro que o primeiro acabou de gravar. */
function repetido(r: ResultadoConfirmacao, item: ItemConfirmacao): ResultadoConfirmacao {
  if (!r.nova) return r;
  const anterior = { id: r.anterior?.id ?? 0, presente: true, metodo: item.metodo, registrada_por: item.usuarioId, registrada_em: r.nova };
  return { ...r, nova: null, anterior };
}

async function gravar(db: Db, pedidos: Pedido[]): Promise<void> {
  const grupos = new Map<string, Pedido[]>();
  for (const p of pedidos) grupos.set(chave(p.item), [...(grupos.get(chave(p.item)) ?? []), p]);
  const unicos = [...grupos.values()];
  let resultados: ResultadoConfirmacao[];
  try {
    resultados = await registrarConfirmacoes(db, unicos.map((g) => g[0]!.item));
  } catch (err) {
    if (unicos.length === 1) {
      for (const p of unicos[0]!) p.rejeitar(err);
      return;
    }
    await Promise.all(unicos.map((g) => gravar(db, g))); // cada item sozinho
    return;
  }
  unicos.forEach((g, i) => g.forEach((p, k) => p.resolver(k === 0 ? resultados[i]! : repetido(resultados[i]!, p.item))));
}

/** Manda um lote ao banco se há pedidos e vaga; ao terminar, manda o próximo. */
function rodar(db: Db, fila: Fila): void {
  fila.marcada = false;
  while (fila.pedidos.length > 0 && fila.emVoo < LOTES_EM_VOO) {
    const lote = fila.pedidos.splice(0, MAXIMO_POR_LOTE);
    fila.emVoo++;
    void gravar(db, lote).finally(() => {
      fila.emVoo--;
      rodar(db, fila);
    });
  }
}

/** Confirma um item no próximo lote do banco `db` (fora de transação). */
export function confirmarNoLote(db: Db, item: ItemConfirmacao): Promise<ResultadoConfirmacao> {
  let fila = filas.get(db);
  if (!fila) filas.set(db, (fila = { pedidos: [], emVoo: 0, marcada: false }));
  const f = fila;
  return new Promise((resolver, rejeitar) => {
    f.pedidos.push({ item, resolver, rejeitar });
    // junta os pedidos que chegam no mesmo giro do laço de eventos; com lotes no banco, eles esperam vaga
    if (!f.marcada && f.emVoo < LOTES_EM_VOO) {
      f.marcada = true;
      setImmediate(() => rodar(db, f));
    }
  });
}
