import { AcoesQrSite } from '#web/features/inicio/components/acoes-qr-site.tsx';
import { CartaoQrOficial } from '#web/features/inicio/components/cartao-qr-oficial.tsx';
import { ContainerToastsQr } from '#web/features/inicio/components/qr/container-toasts-qr.tsx';
import { notificadorQr } from '#web/features/inicio/components/qr/toasts-qr.ts';
import { NOME_ESCOLA, URL_INSTAGRAM_OFICIAL, URL_SITE_OFICIAL } from '#web/features/inicio/links-oficiais.ts';
import { EstatisticasApp } from '#web/features/metricas/components/estatisticas-app.tsx';

/** QR Codes Oficiais (SPEC §2.10): site e Instagram da Escola, estatísticas de acesso e ações. */
export default function PaginaQrSite() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <header className="mb-5 border-b border-slate-200 pb-4 dark:border-slate-800">
        <h1 className="text-2xl font-bold text-escola-800 dark:text-escola-100">
          QR Codes Oficiais <span className="block text-lg font-semibold text-slate-700 dark:text-slate-200">{NOME_ESCOLA}</span>
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300">Mostre, imprima ou compartilhe os endereços oficiais da Escola.</p>
      </header>
      <EstatisticasApp />
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <CartaoQrOficial
          titulo="Site Oficial da Escola"
          url={URL_SITE_OFICIAL}
          legenda="Escaneie para acessar"
          textoLink="Abrir site em nova aba"
          tituloQr={`QR Code do site da ${NOME_ESCOLA}`}
          nomeArquivo="qr-site-escola-da-saude"
          notificador={notificadorQr}
        />
        <CartaoQrOficial
          titulo="Instagram da Escola"
          url={URL_INSTAGRAM_OFICIAL}
          textoLink="Abrir Instagram em nova aba"
          tituloQr={`QR Code do Instagram da ${NOME_ESCOLA}`}
          nomeArquivo="qr-instagram-escola-da-saude"
          notificador={notificadorQr}
        />
      </div>
      <div className="mt-6">
        <AcoesQrSite notificador={notificadorQr} />
      </div>
      <ContainerToastsQr />
    </div>
  );
}
