import type { ReactNode } from 'react';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { Dialogo } from '#web/components/ui/dialogo.tsx';

interface Props {
  titulo: string;
  descricao: ReactNode;
  rotuloConfirmar: string;
  aoConfirmar: () => void;
  aoFechar: () => void;
  rotuloCancelar?: string;
  perigo?: boolean;
  carregando?: boolean;
  textoCarregando?: string;
  erro?: string | null | undefined;
  children?: ReactNode;
}

/** Confirmação de uma ação (remover questão, publicar, nova versão, excluir, enviar com questões em branco). O foco começa em "Cancelar". */
export function DialogoConfirmar({ titulo, descricao, rotuloConfirmar, aoConfirmar, aoFechar, rotuloCancelar = 'Cancelar', perigo, carregando, textoCarregando, erro, children }: Props) {
  return (
    <Dialogo titulo={titulo} descricao={descricao} aoFechar={aoFechar}>
      {children}
      <AlertaErro mensagem={erro} />
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Botao variante="secundario" onClick={aoFechar} data-autofoco>
          {rotuloCancelar}
        </Botao>
        <Botao variante={perigo ? 'perigo' : 'primario'} onClick={aoConfirmar} carregando={carregando} textoCarregando={textoCarregando}>
          {rotuloConfirmar}
        </Botao>
      </div>
    </Dialogo>
  );
}
