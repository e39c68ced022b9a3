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

export function planejar(e: EntradaDoPlano): Plano {
  const lanceDe = (w: number, r: number): Lance | null => e.lances.get(chaveDoLance(w, r)) ?? null;
  const peso = (w: number, r: number) => PESO_DO_LANCE[lanceDe(w, r) ?? 'nenhum'];
  const naoQuer = (w: number, r: number) => lanceDe(w, r) === 'prefiro_nao';

  const elegiveis = elegiveisPorTrabalho(e);
  const carga = new Map(e.avaliadores.map((a) => [a.pessoa.id, a.carga]));
  const precisa = new Map(e.trabalhos.map((t) => [t.id, Math.max(0, e.porTrabalho - t.jaAvaliam.length)]));
  /** Atribuições novas: trabalho → pessoas; pessoa → trabalhos. */
  const doTrabalho = new Map<number, Set<number>>(e.trabalhos.map((t) => [t.id, new Set()]));
  const daPessoa = new Map<number, Set<number>>(e.avaliadores.map((a) => [a.pessoa.id, new Set()]));

  const atribuir = (w: number, r: number) => {
    doTrabalho.get(w)!.add(r);
    daPessoa.get(r)!.add(w);
    carga.set(r, carga.get(r)! + 1);
    precisa.set(w, precisa.get(w)! - 1);
  };
  const mover = (w: number, de: number, para: number) => {
    doTrabalho.get(w)!.delete(de);
    daPessoa.get(de)!.delete(w);
    carga.set(de, carga.get(de)! - 1);
    doTrabalho.get(w)!.add(para);
    daPessoa.get(para)!.add(w);
    carga.set(para, carga.get(para)! + 1);
  };

  // os mais difíceis primeiro: menos pessoas possíveis sem "prefiro não"
  const possiveis = new Map(e.trabalhos.map((t) => [t.id, elegiveis.get(t.id)!.filter((r) => !naoQuer(t.id, r)).length]));
  const ordem = e.trabalhos.map((t) => t.id).sort((a, b) => possiveis.get(a)! - possiveis.get(b)! || a - b);

  // (a) "quero", depois "posso", até a carga-alvo
  const pessoasComLinha = e.avaliadores.length;
  const total = [...precisa.values()].reduce((x, y) => x + y, 0) + e.avaliadores.reduce((x, a) => x + a.carga, 0);
  const alvo = pessoasComLinha === 0 ? 0 : Math.ceil(total / pessoasComLinha);
  for (const lance of ['quero', 'posso'] as const) {
    for (const w of ordem) {
      if (precisa.get(w)! <= 0) continue;
      const candidatos = elegiveis
        .get(w)!
        .filter((r) => lanceDe(w, r) === lance && !doTrabalho.get(w)!.has(r))
        .sort((a, b) => carga.get(a)! - carga.get(b)! || a - b);
      for (const r of candidatos) {
        if (precisa.get(w)! <= 0) break;
        if (carga.get(r)! < alvo) atribuir(w, r);
      }
    }
  }

  // (b) o resto, para quem tem menos carga ("prefiro não" por último)
  for (const w of ordem) {
    const n = precisa.get(w)!;
    if (n <= 0) continue;
    const candidatos = elegiveis
      .get(w)!
      .filter((r) => !doTrabalho.get(w)!.has(r))
      .sort((a, b) => Number(naoQuer(w, a)) - Number(naoQuer(w, b)) || carga.get(a)! - carga.get(b)! || peso(w, a) - peso(w, b) || a - b);
    for (const r of candidatos.slice(0, n)) atribuir(w, r);
  }

  // (c) reequilíbrio por correntes de trocas
  const podeReceber = (w: number, r: number) => !doTrabalho.get(w)!.has(r) && !naoQuer(w, r);
  const elegivelSet = new Map([...elegiveis].map(([w, rs]) => [w, new Set(rs)]));
  /** Uma corrente de `origem` até alguém com carga ≤ carga(origem) − 2: a lista de movimentos, ou nula. */
  const corrente = (origem: number, mexeNoQuero: boolean): { w: number; de: number; para: number }[] | null => {
    const limite = carga.get(origem)! - 2;
    const veioDe = new Map<number, { w: number; de: number }>();
    const fila = [origem];
    const visitado = new Set([origem]);
    while (fila.length) {
      const a = fila.shift()!;
      for (const w of [...daPessoa.get(a)!].sort((x, y) => x - y)) {
        if (!mexeNoQuero && lanceDe(w, a) === 'quero') continue;
        for (const b of elegiveis.get(w)!) {
          if (visitado.has(b) || !elegivelSet.get(w)!.has(b) || !podeReceber(w, b)) continue;
          visitado.add(b);
          veioDe.set(b, { w, de: a });
          if (carga.get(b)! <= limite) {
            const passos: { w: number; de: number; para: number }[] = [];
            for (let x = b; x !== origem; ) {
              const p = veioDe.get(x)!;
              passos.push({ w: p.w, de: p.de, para: x });
              x = p.de;
            }
            return passos;
          }
          fila.push(b);
        }
      }
    }
    return null;
  };
  for (let melhorou = true; melhorou; ) {
    melhorou = false;
    const porCarga = [...carga.keys()].sort((a, b) => carga.get(b)! - carga.get(a)! || a - b);
    for (const origem of porCarga) {
      const passos = corrente(origem, false) ?? corrente(origem, true);
      if (!passos) continue;
      // do fim para o começo: quem recebe primeiro libera o trabalho que passa adiante
      for (const p of passos) mover(p.w, p.de, p.para);
      melhorou = true;
      break;
    }
  }

  const atribuicoes: Proposta[] = [];
  for (const w of [...doTrabalho.keys()].sort((a, b) => a - b)) {
    for (const r of [...doTrabalho.get(w)!].sort((a, b) => a - b)) atribuicoes.push({ submissaoId: w, avaliadorId: r, lance: lanceDe(w, r) });
  }
  return {
    atribuicoes,
    semCobertura: [...precisa].filter(([, n]) => n > 0).map(([submissaoId, faltam]) => ({ submissaoId, faltam })).sort((a, b) => a.submissaoId - b.submissaoId),
    carga: e.avaliadores.map((a) => ({ avaliadorId: a.pessoa.id, antes: a.carga, depois: carga.get(a.pessoa.id)! })),
  };
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
