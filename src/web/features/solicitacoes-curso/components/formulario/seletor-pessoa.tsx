import { SeletorPessoas, useTextoDaBusca, type SeletorPessoasProps } from '#web/components/formulario/seletor-pessoas.tsx';
import { MINIMO_BUSCA_PESSOAS, useBuscarPessoas } from '#web/lib/dados/usuarios.ts';

/** O seletor comum de pessoas com a busca da administração (a busca de pessoas da API é só dela). */
export function SeletorPessoa({ desabilitado, ...resto }: SeletorPessoasProps) {
  const busca = useTextoDaBusca();
  const consulta = useBuscarPessoas(busca.termo, { habilitada: !desabilitado });
  return <SeletorPessoas {...resto} desabilitado={desabilitado} busca={busca} pessoas={consulta.data} buscando={consulta.isFetching} minimo={MINIMO_BUSCA_PESSOAS} />;
}
