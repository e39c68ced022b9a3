import { formatarTelefone, linkDoTelefone } from '#shared/rules/telefone.ts';
import { useInstituicao } from '#web/lib/dados/instituicao.ts';
import { Link } from '#web/lib/roteador.tsx';
import { campanhaDoMes, mesEAno } from './campanhas.ts';
import { AJUDA, AJUDA_PUBLICA, CONTATO, PRIVACIDADE, SOBRE } from '#web/lib/caminhos.ts';

/** A Central de Ajuda (/ajuda) pede login; quem não entrou vai para a ajuda pública. */
const linksDoRodape = (logado: boolean) => [
  { rotulo: 'Sobre', para: SOBRE },
  { rotulo: 'Contato', para: CONTATO },
  { rotulo: 'Privacidade', para: PRIVACIDADE },
  { rotulo: 'Ajuda', para: logado ? AJUDA : AJUDA_PUBLICA },
];

const LINK = 'inline-flex min-h-11 items-center underline-offset-4 hover:underline';

/** Rodapé de todas as páginas; nos meses 7 a 12 mostra o banner da campanha de saúde do mês. */
export function Rodape({ data = new Date(), logado = false }: { data?: Date; logado?: boolean }) {
  const campanha = campanhaDoMes(data);
  const { ano } = mesEAno(data);
  return (
    <footer className="mt-12 border-t border-slate-200 bg-white text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
      {campanha && (
        <section
          aria-label={`Campanha ${campanha.nome}`}
          style={{ backgroundColor: campanha.cores.fundo, color: campanha.cores.texto }}
          className="px-4 py-4"
        >
          <div className="mx-auto flex max-w-7xl flex-col gap-1 sm:flex-row sm:items-baseline sm:gap-4">
            <p className="text-base font-bold sm:shrink-0">{campanha.nome}</p>
            <p className="font-semibold sm:shrink-0">{campanha.periodo}</p>
            <p>{campanha.mensagem}</p>
          </div>
        </section>
      )}
      <div className="mx-auto grid max-w-7xl gap-4 px-4 py-6 sm:grid-cols-2">
        <ContatoDaInstituicao />
        <nav aria-label="Links do rodapé" className="sm:justify-self-end">
          <ul className="flex flex-wrap gap-x-4">
            {linksDoRodape(logado).map((l) => (
              <li key={l.para}>
                <Link to={l.para} className={LINK}>
                  {l.rotulo}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-200 px-4 py-3 text-center text-xs dark:border-slate-800">
        © {ano} Escola da Saúde — Secretaria Municipal de Saúde de Santos
      </p>
    </footer>
  );
}

const LINK_CONTATO = 'underline-offset-4 hover:underline';

/** Nome, endereço, telefone e e-mail configurados pela administração (o que faltar não aparece). */
function ContatoDaInstituicao() {
  const { dados, erro, tentarDeNovo } = useInstituicao();
  if (!dados) {
    return (
      // a mesma altura do bloco pronto (4 linhas): o rodapé não salta quando os dados chegam
      <div className="min-h-24" aria-busy={!erro}>
        {erro ? (
          <p>
            Não foi possível carregar o contato da Escola.{' '}
            <button type="button" onClick={tentarDeNovo} className={`min-h-11 font-semibold ${LINK_CONTATO} underline`}>
              Tentar de novo
            </button>
          </p>
        ) : (
          <p className="sr-only">Carregando o contato da Escola…</p>
        )}
      </div>
    );
  }
  return (
    <div className="min-h-24">
      <p className="font-bold text-escola-800 dark:text-escola-100">{dados.nome}</p>
      <address className="mt-1 not-italic leading-relaxed">
        {dados.endereco && <span className="block">{dados.endereco}</span>}
        {dados.telefone && (
          <span className="block">
            Telefone:{' '}
            <a href={linkDoTelefone(dados.telefone)} className={LINK_CONTATO}>
              {formatarTelefone(dados.telefone)}
            </a>
          </span>
        )}
        {dados.email && (
          <span className="block">
            E-mail:{' '}
            <a href={`mailto:${dados.email}`} className={`break-all ${LINK_CONTATO}`}>
              {dados.email}
            </a>
          </span>
        )}
      </address>
    </div>
  );
}
