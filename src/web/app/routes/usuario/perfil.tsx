import { useLocation } from '#web/lib/roteador.tsx';
import type { EstadoForcado } from '#web/app/guarda.tsx';
import { CabecalhoPagina, ErroCarregamento, Esqueleto } from '#web/components/ui/estados.tsx';
import { useLookups } from '#web/lib/dados/lookups.ts';
import { usePerfilAtual } from '#web/lib/dados/use-perfil-atual.ts';
import { BotaoBaixarDados } from '#web/features/perfil/components/botao-baixar-dados.tsx';
import { FormularioPerfil } from '#web/features/perfil/components/formulario-perfil.tsx';
import { ResumoPerfil } from '#web/features/perfil/components/resumo-perfil.tsx';
import { SecaoAssinatura } from '#web/features/perfil/components/secao-assinatura.tsx';
import { SecaoPreferenciasEmail } from '#web/features/perfil/components/secao-preferencias-email.tsx';

/**
 * /perfil e /atualizar-cadastro ("Meu Perfil"). A guarda traz para cá, com `state.forcado`, quem
 * ainda não completou o perfil; ao salvar o perfil completo ela devolve a pessoa à origem.
 */
export default function PaginaPerfil() {
  const perfil = usePerfilAtual();
  const lookups = useLookups();
  const forcado = Boolean((useLocation().state as EstadoForcado | null)?.forcado);

  let conteudo;
  if (perfil.isError || lookups.isError) {
    conteudo = (
      <ErroCarregamento
        mensagem="Não foi possível carregar seu perfil. Verifique sua conexão e tente novamente."
        aoTentar={() => {
          if (perfil.isError) void perfil.refetch();
          if (lookups.isError) void lookups.refetch();
        }}
      />
    );
  } else if (!perfil.data || !lookups.data) {
    conteudo = <Esqueleto linhas={5} rotulo="Carregando perfil…" />;
  } else {
    conteudo = (
      <>
        <ResumoPerfil perfil={perfil.data} forcado={forcado} />
        <FormularioPerfil key={perfil.data.id} perfil={perfil.data} lookups={lookups.data} />
        <SecaoAssinatura />
        <SecaoPreferenciasEmail />
      </>
    );
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <CabecalhoPagina
        titulo="Meu Perfil"
        subtitulo="Atualize seus dados pessoais e preferências. O CPF aparece somente para consulta."
        acoes={<BotaoBaixarDados />}
      />
      {conteudo}
    </section>
  );
}
