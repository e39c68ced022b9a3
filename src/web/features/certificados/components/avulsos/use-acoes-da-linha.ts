import { useRef, useState } from 'react';
import { MENSAGENS_AVULSO, type Avulso } from '#shared/contracts/certificados-avulsos.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { notificarErro, notificarInfo, notificarSucesso } from '#web/lib/toast.ts';
import { baixarPdfAvulso } from '../../api/baixar-pdf-avulso.ts';
import { useEnviarAvulso } from '../../api/enviar-avulso.ts';
import type { OpcoesDocumento } from '../../api/opcoes-documento.ts';
import type { EstadoOpcoes } from './opcoes-documento.tsx';

export type TipoAcao = 'pdf' | 'enviar';
export interface AcaoEmCurso {
  id: number;
  tipo: TipoAcao;
}

export const TEXTOS_ACOES = {
  enviando: '📤 Enviando…',
  enviado: '✅ E-mail enviado!',
  erroEnvio: '❌ Erro ao enviar e-mail.',
  erroPdf: '❌ Erro ao gerar PDF.',
} as const;

/**
 * Texto da falha: o 409 (já enviado com outras opções) é a explicação do servidor; outras recusas com
 * motivo (400, 404, 429) levam o motivo depois do texto do SPEC; rede e 5xx, só o texto do SPEC.
 */
function mensagemDaFalha(err: unknown, tipo: TipoAcao): string {
  const base = tipo === 'pdf' ? TEXTOS_ACOES.erroPdf : TEXTOS_ACOES.erroEnvio;
  if (!(err instanceof ApiError)) return base;
  if (err.status === 409 && err.message) return err.message;
  if (err.status >= 400 && err.status < 500 && err.code !== 'HTTP' && err.message) return `${base} ${err.message}`;
  return base;
}

export function opcoesDoDocumento(o: EstadoOpcoes): OpcoesDocumento {
  return { palestrante: o.palestrante, assinatura2Id: o.segunda && o.assinatura2 ? Number(o.assinatura2) : null };
}

/**
 * PDF e envio por e-mail de uma linha (SPEC §4): uma ação por vez na tela toda; a 2ª assinatura marcada
 * sem pessoa escolhida bloqueia antes de chamar o servidor (`aoBloquear` recebe a mensagem do SPEC §5).
 */
export function useAcoesDaLinha(opcoes: EstadoOpcoes, aoBloquear: (mensagem: string) => void) {
  const [emCurso, setEmCurso] = useState<AcaoEmCurso | null>(null);
  const trava = useRef(false);
  const envio = useEnviarAvulso();

  async function executar(avulso: Avulso, tipo: TipoAcao) {
    if (trava.current) return;
    if (opcoes.segunda && !opcoes.assinatura2) {
      aoBloquear(tipo === 'pdf' ? MENSAGENS_AVULSO.segundaParaPdf : MENSAGENS_AVULSO.segundaParaEnviar);
      return;
    }
    trava.current = true;
    setEmCurso({ id: avulso.id, tipo });
    const doc = opcoesDoDocumento(opcoes);
    try {
      if (tipo === 'pdf') await baixarPdfAvulso(avulso.id, doc);
      else {
        notificarInfo(TEXTOS_ACOES.enviando, { toastId: `avulso-enviando-${avulso.id}` });
        await envio.mutateAsync({ id: avulso.id, opcoes: doc });
        notificarSucesso(TEXTOS_ACOES.enviado);
      }
    } catch (err) {
      notificarErro(mensagemDaFalha(err, tipo));
    } finally {
      trava.current = false;
      setEmCurso(null);
    }
  }

  return { emCurso, executar: (a: Avulso, tipo: TipoAcao) => void executar(a, tipo) };
}
