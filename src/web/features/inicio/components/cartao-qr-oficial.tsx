import { useId } from 'react';
import type { Notificador } from './qr/notificador.ts';
import { QrCode } from './qr/qr-code.tsx';

interface Props {
  titulo: string;
  url: string;
  textoLink: string;
  legenda?: string;
  tituloQr: string;
  nomeArquivo: string;
  notificador: Notificador;
}

/** Cartão de um QR oficial: título, QR com ações e o link que abre em nova aba. */
export function CartaoQrOficial({ titulo, url, textoLink, legenda, tituloQr, nomeArquivo, notificador }: Props) {
  const idTitulo = useId();
  return (
    <section aria-labelledby={idTitulo} className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-3 py-5 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 id={idTitulo} className="text-lg font-bold text-escola-800 dark:text-escola-100">
        {titulo}
      </h2>
      <QrCode valor={url} titulo={tituloQr} nomeArquivo={nomeArquivo} legenda={legenda} notificador={notificador} />
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center font-semibold text-escola-700 underline underline-offset-4 hover:text-escola-800 dark:text-escola-100"
      >
        {textoLink}
        <span className="sr-only"> (abre em nova aba)</span>
      </a>
    </section>
  );
}
