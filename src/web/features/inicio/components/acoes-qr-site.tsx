import { Botao } from '#web/components/ui/botao.tsx';
import { copiarTexto } from '#web/lib/copiar-texto.ts';
import type { Notificador } from './qr/notificador.ts';

const LINK_BOTAO =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold bg-escola-700 text-white hover:bg-escola-800 dark:bg-escola-100 dark:text-escola-900 dark:hover:bg-white';

interface Props {
  notificador: Notificador;
  /** Nome da instituição (texto do compartilhamento). */
  nome: string;
  site: string;
  /** Sem Instagram configurado, o botão não aparece. */
  instagram: string | null;
}

/** Abrir site, copiar link, abrir o perfil social e compartilhar (navigator.share ou cópia), com os links configurados. */
export function AcoesQrSite({ notificador, nome, site, instagram }: Props) {
  async function copiar() {
    if (await copiarTexto(site)) notificador.sucesso('Link copiado para a área de transferência!');
    else notificador.erro('Não foi possível copiar o link.');
  }

  async function compartilhar() {
    if (typeof navigator.share !== 'function') {
      if (await copiarTexto(site)) notificador.sucesso('Link do site copiado (share indisponível).');
      else notificador.erro('Não foi possível copiar o link.');
      return;
    }
    try {
      await navigator.share({ title: nome, text: `Site oficial da ${nome}`, url: site });
    } catch {
      // cancelado pela pessoa ou recusado pelo navegador: silencioso (SPEC §8)
    }
  }

  return (
    <nav aria-label="Ações dos links oficiais" className="flex flex-wrap justify-center gap-2">
      <a href={site} target="_blank" rel="noopener noreferrer" className={LINK_BOTAO}>
        Abrir site<span className="sr-only"> (abre em nova aba)</span>
      </a>
      <Botao variante="secundario" onClick={() => void copiar()}>
        Copiar link do site
      </Botao>
      {instagram && (
        <a href={instagram} target="_blank" rel="noopener noreferrer" className={LINK_BOTAO}>
          Abrir Instagram<span className="sr-only"> (abre em nova aba)</span>
        </a>
      )}
      <Botao variante="secundario" onClick={() => void compartilhar()}>
        Compartilhar
      </Botao>
    </nav>
  );
}
