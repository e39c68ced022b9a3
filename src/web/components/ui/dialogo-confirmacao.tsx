import type { ReactNode } from 'react';
import { AlertaErro } from './alerta-erro.tsx';
import { Botao } from './botao.tsx';
import { Dialogo } from './dialogo.tsx';

interface Props {
  titulo: string;
  descricao: ReactNode;
  /** Texto do botão que confirma ("Excluir relatório"). */
  confirmar: string;
  /** Texto do botão enquanto a ação corre ("Excluindo…"). */
  confirmando: string;
  aoConfirmar: () => void;
  aoFechar: () => void;
  carregando: boolean;
  /** A recusa do servidor, mostrada no próprio diálogo. */
  erro?: string;
  /** Texto do botão que desiste (padrão "Cancelar"). */
  desistir?: string;
  children?: ReactNode;
}

/**
 * Confirmação de uma ação que não se desfaz (excluir, retirar): o foco começa em desistir, o botão de
 * confirmar é de perigo, e a recusa do servidor aparece dentro do diálogo, que continua aberto.
 */
export function DialogoConfirmacao({ titulo, descricao, confirmar, confirmando, aoConfirmar, aoFechar, carregando, erro, desistir = 'Cancelar', children }: Props) {
  return (
    <Dialogo
      titulo={titulo}
      descricao={descricao}
      aoFechar={aoFechar}
      largura="sm"
      rodape={
        <>
          <Botao variante="secundario" onClick={aoFechar} data-autofoco>
            {desistir}
          </Botao>
          <Botao variante="perigo" onClick={aoConfirmar} carregando={carregando} textoCarregando={confirmando}>
            {confirmar}
          </Botao>
        </>
      }
    >
      {children}
      <AlertaErro mensagem={erro} />
    </Dialogo>
  );
}
