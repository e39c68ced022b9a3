import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { DefinicaoDeTarefa, NovaTarefa } from './definicao.ts';
import { resumoDoErro } from './execucao.ts';
import * as repo from './tarefas.repository.ts';

/** Depois de um aviso de entrada, a espera até o repasse (junta num lote o que chega nesse meio-tempo). */
export const ENTRADA_ESPERA_MS = 200;
/** De quanto em quanto tempo o servidor confere a entrada sem aviso (o que outro processo deixou ao cair). */
const ENTRADA_CONFERENCIA_MS = 5_000;
const ENTRADA_LOTE = 500;

/**
 * Os dados de uma tarefa conferidos pela definição do tipo e prontos (JSON) para um comando SQL gravar na
 * entrada da fila (`tarefas_a_enfileirar`) junto com o que a cria.
 * @throws Error com dados inválidos (erro de programação, como ao enfileirar)
 */
export function validarParaEntrada(d: DefinicaoDeTarefa<unknown>, dados: unknown): { tipo: string; dados: string } {
  const r = d.dados.safeParse(dados ?? {});
  if (!r.success) throw new Error(`dados inválidos para a tarefa "${d.nome}": ${r.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  return { tipo: d.nome, dados: JSON.stringify(r.data) };
}

interface DependenciasDaEntrada {
  db(): Db;
  prepararMotor(): Promise<void>;
  /** Enfileira no pg-boss na transação dada (a da retirada: só some da entrada o que entrou na fila). */
  enfileirar(tx: Db, tarefas: readonly NovaTarefa[]): Promise<number>;
  definicao(tipo: string): DefinicaoDeTarefa<unknown> | undefined;
  log: FastifyBaseLogger;
}

/**
 * O repasse da entrada da fila ao pg-boss (decisão 030): em lotes, cada linha por um processo só
 * (`FOR UPDATE SKIP LOCKED`), retirada e enfileirada na mesma transação. Ligado (servidor): repassa logo
 * depois de um aviso e, sem aviso, de tempos em tempos.
 */
export class EntradaDaFila {
  private marcado: NodeJS.Timeout | null = null;
  private conferencia: NodeJS.Timeout | null = null;
  private emAndamento: Promise<number> | null = null;
  private ligada = false;

  constructor(private readonly dep: DependenciasDaEntrada) {}

  async ligar(): Promise<void> {
    this.ligada = true;
    await this.repassar();
    this.conferencia = setInterval(() => this.avisar(), ENTRADA_CONFERENCIA_MS);
    this.conferencia.unref();
  }

  /** Para de repassar sozinha (o que ficou na entrada continua no banco: outro processo, ou este ao voltar, repassa). */
  async desligar(): Promise<void> {
    this.ligada = false;
    if (this.conferencia) clearInterval(this.conferencia);
    if (this.marcado) clearTimeout(this.marcado);
    this.conferencia = this.marcado = null;
    await this.emAndamento?.catch(() => 0);
  }

  avisar(): void {
    if (!this.ligada || this.marcado) return;
    this.marcado = setTimeout(() => {
      this.marcado = null;
      this.repassar().catch((err: unknown) => this.dep.log.error({ erro: resumoDoErro(err) }, 'falha ao repassar a entrada da fila'));
    }, ENTRADA_ESPERA_MS);
    this.marcado.unref();
  }

  /** Um repasse por vez neste processo (outro processo pode repassar ao mesmo tempo: cada linha sai por um só). */
  async repassar(): Promise<number> {
    while (this.emAndamento) await this.emAndamento.catch(() => 0);
    this.emAndamento = this.repassarLotes();
    try {
      return await this.emAndamento;
    } finally {
      this.emAndamento = null;
    }
  }

  private async repassarLotes(): Promise<number> {
    await this.dep.prepararMotor();
    let total = 0;
    for (;;) {
      const n = await this.dep.db().transaction(async (t) => {
        const tx = t as unknown as Db;
        const linhas = await repo.retirarDaEntrada(tx, ENTRADA_LOTE);
        const validas = linhas.filter((l) => {
          if (this.dep.definicao(l.tipo)?.dados.safeParse(l.dados).success) return true;
          // só entra pela `paraEntrada`, que confere: seria erro de programação (ou um tipo que saiu do registro)
          this.dep.log.error({ tipo: l.tipo, entradaId: l.id }, 'tarefa inválida na entrada da fila: descartada');
          return false;
        });
        await this.dep.enfileirar(tx, validas.map((l) => ({ tipo: l.tipo, dados: l.dados })));
        return linhas.length;
      });
      total += n;
      if (n < ENTRADA_LOTE) return total;
    }
  }
}
