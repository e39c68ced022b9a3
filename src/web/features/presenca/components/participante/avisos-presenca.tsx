import { CircleAlert, LogIn, QrCode, UserPlus } from 'lucide-react';
import { Cartao } from '#web/components/ui/estados.tsx';
import { Link } from '#web/lib/roteador.tsx';
import { LINK_PRIMARIO, LINK_SECUNDARIO, LINK_TEXTO } from './estilos.ts';
import { CADASTRO, LOGIN, MINHAS_PRESENCAS, SCANNER } from '#web/lib/caminhos.ts';

/** Endereço sem turma (ou com turma inválida): o QR não é o desta sala. */
export function ParametroInvalido() {
  return (
    <Cartao>
      <div role="alert">
        <h2 className="flex items-start gap-2 text-lg font-bold text-red-800 dark:text-red-200">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          Parâmetro &apos;turma&apos; ausente ou inválido.
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">Use o QR correto desta sala/turma.</p>
      </div>
      <p className="mt-4 flex flex-wrap gap-3">
        <Link to={SCANNER} className={LINK_PRIMARIO}>
          <QrCode aria-hidden="true" className="size-4" />
          Escanear QR Code
        </Link>
        <Link to={MINHAS_PRESENCAS} className={LINK_TEXTO}>
          Ver minhas presenças
        </Link>
      </p>
    </Cartao>
  );
}

/**
 * Sem sessão: entrar (ou criar a conta) e voltar para este mesmo endereço, que confirma sozinho.
 * `aviso` troca a primeira frase (ex.: sessão que expirou durante a confirmação).
 */
export function PedirLogin({ aqui, aviso }: { aqui: string; aviso?: string }) {
  const next = encodeURIComponent(aqui);
  return (
    <Cartao>
      <h2 className="text-lg font-bold">{aviso ?? 'Você precisa estar logado para registrar presença.'}</h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">Depois de entrar, a presença é confirmada sozinha. Confira se é a sua conta.</p>
      <p className="mt-4 flex flex-wrap gap-3">
        <Link to={`${LOGIN}?next=${next}`} className={LINK_PRIMARIO}>
          <LogIn aria-hidden="true" className="size-4" />
          Entrar e confirmar
        </Link>
        <Link to={`${CADASTRO}?next=${next}`} className={LINK_SECUNDARIO}>
          <UserPlus aria-hidden="true" className="size-4" />
          Criar conta
        </Link>
      </p>
    </Cartao>
  );
}
