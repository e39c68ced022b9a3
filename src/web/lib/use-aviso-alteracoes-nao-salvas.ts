import { useCallback, useEffect } from 'react';
import { useBloqueio } from './roteador.tsx';

export const PERGUNTA_ALTERACOES_NAO_SALVAS = 'Há alterações não salvas. Sair sem salvar?';

/**
 * Enquanto o formulário está `sujo` (alterado e não salvo), sair pergunta antes: um link ou o voltar do
 * navegador pedem confirmação ("Há alterações não salvas. Sair sem salvar?"), e fechar a aba ou recarregar
 * mostra o aviso do próprio navegador (`beforeunload`, que não aceita texto nosso). Salvo (o `reset` do
 * formulário com o que voltou do servidor), o formulário fica limpo e o aviso some; o app trocando o próprio
 * endereço depois de salvar (substituir) não pergunta.
 */
export function useAvisoAlteracoesNaoSalvas(sujo: boolean): void {
  const perguntar = useCallback(() => window.confirm(PERGUNTA_ALTERACOES_NAO_SALVAS), []);
  useBloqueio(sujo ? perguntar : null);
  useEffect(() => {
    if (!sujo) return;
    const avisar = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // navegadores mais antigos só mostram o aviso com `returnValue` preenchido
      e.returnValue = true;
    };
    window.addEventListener('beforeunload', avisar);
    return () => window.removeEventListener('beforeunload', avisar);
  }, [sujo]);
}
