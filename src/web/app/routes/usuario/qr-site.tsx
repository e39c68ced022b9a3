import { ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { AcoesQrSite } from '#web/features/inicio/components/acoes-qr-site.tsx';
import { CartaoQrOficial } from '#web/features/inicio/components/cartao-qr-oficial.tsx';
import { ContainerToastsQr } from '#web/features/inicio/components/qr/container-toasts-qr.tsx';
import { notificadorQr } from '#web/features/inicio/components/qr/toasts-qr.ts';
import { NOME_ESCOLA } from '#web/features/inicio/links-oficiais.ts';
import { EstatisticasApp } from '#web/features/sistema/components/metricas/estatisticas-app.tsx';
import { useInstituicao, type InstituicaoPublica } from '#web/lib/dados/instituicao.ts';

/**
 * QR Codes Oficiais (SPEC §2.10): site e Instagram da Escola, estatísticas de acesso e ações. Os
 * endereços (e o que se imprime nos QR) são os configurados pela administração (decisão 019).
 */
export default function PaginaQrSite() {
  const { dados, erro, tentarDeNovo } = useInstituicao();
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <header className="mb-5 border-b border-slate-200 pb-4 dark:border-slate-800">
        <h1 className="text-2xl font-bold text-escola-800 dark:text-escola-100">
          QR Codes Oficiais <span className="block text-lg font-semibold text-slate-700 dark:text-slate-200">{dados?.nome ?? NOME_ESCOLA}</span>
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300">Mostre, imprima ou compartilhe os endereços oficiais da Escola.</p>
      </header>
      <EstatisticasApp />
      <div className="mt-6">
        {dados ? (
          <LinksOficiais dados={dados} />
        ) : erro ? (
          <ErroCarregamento mensagem="Não foi possível carregar os endereços oficiais da Escola." aoTentar={tentarDeNovo} />
        ) : (
          <Esqueleto linhas={2} rotulo="Carregando os endereços oficiais…" />
        )}
      </div>
      <ContainerToastsQr />
    </div>
  );
}

function LinksOficiais({ dados }: { dados: InstituicaoPublica }) {
  const { nome, site, instagram } = dados;
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2">
        {site ? (
          <CartaoQrOficial
            titulo="Site Oficial da Escola"
            url={site}
            legenda="Escaneie para acessar"
            textoLink="Abrir site em nova aba"
            tituloQr={`QR Code do site da ${nome}`}
            nomeArquivo="qr-site-escola-da-saude"
            notificador={notificadorQr}
          />
        ) : (
          <Vazio mensagem="O site oficial ainda não foi configurado." sugestao="A administração informa o endereço em Dados da Instituição." />
        )}
        {instagram ? (
          <CartaoQrOficial
            titulo="Instagram da Escola"
            url={instagram}
            textoLink="Abrir Instagram em nova aba"
            tituloQr={`QR Code do Instagram da ${nome}`}
            nomeArquivo="qr-instagram-escola-da-saude"
            notificador={notificadorQr}
          />
        ) : (
          <Vazio mensagem="O Instagram da Escola ainda não foi configurado." sugestao="A administração informa o endereço em Dados da Instituição." />
        )}
      </div>
      {site && (
        <div className="mt-6">
          <AcoesQrSite notificador={notificadorQr} nome={nome} site={site} instagram={instagram} />
        </div>
      )}
    </>
  );
}
