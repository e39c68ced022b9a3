import type { ReactNode } from 'react';
import { CLASSE_CELULA, CLASSE_ROTULO_MOVEL, CLASSE_TH } from './classes.ts';

/** Uma coluna do cabeçalho. */
export interface Coluna {
  rotulo: ReactNode;
  /** O rótulo fica só para leitores de tela (a coluna da caixa de seleção, a dos botões). */
  oculto?: boolean;
  /** Números e ações: o cabeçalho alinha à direita, como as células da coluna. */
  direita?: boolean;
  /** Largura e afins (`w-14`); o alinhamento vem de `direita`. */
  className?: string;
  /** Chave do React quando o rótulo não é texto. */
  chave?: string | number;
}

/** A tabela tem nome: uma legenda (o `caption`, só para leitores de tela) ou o id de um título visível. */
type Nome = { legenda: ReactNode; rotuladaPor?: undefined } | { rotuladaPor: string; legenda?: undefined };

type PropsComuns = Nome & {
  /** As colunas; `false`/`null` some (coluna que depende de uma prop). */
  colunas: readonly (Coluna | false | null | undefined)[];
  /** As linhas (`<tr>`), da tela. */
  children: ReactNode;
};

export type PropsTabelaCartoes = PropsComuns & {
  /** Classes a mais no `tbody` dos cartões (`md:grid-cols-2` põe dois por linha). */
  classeCorpo?: string;
  /**
   * Os filhos são os próprios `<tbody role="rowgroup" className={CLASSE_TBODY_CARTAO}>`, um por item (a linha
   * e a linha de detalhe que ela abre). Sem isto, a tabela tem um `tbody` e os filhos são as linhas.
   */
  corpos?: boolean;
  /** Muitas colunas estreitas (meses × departamentos): cabeçalho com menos recuo dos lados. */
  densa?: boolean;
};

export type PropsTabelaLarga = PropsComuns & {
  /** A partir de que largura a tabela aparece (abaixo, a tela mostra os seus cartões): 1024 px ou 1280 px. */
  aPartirDe?: 'lg' | 'xl';
};

// a moldura fica num div: a tabela em `border-collapse` não arredonda os cantos; a rolagem lateral é a
// última saída quando as colunas não cabem (nunca cortar o conteúdo)
const MOLDURA = 'overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900';
const MOLDURA_LG =
  'lg:overflow-x-auto lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white lg:shadow-sm dark:lg:border-slate-800 dark:lg:bg-slate-900';
const APARECE = { lg: 'hidden lg:block', xl: 'hidden xl:block' } as const;
const THEAD = 'border-b border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800';
const THEAD_LG =
  'sr-only lg:not-sr-only lg:table-header-group lg:border-b lg:border-slate-200 lg:bg-slate-50 dark:lg:border-slate-700 dark:lg:bg-slate-800';

function Cabecalho({ colunas, densa }: { colunas: PropsComuns['colunas']; densa?: boolean }) {
  return (
    <tr role="row">
      {colunas.map((c, i) =>
        c ? (
          <th
            key={c.chave ?? (typeof c.rotulo === 'string' ? c.rotulo : i)}
            role="columnheader"
            scope="col"
            className={`${CLASSE_TH} ${densa ? 'lg:px-2' : ''} ${c.direita ? 'text-right' : 'text-left'} ${c.className ?? ''}`}
          >
            {c.oculto ? <span className="sr-only">{c.rotulo}</span> : c.rotulo}
          </th>
        ) : null,
      )}
    </tr>
  );
}

function Legenda({ legenda }: { legenda: ReactNode }) {
  return legenda === undefined ? null : <caption className="sr-only">{legenda}</caption>;
}

/**
 * As tabelas de lista têm uma casca só; as linhas são da tela. Ela tem a moldura, o `table` com os papéis ARIA
 * (explícitos: com o `display` trocado no celular o navegador deixaria de ver uma tabela), o nome (legenda
 * só para leitores de tela ou `aria-labelledby`), a linha de cabeçalho tirada de `colunas` e o `tbody`.
 * Duas variantes, porque o celular muda de dois jeitos:
 *
 * - `TabelaCartoes`: tabela a partir de 1024 px; abaixo, cada linha vira um cartão (o cabeçalho fica só para
 *   leitores de tela e cada célula traz o seu rótulo, `CLASSE_ROTULO_MOVEL`). Linhas com `CLASSE_TR_CARTAO`
 *   (mais a grade do cartão) e células com `CLASSE_CELULA`.
 * - `TabelaLarga`: só a tabela, escondida abaixo de 1024 (ou 1280) px, onde a tela desenha os seus próprios
 *   cartões (uma lista com outro arranjo). Células com `CLASSE_TD`.
 *
 * As duas têm a mesma moldura, o mesmo cabeçalho (`CLASSE_TH`) e o mesmo recuo nas células.
 */
export function TabelaCartoes({ legenda, rotuladaPor, colunas, children, classeCorpo = '', corpos, densa }: PropsTabelaCartoes) {
  return (
    <div className={MOLDURA_LG}>
      <table role="table" aria-labelledby={rotuladaPor} className={`${corpos ? 'grid gap-3' : 'block'} w-full text-sm lg:table`}>
        <Legenda legenda={legenda} />
        <thead role="rowgroup" className={THEAD_LG}>
          <Cabecalho colunas={colunas} densa={densa} />
        </thead>
        {corpos ? (
          children
        ) : (
          <tbody role="rowgroup" className={`grid gap-3 lg:table-row-group ${classeCorpo}`}>
            {children}
          </tbody>
        )}
      </table>
    </div>
  );
}

/** Veja `TabelaCartoes`: esta é a variante sem cartões (a tela tem os dela abaixo de `aPartirDe`). */
export function TabelaLarga({ legenda, rotuladaPor, colunas, children, aPartirDe = 'lg' }: PropsTabelaLarga) {
  return (
    <div className={`${APARECE[aPartirDe]} ${MOLDURA}`}>
      <table role="table" aria-labelledby={rotuladaPor} className="min-w-full text-sm">
        <Legenda legenda={legenda} />
        <thead role="rowgroup" className={THEAD}>
          <Cabecalho colunas={colunas} />
        </thead>
        <tbody role="rowgroup" className="divide-y divide-slate-100 dark:divide-slate-800">
          {children}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Célula de `TabelaCartoes` com o rótulo da coluna no cartão do celular ("Curso: …"); o rótulo fica escondido
 * de leitores de tela, que já anunciam o cabeçalho da coluna.
 */
export function CelulaRotulada({ rotulo, className = '', children }: { rotulo: string; className?: string; children: ReactNode }) {
  return (
    <td role="cell" className={`${CLASSE_CELULA} ${className}`}>
      <span aria-hidden="true" className={CLASSE_ROTULO_MOVEL}>
        {rotulo}:
      </span>
      {children}
    </td>
  );
}
