import { useState } from 'react';
import type { SituacaoFiltro } from '../../api/keys.ts';
import { useOpcoesEventos } from '../../api/listar-eventos.ts';
import { useTurmasDoEvento } from '../../api/turmas-do-evento.ts';
import { CLASSE_ENTRADA, CLASSE_ROTULO } from './classes.ts';
import { textoPeriodo } from './periodo.ts';
import { useValorAtrasado } from '#web/lib/use-valor-atrasado.ts';
import { ATRASO_BUSCA_MS } from './constantes.ts';

const SITUACOES: { valor: SituacaoFiltro; rotulo: string }[] = [
  { valor: 'ativas', rotulo: 'Ativas (confirmadas e lista de espera)' },
  { valor: 'confirmada', rotulo: 'Confirmadas' },
  { valor: 'em_espera', rotulo: 'Lista de espera' },
  { valor: 'cancelada', rotulo: 'Canceladas' },
  { valor: 'todas', rotulo: 'Todas' },
];

export interface EventoEscolhido {
  id: number;
  titulo: string;
}

interface Props {
  evento: EventoEscolhido | null;
  aoEscolherEvento: (e: EventoEscolhido | null) => void;
  turmaId: number | null;
  aoEscolherTurma: (id: number | null) => void;
  busca: string;
  aoBuscar: (v: string) => void;
  situacao: SituacaoFiltro;
  aoMudarSituacao: (s: SituacaoFiltro) => void;
}

/** Evento (com busca pelo título), turma, pessoa (nome, e-mail ou CPF) e situação. */
export function FiltrosInscricoes(p: Props) {
  const [buscaEvento, setBuscaEvento] = useState('');
  const eventos = useOpcoesEventos(useValorAtrasado(buscaEvento, ATRASO_BUSCA_MS));
  const turmas = useTurmasDoEvento(p.evento?.id ?? null);
  const opcoes = eventos.data ?? [];
  // o evento escolhido continua na lista mesmo quando a busca de eventos não o traz
  const comEscolhido = p.evento && !opcoes.some((e) => e.id === p.evento!.id) ? [{ id: p.evento.id, titulo: p.evento.titulo, data_inicio: null, data_fim: null }, ...opcoes] : opcoes;

  return (
    <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
      <div className="space-y-2 md:col-span-2">
        <div>
          <label htmlFor="busca-evento-inscricoes" className={CLASSE_ROTULO}>Buscar evento</label>
          <input id="busca-evento-inscricoes" type="search" value={buscaEvento} onChange={(e) => setBuscaEvento(e.target.value)} placeholder="Título ou local do evento…" autoComplete="off" maxLength={120} className={CLASSE_ENTRADA} />
        </div>
        <div>
          <label htmlFor="evento-inscricoes" className={CLASSE_ROTULO}>Evento</label>
          <select
            id="evento-inscricoes"
            value={p.evento?.id ?? ''}
            onChange={(e) => {
              const escolhido = comEscolhido.find((x) => x.id === Number(e.target.value));
              p.aoEscolherEvento(escolhido ? { id: escolhido.id, titulo: escolhido.titulo } : null);
            }}
            className={CLASSE_ENTRADA}
          >
            <option value="">{eventos.isPending ? 'Carregando eventos…' : 'Todos os eventos'}</option>
            {comEscolhido.map((e) => (
              <option key={e.id} value={e.id}>
                {e.titulo}
                {e.data_inicio ? ` (${textoPeriodo(e.data_inicio, e.data_fim)})` : ''}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div>
        <label htmlFor="turma-inscricoes" className={CLASSE_ROTULO}>Turma</label>
        <select id="turma-inscricoes" value={p.turmaId ?? ''} disabled={!p.evento} onChange={(e) => p.aoEscolherTurma(e.target.value ? Number(e.target.value) : null)} className={`${CLASSE_ENTRADA} disabled:bg-slate-100 dark:disabled:bg-slate-800`}>
          <option value="">{!p.evento ? 'Escolha um evento primeiro' : turmas.isPending ? 'Carregando turmas…' : 'Todas as turmas'}</option>
          {(turmas.data ?? []).map((t) => (
            <option key={t.id} value={t.id}>{t.nome}</option>
          ))}
        </select>
        {p.evento && turmas.data?.length === 0 && <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">Nenhuma turma para este evento.</p>}
      </div>
      <div>
        <label htmlFor="situacao-inscricoes" className={CLASSE_ROTULO}>Situação</label>
        <select id="situacao-inscricoes" value={p.situacao} onChange={(e) => p.aoMudarSituacao(e.target.value as SituacaoFiltro)} className={CLASSE_ENTRADA}>
          {SITUACOES.map((s) => (
            <option key={s.valor} value={s.valor}>{s.rotulo}</option>
          ))}
        </select>
      </div>
      <div className="md:col-span-2 xl:col-span-4">
        <label htmlFor="busca-pessoa-inscricoes" className={CLASSE_ROTULO}>Buscar pessoa</label>
        <input id="busca-pessoa-inscricoes" type="search" value={p.busca} onChange={(e) => p.aoBuscar(e.target.value)} placeholder="Nome, e-mail ou CPF…" autoComplete="off" maxLength={120} className={CLASSE_ENTRADA} />
      </div>
    </div>
  );
}
