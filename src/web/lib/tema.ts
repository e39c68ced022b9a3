/**
 * Tema claro/escuro (SPEC §4, §9): a escolha salva em `theme` ('dark' | 'light') vale; sem ela,
 * a preferência do sistema. O indicador antigo `darkMode` ('true'/'false') é migrado e removido.
 * A classe `dark` no <html> liga as variantes escuras do Tailwind (index.css). Este módulo entra no
 * pacote inicial; trocar o tema fica em use-tema.ts, que só a barra de navegação baixa.
 */
import { CHAVES } from './sessao.ts';

export type Tema = 'dark' | 'light';
const CHAVE_LEGADA = 'darkMode';

function guardado(chave: string): string | null {
  try {
    return localStorage.getItem(chave);
  } catch {
    return null;
  }
}

export const preferenciaDoSistema = () => (typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null);

/** `darkMode: 'true'|'false'` → `theme: 'dark'|'light'` (sem sobrescrever uma escolha nova); remove a chave antiga. */
export function migrarTemaLegado(): void {
  const antigo = guardado(CHAVE_LEGADA);
  if (antigo === null) return;
  try {
    const valor = antigo.replace(/"/g, '');
    if (!temaSalvo() && (valor === 'true' || valor === 'false')) localStorage.setItem(CHAVES.tema, valor === 'true' ? 'dark' : 'light');
    localStorage.removeItem(CHAVE_LEGADA);
  } catch {
    /* armazenamento indisponível: fica a preferência do sistema */
  }
}

export function temaSalvo(): Tema | null {
  const v = guardado(CHAVES.tema);
  return v === 'dark' || v === 'light' ? v : null;
}

/** Tema em vigor: o salvo, senão o do sistema. */
export function lerTema(): Tema {
  return temaSalvo() ?? (preferenciaDoSistema()?.matches ? 'dark' : 'light');
}

export function aplicarTema(tema: Tema): void {
  const raiz = document.documentElement;
  raiz.classList.toggle('dark', tema === 'dark');
  raiz.style.colorScheme = tema;
}

/**
 * Chamado em main.tsx antes do primeiro render: migra, aplica e segue a preferência do sistema.
 * A troca feita em outra aba chega por use-tema.ts (barra de navegação e toasts).
 */
export function iniciarTema(): void {
  migrarTemaLegado();
  aplicarTema(lerTema());
  preferenciaDoSistema()?.addEventListener?.('change', () => aplicarTema(lerTema()));
}
