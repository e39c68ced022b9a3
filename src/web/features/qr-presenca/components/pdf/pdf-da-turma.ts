import { MENSAGENS_QR, nomeArquivoPdf, nomesInstrutores, nomeTurma, tituloEvento, urlPresenca, validarTurma, type EventoQr, type TurmaQr } from '../regras.ts';
import { ErroQr, gerarPdfQr } from './gerar-pdf-qr.ts';

/** Dispara o download dos bytes como arquivo (o link temporário some logo depois). */
export function baixarArquivo(bytes: Uint8Array, nome: string, tipo = 'application/pdf'): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: tipo }));
  const a = Object.assign(document.createElement('a'), { href: url, download: nome, rel: 'noopener' });
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Valida a turma, gera o PDF com o QR de `/presenca?turma=ID` desta origem e baixa
 * `qr_presenca_turma_{id}.pdf`. Lança `ErroQr` com o texto do toast.
 */
export async function baixarPdfDaTurma(evento: EventoQr, turma: TurmaQr | null | undefined, origem = window.location.origin): Promise<void> {
  const problema = validarTurma(turma);
  if (problema || !turma) throw new ErroQr(problema ?? MENSAGENS_QR.turmaNaoEncontrada);
  const bytes = await gerarPdfQr({
    titulo: tituloEvento(evento),
    instrutores: nomesInstrutores(evento, turma),
    turma: nomeTurma(turma),
    url: urlPresenca(origem, turma.id),
    dpr: window.devicePixelRatio,
  });
  baixarArquivo(bytes, nomeArquivoPdf(turma.id));
}

/** Texto do toast para uma falha qualquer da geração. */
export const mensagemDaFalha = (err: unknown) => (err instanceof ErroQr ? err.message : MENSAGENS_QR.pdf);
