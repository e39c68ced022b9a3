import { Botao } from '#web/components/ui/botao.tsx';
import { NOME_ESCOLA, URL_INSTAGRAM_OFICIAL, URL_SITE_OFICIAL } from '../links-oficiais.ts';
import { copiarTexto } from '#web/lib/copiar-texto.ts';
import type { Notificador } from './qr/notificador.ts';

const LINK_BOTAO =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold bg-escola-700 text-white hover:bg-escola-800 dark:bg-escola-100 dark:text-escola-900 dark:hover:bg-white';

/** Abrir site, copiar link, abrir o perfil social e compartilhar (navigator.share ou cópia). */
export function AcoesQrSite({ notificador }: { notificador: Notificador }) {
  async function copiar() {
    if (await copiarTexto(URL_SITE_OFICIAL)) notificador.sucesso('Link copiado para a área de transferência!');
    else notificador.erro('Não foi possível copiar o link.');
  }

  async function compartilhar() {
    if (typeof navigator.share !== 'function') {
      if (await copiarTexto(URL_SITE_OFICIAL)) notificador.sucesso('Link do site copiado (share indisponível).');
      else notificador.erro('Não foi possível copiar o link.');
      return;
    }
    try {
      await navigator.share({ title: NOME_ESCOLA, text: `Site oficial da ${NOME_ESCOLA}`, url: URL_SITE_OFICIAL });
    } catch {
      // cancelado pela pessoa ou recusado pelo navegador: silencioso (SPEC §8)
    }
  }

  return (
    <nav aria-label="Ações dos links oficiais" className="flex flex-wrap justify-center gap-2">
      <a href={URL_SITE_OFICIAL} target="_blank" rel="noopener noreferrer" className={LINK_BOTAO}>
        Abrir site<span className="sr-only"> (abre em nova aba)</span>
      </a>
      <Botao variante="secundario" onClick={() => void copiar()}>
        Copiar link do site
      </Botao>
      <a href={URL_INSTAGRAM_OFICIAL} target="_blank" rel="noopener noreferrer" className={LINK_BOTAO}>
        Abrir Instagram<span className="sr-only"> (abre em nova aba)</span>
      </a>
      <Botao variante="secundario" onClick={() => void compartilhar()}>
        Compartilhar
      </Botao>
    </nav>
  );
}
