import { Link } from '#web/lib/roteador.tsx';
import { CADASTRO, LOGIN } from '#web/lib/caminhos.ts';

const LINK = 'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold';

/** Cabeçalho de quem não entrou: marca, "Entrar" e "Criar conta". */
export function CabecalhoPublico() {
  return (
    <header className="bg-escola-800 text-white">
      <nav aria-label="Principal" className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-3">
        <Link to="/" className={`${LINK} max-w-48 truncate text-base font-bold focus-visible:outline-white`}>
          Escola da Saúde
        </Link>
        <div className="ml-auto flex items-center gap-1">
          <Link to={LOGIN} className={`${LINK} hover:bg-white/10 focus-visible:outline-white`}>
            Entrar
          </Link>
          <Link to={CADASTRO} className={`${LINK} bg-white text-escola-800 hover:bg-escola-50 focus-visible:outline-white`}>
            Criar conta
          </Link>
        </div>
      </nav>
    </header>
  );
}
