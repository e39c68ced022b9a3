import type { UsuarioResumo } from '#shared/contracts/usuarios.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useDefinirSituacao } from '../api/definir-situacao.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Dialogo } from '#web/components/ui/dialogo.tsx';

/** Confirmação antes de desativar (encerra as sessões) ou reativar uma conta. */
export function DialogoSituacao({ usuario, aoFechar }: { usuario: UsuarioResumo; aoFechar: () => void }) {
  const alterar = useDefinirSituacao();
  const desativar = usuario.ativo;

  function confirmar() {
    alterar.mutate(
      { id: usuario.id, ativo: !desativar },
      {
        onSuccess: () => {
          notificarSucesso(desativar ? 'Conta desativada.' : 'Conta reativada.');
          aoFechar();
        },
      },
    );
  }

  return (
    <Dialogo
      titulo={desativar ? 'Desativar conta?' : 'Reativar conta?'}
      descricao={
        desativar
          ? `${usuario.nome} não conseguirá mais entrar e as sessões abertas serão encerradas. O histórico é mantido e a conta pode ser reativada depois.`
          : `${usuario.nome} voltará a entrar na plataforma com os mesmos dados e perfis.`
      }
      aoFechar={aoFechar}
    >
      <AlertaErro mensagem={alterar.error?.message} />
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Botao variante="secundario" onClick={aoFechar} data-autofoco>
          Cancelar
        </Botao>
        <Botao variante={desativar ? 'perigo' : 'primario'} onClick={confirmar} carregando={alterar.isPending} textoCarregando="Salvando...">
          {desativar ? 'Confirmar desativação' : 'Confirmar reativação'}
        </Botao>
      </div>
    </Dialogo>
  );
}
