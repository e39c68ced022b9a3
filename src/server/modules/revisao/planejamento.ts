/**
 * A distribuição automática dos trabalhos (pura: sem banco, sem relógio; mesma entrada, mesma saída).
 *
 * Quem entra: as pessoas que declararam linhas na chamada (declarar linhas é se oferecer para avaliar
 * nela). Uma pessoa pode receber um trabalho quando declarou a linha dele, não tem conflito de interesse
 * com ele e ainda não o avalia naquele tipo. Em ordem de importância:
 * 1. cobertura — cada trabalho recebe o que falta para N avaliadores, se houver quem possa;
 * 2. "prefiro não" — só é usado quando o trabalho não tem outra pessoa possível;
 * 3. equilíbrio — a carga (atribuições ativas no tipo, nesta chamada, contando as que já existiam) fica
 *    com diferença de no máximo 1 entre as pessoas, sempre que as linhas e os conflitos permitem;
 * 4. lances — "quero" antes de "posso", "posso" antes de sem lance.
 *
 * Como: (a) os "quero" e depois os "posso" entram até a carga-alvo (a média, arredondada para cima);
 * (b) o que falta vai para quem tem menos carga (sem "prefiro não" enquanto houver outra pessoa);
 * (c) reequilíbrio — enquanto alguém tem 2 ou mais trabalhos a mais que outra pessoa e existe uma corrente
 * de trocas entre elas (A passa um trabalho a B, B passa outro a C…), a corrente é aplicada, mexendo
 * primeiro no que não foi "quero". Sem corrente possível, a carga é a mais equilibrada que as linhas e os
 * conflitos permitem (é a condição de ótimo de um fluxo de custo convexo).
 */
import type { Lance } from '#shared/rules/chamadas.ts';
import { conflitoDeInteresse, type AutoriaDoTrabalho, type PessoaQueAvalia } from '#shared/rules/revisao.ts';

export interface TrabalhoDoPlano {
  id: number;
  linhaId: number | null;
  /** Quem já avalia o trabalho neste tipo (atribuições ativas). */
  jaAvaliam: readonly number[];
  autoria: AutoriaDoTrabalho;
}

export interface AvaliadorDoPlano {
  pessoa: PessoaQueAvalia;
  linhas: ReadonlySet<number>;
  /** Atribuições ativas no tipo, nesta chamada, antes do plano. */
  carga: number;
}

export interface EntradaDoPlano {
  porTrabalho: number;
  conflitoUnidade: boolean;
  trabalhos: readonly TrabalhoDoPlano[];
  avaliadores: readonly AvaliadorDoPlano[];
  /** Chave `trabalho:pessoa`. */
  lances: ReadonlyMap<string, Lance>;
}

export interface Proposta {
  submissaoId: number;
  avaliadorId: number;
  lance: Lance | null;
}

export interface Plano {
  atribuicoes: Proposta[];
  semCobertura: { submissaoId: number; faltam: number }[];
  /** Carga antes e depois de cada pessoa do conjunto. */
  carga: { avaliadorId: number; antes: number; depois: number }[];
}

export const chaveDoLance = (submissaoId: number, avaliadorId: number): string => `${submissaoId}:${avaliadorId}`;

const PESO_DO_LANCE: Record<Lance | 'nenhum', number> = { quero: 0, posso: 1, nenhum: 2, prefiro_nao: 3 };

/** Quem pode avaliar cada trabalho (declarou a linha, sem conflito, ainda não o avalia no tipo). */
export function elegiveisPorTrabalho(e: Pick<EntradaDoPlano, 'conflitoUnidade' | 'trabalhos' | 'avaliadores'>): Map<number, number[]> {
  const mapa = new Map<number, number[]>();
  for (const t of e.trabalhos) {
    const ja = new Set(t.jaAvaliam);
    mapa.set(
      t.id,
      e.avaliadores
        .filter((a) => t.linhaId !== null && a.linhas.has(t.linhaId) && !ja.has(a.pessoa.id) && conflitoDeInteresse(a.pessoa, t.autoria, e.conflitoUnidade) === null)
        .map((a) => a.pessoa.id),
    );
  }
  return mapa;
}

type Movimento = { w: number; de: number; para: number };

