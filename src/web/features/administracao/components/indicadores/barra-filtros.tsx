import { RotateCcw } from 'lucide-react';
import type { FiltrosIndicadores } from '#shared/contracts/administracao.ts';
import { TIPOS_EVENTO } from '#shared/rules/eventos.ts';
import { CampoSelecao } from '#web/components/ui/campo.tsx';
import { CLASSE_BOTAO_LISTA } from '#web/components/ui/classes.ts';
import { anoAtual, MESES } from './filtros.ts';

interface Props {
  filtros: FiltrosIndicadores;
  unidades: { id: number; nome: string }[];
  mudar: (m: Record<string, string | null>) => void;
}

/** Ano, mês, tipo de evento e unidade (de quem participa). Cada escolha vai para o endereço. */
export function BarraFiltros({ filtros: f, unidades, mudar }: Props) {
  const atual = anoAtual();
  const anos = Array.from({ length: atual + 1 - 2020 + 1 }, (_, i) => atual + 1 - i);
  const alterado = f.ano !== atual || f.mes !== undefined || f.tipo !== undefined || f.unidade !== undefined;
  return (
    <form aria-label="Filtros do painel" className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end" onSubmit={(e) => e.preventDefault()}>
      <CampoSelecao
        rotulo="Ano"
        vazio="Todos os anos"
        value={f.ano === undefined ? '' : String(f.ano)}
        onChange={(e) => mudar({ ano: e.target.value || 'todos', ...(e.target.value ? {} : { mes: null }) })}
        opcoes={anos.map((a) => ({ valor: String(a), rotulo: String(a) }))}
      />
      <CampoSelecao
        rotulo="Mês"
        vazio={f.ano === undefined ? 'Escolha um ano antes' : 'O ano todo'}
        disabled={f.ano === undefined}
        value={f.mes === undefined ? '' : String(f.mes)}
        onChange={(e) => mudar({ mes: e.target.value || null })}
        opcoes={MESES.map((m, i) => ({ valor: String(i + 1), rotulo: m[0]!.toUpperCase() + m.slice(1) }))}
      />
      <CampoSelecao
        rotulo="Tipo de evento"
        vazio="Todos os tipos"
        value={f.tipo ?? ''}
        onChange={(e) => mudar({ tipo: e.target.value || null })}
        opcoes={TIPOS_EVENTO.map((t) => ({ valor: t, rotulo: t }))}
      />
      <CampoSelecao
        rotulo="Unidade de quem participa"
        vazio="Todas as unidades"
        value={f.unidade === undefined ? '' : String(f.unidade)}
        onChange={(e) => mudar({ unidade: e.target.value || null })}
        opcoes={unidades.map((u) => ({ valor: String(u.id), rotulo: u.nome }))}
      />
      {alterado && (
        <button type="button" className={CLASSE_BOTAO_LISTA} onClick={() => mudar({ ano: null, mes: null, tipo: null, unidade: null })}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Limpar filtros
        </button>
      )}
    </form>
  );
}
