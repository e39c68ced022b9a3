import type { UsuarioResumo } from '#shared/contracts/usuarios.ts';
import { ErroCarregamento, Esqueleto } from '#web/components/ui/estados.tsx';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useAtualizarUsuario } from '../api/atualizar-usuario.ts';
import { useLookups } from '#web/lib/dados/lookups.ts';
import { useUsuario } from '../api/obter-usuario.ts';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { FormularioUsuario } from './formulario-usuario.tsx';

/** Carrega os dados completos e as listas de apoio, e abre o formulário de edição. */
export function DialogoEditarUsuario({ usuario, aoFechar }: { usuario: UsuarioResumo; aoFechar: () => void }) {
  const detalhe = useUsuario(usuario.id);
  const lookups = useLookups();
  const atualizar = useAtualizarUsuario();

  return (
    <Dialogo titulo="Editar dados" descricao={`Dados cadastrais de ${usuario.nome}. As alterações ficam registradas na auditoria.`} aoFechar={aoFechar}>
      {detalhe.isPending && <Esqueleto linhas={4} />}
      {detalhe.isError && <ErroCarregamento mensagem="Não foi possível carregar os dados desta pessoa." aoTentar={() => void detalhe.refetch()} />}
      {detalhe.data && (
        <FormularioUsuario
          usuario={detalhe.data}
          lookups={lookups.data}
          salvando={atualizar.isPending}
          erro={atualizar.error}
          aoCancelar={aoFechar}
          aoSalvar={(dados) =>
            atualizar.mutateAsync({ id: usuario.id, dados }).then(() => {
              notificarSucesso('Dados atualizados com sucesso!');
              aoFechar();
            })
          }
        />
      )}
    </Dialogo>
  );
}
