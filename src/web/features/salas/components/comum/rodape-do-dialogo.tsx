import type { ReactNode } from 'react';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';

interface Props {
  /** A falha geral do envio (nula: nada). */
  falha: string | null;
  /** id do `<form>`: o rodapé fica fora dele e o botão de envio se liga pelo id. */
  idForm: string;
  enviando: boolean;
  aoCancelar: () => void;
  /** Rótulo do envio e o texto enquanto envia. */
  children?: ReactNode;
  textoCarregando?: string;
}

/** Fim dos diálogos de formulário: a falha geral, "Cancelar" e o envio ("Salvar", por padrão). */
export function RodapeDoDialogo({ falha, idForm, enviando, aoCancelar, children = 'Salvar', textoCarregando = 'Salvando…' }: Props) {
  return (
    <>
      <AlertaErro mensagem={falha} />
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Botao variante="secundario" onClick={aoCancelar}>
          Cancelar
        </Botao>
        <Botao type="submit" form={idForm} carregando={enviando} textoCarregando={textoCarregando}>
          {children}
        </Botao>
      </div>
    </>
  );
}
