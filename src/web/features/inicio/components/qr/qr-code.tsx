import QRCode from 'qrcode';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Botao } from '#web/components/ui/botao.tsx';
import { copiarTexto } from '#web/lib/copiar-texto.ts';
import { baixarBlob } from '#web/lib/baixar-arquivo.ts';
import { dprLimitado, ESPERA_NOVA_TENTATIVA_MS, svgParaPng } from './arquivos.ts';
import { CONTRASTE_MINIMO, normalizarHex, razaoContraste } from './contraste.ts';
import { montarSvgQr } from './montar-svg-qr.ts';
import { notificadorPadrao, type Notificador } from './notificador.ts';
import { useTamanhoQr } from './use-tamanho-qr.ts';

/** Constantes do SPEC §9: correção H na tela, zona de silêncio 8, logo 16 %, PNG em escala 2. */
export const QR_PADRAO = { nivel: 'H', zonaSilencio: 8, proporcaoLogo: 0.16, escalaPng: 2 } as const;
export const TITULO_QR_PADRAO = 'QR Code do site da Escola da Saúde';
export const AVISO_CONTRASTE = 'Aviso: contraste fraco entre fg/bg pode prejudicar a leitura do QR.';

export interface QrCodeProps {
  /** O que o QR leva (os links oficiais vêm dos dados da instituição). */
  valor: string;
  titulo?: string;
  /** Lado em px; sem ele segue a regra 260/300 pela largura da janela. */
  tamanho?: number;
  corFrente?: string;
  corFundo?: string;
  logo?: string;
  nomeArquivo?: string;
  legenda?: ReactNode;
  notificador?: Notificador;
}

/**
 * QR Code reutilizável: a biblioteca `qrcode` vem no pedaço da página que usa o componente (e desce junto
 * com ela, não depois de a página renderizar: o QR é o maior elemento da tela, LCP). Mostra o SVG,
 * baixa SVG e PNG e copia o link. Com contraste fraco avisa, usa frente preta e desliga os downloads.
 */
export function QrCode({ valor, titulo = TITULO_QR_PADRAO, tamanho, corFrente = '#000000', corFundo = '#ffffff', logo, nomeArquivo = 'qr-code', legenda, notificador = notificadorPadrao }: QrCodeProps) {
  const tamanhoJanela = useTamanhoQr();
  const lado = tamanho ?? tamanhoJanela;
  const fundo = normalizarHex(corFundo) ?? '#ffffff';
  const frentePedida = normalizarHex(corFrente) ?? '#000000';
  const contrasteFraco = razaoContraste(frentePedida, fundo) < CONTRASTE_MINIMO;
  const frente = contrasteFraco ? '#000000' : frentePedida;
  const [tentativaImagem, setTentativaImagem] = useState(0);
  const [gerandoPng, setGerandoPng] = useState(false);
  const idAviso = useId();

  // gerar a matriz é rápido (milissegundos): sai no mesmo render, sem estado intermediário
  const svg = useMemo(() => {
    try {
      const matriz = QRCode.create(valor, { errorCorrectionLevel: QR_PADRAO.nivel });
      return montarSvgQr(matriz, { tamanho: lado, corFrente: frente, corFundo: fundo, zonaSilencio: QR_PADRAO.zonaSilencio, logo, proporcaoLogo: QR_PADRAO.proporcaoLogo });
    } catch {
      return null;
    }
  }, [valor, lado, frente, fundo, logo]);
  const falhou = svg === null;

  async function baixarPng() {
    if (!svg) return;
    setGerandoPng(true);
    try {
      baixarBlob(await svgParaPng(svg, Math.round(lado * QR_PADRAO.escalaPng * dprLimitado())), `${nomeArquivo}.png`);
    } catch {
      notificador.erro('Erro ao gerar imagem do QR Code.');
    } finally {
      setGerandoPng(false);
    }
  }

  async function copiar() {
    if (await copiarTexto(valor)) notificador.sucesso('Link copiado para a área de transferência!');
    else notificador.erro('Não foi possível copiar o link.');
  }

  const semDownload = !svg || contrasteFraco;
  return (
    <figure className="flex flex-col items-center gap-3">
      <div className="overflow-hidden rounded-xl bg-white shadow-inner" style={{ width: lado, height: lado }}>
        {svg ? (
          <img
            key={tentativaImagem}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
            width={lado}
            height={lado}
            alt={titulo}
            onError={() => tentativaImagem === 0 && setTimeout(() => setTentativaImagem(1), ESPERA_NOVA_TENTATIVA_MS)}
          />
        ) : (
          <div role="img" aria-label={falhou ? 'Erro ao gerar QR Code.' : `Gerando ${titulo}…`} className="size-full animate-pulse bg-slate-200" />
        )}
      </div>
      {legenda && <figcaption className="text-center font-medium text-slate-800 dark:text-slate-100">{legenda}</figcaption>}
      {contrasteFraco && (
        <p id={idAviso} role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          {AVISO_CONTRASTE}
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-2">
        <Botao variante="secundario" disabled={semDownload} aria-describedby={contrasteFraco ? idAviso : undefined} aria-label={`Baixar SVG — ${titulo}`} onClick={() => svg && baixarBlob(new Blob([svg], { type: 'image/svg+xml' }), `${nomeArquivo}.svg`)}>
          Baixar SVG
        </Botao>
        <Botao variante="secundario" disabled={semDownload} carregando={gerandoPng} textoCarregando="Gerando PNG…" aria-describedby={contrasteFraco ? idAviso : undefined} aria-label={gerandoPng ? undefined : `Baixar PNG — ${titulo}`} onClick={() => void baixarPng()}>
          Baixar PNG
        </Botao>
        <Botao variante="secundario" aria-label={`Copiar link — ${titulo}`} onClick={() => void copiar()}>
          Copiar link
        </Botao>
      </div>
    </figure>
  );
}