/** O estado de uma distribuição: as atribuições novas, a carga e o que cada trabalho ainda precisa. */
class Distribuicao {
  readonly elegiveis: Map<number, number[]>;
  readonly carga: Map<number, number>;
  readonly precisa: Map<number, number>;
  /** Atribuições novas: trabalho → pessoas; pessoa → trabalhos. */
  readonly doTrabalho: Map<number, Set<number>>;
  readonly daPessoa: Map<number, Set<number>>;

  constructor(readonly e: EntradaDoPlano) {
    this.elegiveis = elegiveisPorTrabalho(e);
    this.carga = new Map(e.avaliadores.map((a) => [a.pessoa.id, a.carga]));
    this.precisa = new Map(e.trabalhos.map((t) => [t.id, Math.max(0, e.porTrabalho - t.jaAvaliam.length)]));
    this.doTrabalho = new Map(e.trabalhos.map((t) => [t.id, new Set<number>()]));
    this.daPessoa = new Map(e.avaliadores.map((a) => [a.pessoa.id, new Set<number>()]));
  }

  lance(w: number, r: number): Lance | null {
    return this.e.lances.get(chaveDoLance(w, r)) ?? null;
  }
  naoQuer(w: number, r: number): boolean {
    return this.lance(w, r) === 'prefiro_nao';
  }
  cargaDe(r: number): number {
    return this.carga.get(r)!;
  }

  atribuir(w: number, r: number): void {
    this.doTrabalho.get(w)!.add(r);
    this.daPessoa.get(r)!.add(w);
    this.carga.set(r, this.cargaDe(r) + 1);
    this.precisa.set(w, this.precisa.get(w)! - 1);
  }

  mover({ w, de, para }: Movimento): void {
    this.doTrabalho.get(w)!.delete(de);
    this.daPessoa.get(de)!.delete(w);
    this.carga.set(de, this.cargaDe(de) - 1);
    this.doTrabalho.get(w)!.add(para);
    this.daPessoa.get(para)!.add(w);
    this.carga.set(para, this.cargaDe(para) + 1);
  }

  /** Os trabalhos, os mais difíceis primeiro: menos pessoas possíveis sem "prefiro não". */
  ordem(): number[] {
    const possiveis = new Map(this.e.trabalhos.map((t) => [t.id, this.elegiveis.get(t.id)!.filter((r) => !this.naoQuer(t.id, r)).length]));
    return this.e.trabalhos.map((t) => t.id).sort((a, b) => possiveis.get(a)! - possiveis.get(b)! || a - b);
  }

  /** (a) "quero", depois "posso", até a carga-alvo (a média, arredondada para cima). */
  lancesAteOAlvo(ordem: readonly number[]): void {
    const n = this.e.avaliadores.length;
    const total = [...this.precisa.values()].reduce((x, y) => x + y, 0) + this.e.avaliadores.reduce((x, a) => x + a.carga, 0);
    const alvo = n === 0 ? 0 : Math.ceil(total / n);
    for (const lance of ['quero', 'posso'] as const) {
      for (const w of ordem) {
        const candidatos = this.elegiveis
          .get(w)!
          .filter((r) => this.lance(w, r) === lance && !this.doTrabalho.get(w)!.has(r))
          .sort((a, b) => this.cargaDe(a) - this.cargaDe(b) || a - b);
        for (const r of candidatos) if (this.precisa.get(w)! > 0 && this.cargaDe(r) < alvo) this.atribuir(w, r);
      }
    }
  }

  /** (b) o que falta, para quem tem menos carga ("prefiro não" por último; empate pelo lance). */
  resto(ordem: readonly number[]): void {
    const peso = (w: number, r: number) => PESO_DO_LANCE[this.lance(w, r) ?? 'nenhum'];
    for (const w of ordem) {
      const n = this.precisa.get(w)!;
      if (n <= 0) continue;
      const candidatos = this.elegiveis
        .get(w)!
        .filter((r) => !this.doTrabalho.get(w)!.has(r))
        .sort((a, b) => Number(this.naoQuer(w, a)) - Number(this.naoQuer(w, b)) || this.cargaDe(a) - this.cargaDe(b) || peso(w, a) - peso(w, b) || a - b);
      for (const r of candidatos.slice(0, n)) this.atribuir(w, r);
    }
  }

