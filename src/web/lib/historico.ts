/**
 * As pilhas de endereços do roteador (`roteador.tsx`): a do navegador (History API) e a em memória (testes),
 * com os bloqueios que perguntam antes de sair de uma página com alterações não salvas.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
export type NavigateFunction = (para: string | number, opcoes?: NavigateOptions) => void;
/** Pergunta antes de sair da página (alterações não salvas): devolve se a navegação pode seguir. */
export type Bloqueio = () => boolean;

export interface Historico {
  local(): Location;
  /** Avisa a cada mudança de endereço (push, replace e o voltar do navegador). */
  observar(aviso: () => void): () => void;
  ir(destino: Location, substituir: boolean): void;
  saltar(delta: number): void;
  /** Quem pergunta antes de trocar de página (`useBloqueio`). */
  bloqueios: Set<Bloqueio>;
}

export const chave = () => Math.random().toString(36).slice(2, 10);

/**
 * Separa "/a/b?x=1#y" em pathname, search e hash, resolvendo caminhos relativos (`x`, `../x`, `?q`)
 * contra `base`. Endereços de outra origem (`https:…`, `//host`, `/\host`) são recusados.
 */
export function analisar(para: string, base = '/'): Omit<Location, 'state' | 'key'> {
  if (/^(?:[a-z][\w+.-]*:|[/\\]{2})/i.test(para)) throw new Error(`Navegação externa não permitida: ${para}`);
  const [, caminho = '', search = '', hash = ''] = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(para)!;
  const partes: string[] = [];
  const absoluto = caminho.startsWith('/') ? caminho : caminho ? base.replace(/[^/]*$/, '') + caminho : base;
  for (const seg of absoluto.split('/').slice(1)) {
    if (seg === '..') partes.pop();
    else if (seg !== '.') partes.push(seg);
  }
  return { pathname: `/${partes.join('/')}`, search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash };
}
export const endereco = (l: Omit<Location, 'state' | 'key'>) => l.pathname + l.search + l.hash;

/**
 * Ir de `de` para `para` pode seguir? Só se pergunta quando a página muda (caminho ou consulta; o `#` não
 * conta) e todos os bloqueios deixam. Quem chama só pergunta no empilhar e no voltar/avançar: o substituir
 * é o app trocando o próprio endereço (depois de salvar, de excluir, ao sair, com a sessão vencida).
 */
const liberado = (bloqueios: Set<Bloqueio>, de: Omit<Location, 'state' | 'key'>, para: Omit<Location, 'state' | 'key'>) =>
  de.pathname + de.search === para.pathname + para.search || [...bloqueios].every((b) => b());

export function historicoDoNavegador(): Historico {
  const avisos = new Set<() => void>();
  const bloqueios = new Set<Bloqueio>();
  let atual: Location | null = null;
  const estado = () => window.history.state as { usr?: unknown; key?: string; idx?: number } | null;
  // a posição de cada entrada na pilha (`idx`): o voltar recusado sabe quanto andar para desfazer
  const marcar = (idx: number) => window.history.replaceState({ ...estado(), idx }, '');
  let pos = estado()?.idx ?? 0;
  let desfazendo = false;
  if (estado()?.idx === undefined) marcar(0);
  const ler = (): Location => {
    const { pathname, search, hash } = window.location;
    const e = estado();
    const l = { pathname, search, hash, state: e?.usr ?? null, key: e?.key ?? 'default' };
    // mesma referência enquanto o endereço não muda (o React compara o estado por identidade)
    if (!atual || atual.key !== l.key || endereco(atual) !== endereco(l)) atual = l;
    return atual;
  };
  const avisar = () => avisos.forEach((a) => a());
  /** Voltar/avançar do navegador (o endereço já mudou): recusado, volta para onde estava sem avisar ninguém. */
  const aoVoltar = () => {
    const idx = estado()?.idx;
    if (desfazendo) return void (desfazendo = false);
    if (idx !== undefined && idx !== pos && atual && !liberado(bloqueios, atual, window.location)) {
      desfazendo = true;
      return window.history.go(pos - idx);
    }
    if (idx === undefined) marcar(++pos); // um link `#…` comum empilhou uma entrada
    else pos = idx;
    avisar();
  };
  return {
    local: ler,
    observar(aviso) {
      avisos.add(aviso);
      window.addEventListener('popstate', aoVoltar);
      return () => {
        avisos.delete(aviso);
        if (!avisos.size) window.removeEventListener('popstate', aoVoltar);
      };
    },
    ir(destino, substituir) {
      if (!substituir && !liberado(bloqueios, ler(), destino)) return;
      if (!substituir) pos++;
      window.history[substituir ? 'replaceState' : 'pushState']({ usr: destino.state, key: destino.key, idx: pos }, '', endereco(destino));
      avisar();
    },
    saltar: (delta) => window.history.go(delta),
    bloqueios,
  };
}

export type EntradaInicial = string | Partial<Location>;

export function historicoEmMemoria(iniciais: EntradaInicial[]): Historico {
  const avisos = new Set<() => void>();
  const bloqueios = new Set<Bloqueio>();
  let pilha: Location[] = iniciais.map((e) =>
    typeof e === 'string' ? { ...analisar(e), state: null, key: chave() } : { pathname: '/', search: '', hash: '', state: null, key: chave(), ...e },
  );
  let i = pilha.length - 1;
  const avisar = () => avisos.forEach((a) => a());
  return {
    local: () => pilha[i]!,
    observar(aviso) {
      avisos.add(aviso);
      return () => avisos.delete(aviso);
    },
    ir(destino, substituir) {
      if (substituir) pilha = pilha.map((l, j) => (j === i ? destino : l));
      else if (liberado(bloqueios, pilha[i]!, destino)) pilha = [...pilha.slice(0, ++i), destino];
      else return;
      avisar();
    },
    saltar(delta) {
      const j = Math.min(pilha.length - 1, Math.max(0, i + delta));
      if (!liberado(bloqueios, pilha[i]!, pilha[j]!)) return;
      i = j;
      avisar();
    },
    bloqueios,
  };
}
