import { Ban, CalendarCheck, CirclePlay, FileClock, Hourglass, Star, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import type { CertificadoACaminho } from '#shared/contracts/certificados.ts';
import { Link } from '#web/lib/roteador.tsx';
import { CLASSE_CARTAO, CLASSE_H2, CLASSE_LINK_PRIMARIO } from '../comum/classes.ts';
import { periodo } from '../comum/formato.ts';

type EtapaACaminho = CertificadoACaminho['etapa'];

/** O botão do próximo passo, quando a etapa tem um lugar para ir. */
const PROXIMO_PASSO: Partial<Record<EtapaACaminho, { rotulo: string; Icone: LucideIcon }>> = {
  teste: { rotulo: 'Fazer o teste', Icone: CirclePlay },
  avaliacao: { rotulo: 'Avaliar o curso', Icone: Star },
  frequencia: { rotulo: 'Ver minhas presenças', Icone: CalendarCheck },
};

/** Ícone e cor da situação: falta uma etapa (âmbar), sai em instantes (azul) ou foi cancelado (vermelho). */
const SITUACAO: Partial<Record<EtapaACaminho, { Icone: LucideIcon; classe: string }>> = {
  emissao: { Icone: FileClock, classe: 'text-sky-900 dark:text-sky-100' },
  cancelado: { Icone: Ban, classe: 'text-red-800 dark:text-red-200' },
};
const FALTA = { Icone: Hourglass, classe: 'text-amber-900 dark:text-amber-100' };

/** Quantos ainda vão chegar (o cancelado pela administração não conta). */
export const quantosACaminho = (itens: readonly CertificadoACaminho[]): number => itens.filter((i) => i.etapa !== 'cancelado').length;

function ItemACaminho({ item }: { item: CertificadoACaminho }) {
  const idTitulo = useId();
  const passo = item.link ? PROXIMO_PASSO[item.etapa] : undefined;
  const { Icone, classe } = SITUACAO[item.etapa] ?? FALTA;
  return (
    <li className={`flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between ${CLASSE_CARTAO}`}>
      <div className="min-w-0">
        <h3 id={idTitulo} className="font-bold break-words">
          {item.evento.titulo}
        </h3>
        <p className="text-sm text-slate-700 dark:text-slate-200">
          {item.turma.nome} · {periodo(item.turma.data_inicio, item.turma.data_fim)}
        </p>
        <p className={`mt-1 flex items-start gap-1.5 text-sm font-medium ${classe}`}>
          <Icone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {item.texto}
        </p>
      </div>
      {passo && item.link && (
        <Link to={item.link} className={`${CLASSE_LINK_PRIMARIO} shrink-0`} aria-describedby={idTitulo}>
          <passo.Icone aria-hidden="true" className="size-4" />
          {passo.rotulo}
        </Link>
      )}
    </li>
  );
}

/** "A caminho": as turmas da pessoa em que ainda falta uma etapa para o certificado, com o próximo passo. */
export function ListaACaminho({ itens }: { itens: readonly CertificadoACaminho[] }) {
  return (
    <section aria-labelledby="titulo-a-caminho" className="space-y-3">
      <h2 id="titulo-a-caminho" className={CLASSE_H2}>
        A caminho
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">Quando a etapa que falta for concluída, o certificado aparece aqui sozinho e chega também por e-mail.</p>
      <ul className="grid gap-3 lg:grid-cols-2">
        {itens.map((i) => (
          <ItemACaminho key={i.turma.id} item={i} />
        ))}
      </ul>
    </section>
  );
}