  /**
   * Uma corrente de trocas de `origem` até alguém com carga ≤ carga(origem) − 2 (A passa um trabalho a
   * B, B passa outro a C…), na ordem de aplicar (quem recebe primeiro libera o que passa adiante); nula se
   * não há. Só mexe em atribuições novas, nunca leva a quem "prefere não" nem a quem já está no trabalho.
   */
  corrente(origem: number, mexeNoQuero: boolean): Movimento[] | null {
    const limite = this.cargaDe(origem) - 2;
    const veioDe = new Map<number, { w: number; de: number }>();
    const fila = [origem];
    const visitado = new Set([origem]);
    while (fila.length) {
      const a = fila.shift()!;
      for (const w of [...this.daPessoa.get(a)!].sort((x, y) => x - y)) {
        if (!mexeNoQuero && this.lance(w, a) === 'quero') continue;
        for (const b of this.elegiveis.get(w)!) {
          if (visitado.has(b) || this.doTrabalho.get(w)!.has(b) || this.naoQuer(w, b)) continue;
          visitado.add(b);
          veioDe.set(b, { w, de: a });
          if (this.cargaDe(b) <= limite) {
            const passos: Movimento[] = [];
            for (let x = b; x !== origem; x = veioDe.get(x)!.de) passos.push({ ...veioDe.get(x)!, para: x });
            return passos;
          }
          fila.push(b);
        }
      }
    }
    return null;
  }

  /** (c) aplica correntes (primeiro sem mexer nos "quero") até não haver nenhuma: o equilíbrio ótimo. */
  reequilibrar(): void {
    for (let melhorou = true; melhorou; ) {
      melhorou = false;
      for (const origem of [...this.carga.keys()].sort((a, b) => this.cargaDe(b) - this.cargaDe(a) || a - b)) {
        const passos = this.corrente(origem, false) ?? this.corrente(origem, true);
        if (!passos) continue;
        passos.forEach((p) => this.mover(p));
        melhorou = true;
        break;
      }
    }
  }

  plano(): Plano {
    const atribuicoes: Proposta[] = [];
    for (const w of [...this.doTrabalho.keys()].sort((a, b) => a - b)) {
      for (const r of [...this.doTrabalho.get(w)!].sort((a, b) => a - b)) atribuicoes.push({ submissaoId: w, avaliadorId: r, lance: this.lance(w, r) });
    }
    return {
      atribuicoes,
      semCobertura: [...this.precisa].filter(([, n]) => n > 0).map(([submissaoId, faltam]) => ({ submissaoId, faltam })).sort((a, b) => a.submissaoId - b.submissaoId),
      carga: this.e.avaliadores.map((a) => ({ avaliadorId: a.pessoa.id, antes: a.carga, depois: this.cargaDe(a.pessoa.id) })),
    };
  }
}

export function planejar(e: EntradaDoPlano): Plano {
  const d = new Distribuicao(e);
  const ordem = d.ordem();
  d.lancesAteOAlvo(ordem);
  d.resto(ordem);
  d.reequilibrar();
  return d.plano();
}

/**
 * Quem sugerir (ou atribuir) como terceiro avaliador de um trabalho: quem pode avaliá-lo, sem "prefiro
 * não" se houver outra pessoa, com menos carga, depois pelo lance; nulo se ninguém pode.
 */
export function terceiroPara(
  e: Pick<EntradaDoPlano, 'conflitoUnidade' | 'avaliadores' | 'lances'>,
  trabalho: TrabalhoDoPlano,
): number | null {
  const possiveis = elegiveisPorTrabalho({ ...e, trabalhos: [trabalho] }).get(trabalho.id)!;
  const carga = new Map(e.avaliadores.map((a) => [a.pessoa.id, a.carga]));
  const lance = (r: number) => e.lances.get(chaveDoLance(trabalho.id, r)) ?? null;
  const [melhor] = possiveis.sort(
    (a, b) =>
      Number(lance(a) === 'prefiro_nao') - Number(lance(b) === 'prefiro_nao') ||
      carga.get(a)! - carga.get(b)! ||
      PESO_DO_LANCE[lance(a) ?? 'nenhum'] - PESO_DO_LANCE[lance(b) ?? 'nenhum'] ||
      a - b,
  );
  return melhor ?? null;
}
