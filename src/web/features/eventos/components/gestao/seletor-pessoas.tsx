import type { Perfil } from '#shared/rules/perfis.ts';
import { SeletorPessoas as SeletorComum, useTextoDaBusca, type SeletorPessoasProps as Comuns } from '#web/components/formulario/seletor-pessoas.tsx';
import { MINIMO_BUSCA_PESSOAS, useBuscarPessoas } from '#web/lib/dados/usuarios.ts';

export interface SeletorPessoasProps extends Comuns {
  /** Perfis aceitos; lista vazia: qualquer pessoa com conta ativa. */
  perfis: readonly Perfil[];
}

/** O seletor comum de pessoas com a busca da gestão de eventos (filtrada pelos perfis). */
export function SeletorPessoas({ perfis, ...resto }: SeletorPessoasProps) {
  const busca = useTextoDaBusca();
  const consulta = useBuscarPessoas(busca.termo, { perfis });
  return <SeletorComum {...resto} busca={busca} pessoas={consulta.data} buscando={consulta.isFetching} minimo={MINIMO_BUSCA_PESSOAS} />;
}
