import { ErroCarregamento } from '#web/components/ui/estados.tsx';
import { useLookups } from '#web/lib/dados/lookups.ts';
import { CamposVinculo, type CamposVinculoProps } from './campos-vinculo.tsx';

/**
 * Fieldset "Perfil" do cadastro: opcional na criação da conta (a guarda de perfil completo pede
 * estes dados depois, em /perfil). Se as listas não carregarem, a conta pode ser criada sem elas.
 */
export function SecaoPerfilOpcional({ registrar, erros }: Pick<CamposVinculoProps, 'registrar' | 'erros'>) {
  const lookups = useLookups();
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 font-semibold text-escola-800 dark:text-escola-100">Perfil (opcional)</legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Estes dados são usados em certificados e relatórios. Você pode preenchê-los agora ou depois, em “Meu Perfil” — eles
        serão pedidos antes do primeiro uso da plataforma.
      </p>
      {lookups.isError ? (
        <ErroCarregamento mensagem="Não foi possível carregar as listas. Você pode criar a conta agora e completar o perfil depois." aoTentar={() => void lookups.refetch()} />
      ) : (
        <CamposVinculo lookups={lookups.data} registrar={registrar} erros={erros} />
      )}
    </fieldset>
  );
}
