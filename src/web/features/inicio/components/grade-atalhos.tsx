import { Link } from '#web/lib/roteador.tsx';
import type { Destino } from './destinos.ts';

const CARTAO = 'flex h-full min-h-16 items-start gap-3 rounded-xl border p-4';

function Conteudo({ destino: d }: { destino: Destino }) {
  const Icone = d.icone;
  return (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-escola-50 text-escola-700 dark:bg-slate-800 dark:text-escola-100">
        <Icone aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="font-semibold text-escola-800 dark:text-escola-100">{d.rotulo}</span>
        <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-300">{d.descricao}</span>
      </span>
    </>
  );
}

interface Props {
  destinos: Destino[];
  rotulo: string;
  /** A tela do destino já existe? As que ainda não existem ficam fora da grade (nenhum atalho leva ao "Em breve"). */
  disponivel?: (para: string) => boolean;
}

/** Grade de cartões-link (cada cartão inteiro é o link; 44 px ou mais de área de toque). */
export function GradeAtalhos({ destinos, rotulo, disponivel = () => true }: Props) {
  const prontos = destinos.filter((d) => disponivel(d.para));
  return (
    <ul aria-label={rotulo} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {prontos.map((d) => (
        <li key={d.para}>
          <Link
            to={d.para}
            className={`${CARTAO} border-slate-200 bg-white shadow-sm transition-colors hover:border-escola-600 hover:bg-escola-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-escola-100 dark:hover:bg-slate-800`}
          >
            <Conteudo destino={d} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
