import { MenuSuspenso } from '#web/components/ui/menu-suspenso.tsx';
import type { UsuarioLocal } from '#web/lib/sessao.ts';
import { Avatar } from './avatar.tsx';
import { ItensConta } from './itens-conta.tsx';

interface Props {
  usuario: UsuarioLocal | null;
  aberto: boolean;
  aoMudar: (aberto: boolean) => void;
  aoSair: () => void;
  classeGatilho?: string;
}

/** Menu da conta: iniciais e nome (cortado em 12rem), cadastro, QR do site, ajuda, tema e sair. */
export function MenuConta({ usuario, aberto, aoMudar, aoSair, classeGatilho }: Props) {
  const nome = usuario?.nome?.trim() || usuario?.email || 'Minha conta';
  return (
    <MenuSuspenso
      id="menu-conta"
      aberto={aberto}
      aoMudar={aoMudar}
      alinhar="fim"
      rotuloGatilho={`Conta: ${nome}`}
      classeGatilho={classeGatilho}
      gatilho={
        <>
          <Avatar nome={usuario?.nome} email={usuario?.email} />
          <span className="max-w-48 truncate">{nome}</span>
        </>
      }
    >
      <ItensConta aoSair={aoSair} classeSair="mt-1 border-t border-slate-200 pt-1 dark:border-slate-700" />
    </MenuSuspenso>
  );
}
