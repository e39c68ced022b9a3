import { baixarConteudo } from '#web/lib/baixar-arquivo.ts';
import { MENSAGENS_QR, nomeArquivoPdf, nomesInstrutores, nomeTurma, tituloEvento, urlPresenca, validarTurma, type EventoQr, type TurmaQr } from '../regras.ts';
import { ErroQr, gerarPdfQr } from './gerar-pdf-qr.ts';


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
  baixarConteudo(bytes as BlobPart, 'application/pdf', nomeArquivoPdf(turma.id));
}

/** Texto do toast para uma falha qualquer da geração. */
export const mensagemDaFalha = (err: unknown) => (err instanceof ErroQr ? err.message : MENSAGENS_QR.pdf);
