import { useRef, useState } from 'react';
import { notificarErro, notificarSucesso } from '#web/lib/toast.ts';
import { baixarPdfDaTurma, mensagemDaFalha } from './pdf/pdf-da-turma.ts';
import { MENSAGENS_QR, type EventoQr, type TurmaQr } from './regras.ts';

/** O que está sendo gerado: o PDF de uma turma ou os de um evento inteiro ("Gerar todos"). */
export type Geracao = { tipo: 'turma'; turmaId: number } | { tipo: 'evento'; eventoId: number; feitas: number; total: number } | null;

/**
 * Geração dos PDFs (SPEC §4): uma de cada vez — enquanto uma roda, todos os botões ficam desligados.
 * "Gerar todos" gera os PDFs das turmas do evento um depois do outro e avisa no fim.
 */
export function useGeradorPdf() {
  const [geracao, setGeracao] = useState<Geracao>(null);
  // o estado só muda no próximo render: o ref barra o segundo clique do mesmo instante
  const ocupado = useRef(false);

  async function gerarTurma(evento: EventoQr, turma: TurmaQr) {
    if (ocupado.current) return;
    ocupado.current = true;
    setGeracao({ tipo: 'turma', turmaId: turma.id });
    try {
      await baixarPdfDaTurma(evento, turma);
      notificarSucesso(MENSAGENS_QR.gerado);
    } catch (err) {
      notificarErro(mensagemDaFalha(err));
    } finally {
      ocupado.current = false;
      setGeracao(null);
    }
  }

  async function gerarTodos(evento: EventoQr) {
    if (ocupado.current || evento.turmas.length === 0) return;
    ocupado.current = true;
    const total = evento.turmas.length;
    let falhas = 0;
    try {
      for (const [i, turma] of evento.turmas.entries()) {
        setGeracao({ tipo: 'evento', eventoId: evento.id, feitas: i, total });
        await baixarPdfDaTurma(evento, turma).catch(() => falhas++);
      }
      if (falhas > 0) notificarErro(MENSAGENS_QR.algunsFalharam);
      else notificarSucesso(MENSAGENS_QR.todosGerados);
    } finally {
      ocupado.current = false;
      setGeracao(null);
    }
  }

  return { geracao, ocupado: geracao !== null, gerarTurma, gerarTodos };
}
