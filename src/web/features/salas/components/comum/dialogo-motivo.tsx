import { useState, type FormEvent, type ReactNode } from 'react';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { AreaDeTexto } from './area-de-texto.tsx';

interface Props {
  titulo: string;
  descricao: ReactNode;
  rotulo: string;
  /** Texto quando o motivo falta ("Informe o motivo da rejeição."); sem ele, o texto é opcional. */
  obrigatorio?: string;
  max: number;
  confirmar: string;
  confirmando: string;
  /** Cor do botão de confirmar: `perigo` (padrão) para rejeitar e cancelar, `primario` para aprovar. */
  variante?: 'perigo' | 'primario';
  /** Envia o motivo (aparado); uma recusa vira o alerta do diálogo. */
  aoConfirmar: (motivo: string) => Promise<unknown>;
  aoFechar: () => void;
}

/**
 * Pede um motivo (ou uma observação opcional) antes de uma ação (rejeitar pedidos, cancelar uma reserva). O foco começa no
 * motivo e volta para ele quando falta; a recusa do servidor aparece dentro do diálogo, anunciada.
 */
export function DialogoMotivo({ titulo, descricao, rotulo, obrigatorio, max, confirmar, confirmando, variante = 'perigo', aoConfirmar, aoFechar }: Props) {
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [falha, setFalha] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  async function enviar(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (enviando) return;
    const texto = motivo.trim();
    if (!texto && obrigatorio) {
      setErro(obrigatorio);
      e.currentTarget.querySelector('textarea')?.focus();
      return;
    }
    setEnviando(true);
    setFalha(null);
    try {
      await aoConfirmar(texto);
    } catch (err) {
      setFalha(err instanceof Error ? err.message : 'Não foi possível concluir. Tente novamente.');
      setEnviando(false);
    }
  }

  return (
    <Dialogo titulo={titulo} descricao={descricao} aoFechar={aoFechar}>
      <form onSubmit={(e) => void enviar(e)} noValidate>
        <AreaDeTexto
          rotulo={rotulo}
          obrigatorio={Boolean(obrigatorio)}
          limite={max}
          tamanho={motivo.length}
          erro={erro ?? undefined}
          data-autofoco
          value={motivo}
          onChange={(e) => {
            setMotivo(e.target.value);
            if (e.target.value.trim()) setErro(null);
          }}
        />
        <AlertaErro mensagem={falha} />
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Botao variante="secundario" onClick={aoFechar}>
            Voltar
          </Botao>
          <Botao type="submit" variante={variante} carregando={enviando} textoCarregando={confirmando}>
            {confirmar}
          </Botao>
        </div>
      </form>
    </Dialogo>
  );
}
