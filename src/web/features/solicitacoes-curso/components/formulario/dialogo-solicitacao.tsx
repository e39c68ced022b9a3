import type { Solicitacao } from '#shared/contracts/solicitacoes-curso.ts';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { Esqueleto } from '#web/components/ui/estados.tsx';
import { useLookups } from '#web/lib/dados/lookups.ts';
import { useSessao } from '#web/lib/use-sessao.ts';
import { FormularioSolicitacao } from './formulario-solicitacao.tsx';

interface Props {
  /** Rascunho a editar, ou nulo para uma nova. */
  solicitacao: Solicitacao | null;
  aoFechar: () => void;
  aoConcluir?: (s: Solicitacao, enviada: boolean) => void;
}

/**
 * O formulário num diálogo grande (no celular, folha que ocupa quase toda a tela). Clicar fora não fecha:
 * um toque errado não perde o que foi digitado; Escape e "Cancelar" fecham. O formulário espera as
 * unidades (a do rascunho só aparece escolhida se as opções já existirem quando o campo nasce); se elas
 * falharem, ele abre assim mesmo, sem a lista.
 */
export function DialogoSolicitacao({ solicitacao, aoFechar, aoConcluir }: Props) {
  const lookups = useLookups();
  const { perfis } = useSessao();
  return (
    <Dialogo
      titulo={solicitacao ? 'Editar solicitação' : 'Nova solicitação de curso'}
      descricao="Salve como rascunho para continuar depois, ou envie para a análise da Escola."
      aoFechar={aoFechar}
      largura="lg"
      fecharAoClicarFora={false}
    >
      {lookups.isPending ? (
        <Esqueleto linhas={4} rotulo="Carregando o formulário…" />
      ) : (
        <FormularioSolicitacao
          solicitacao={solicitacao}
          lookups={lookups.data ?? null}
          falhaLookups={lookups.isError}
          comBusca={perfis.includes('administrador')}
          aoCancelar={aoFechar}
          aoConcluir={(s, enviada) => {
            aoConcluir?.(s, enviada);
            aoFechar();
          }}
        />
      )}
    </Dialogo>
  );
}
