import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { useId, useState } from 'react';
import type { AgendaDoMes, Sala } from '#shared/contracts/salas.ts';
import type { Periodo } from '#shared/rules/salas.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { CampoSelecao } from '#web/components/ui/campo.tsx';
import { ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import { CLASSE_CARTAO, CLASSE_H2 } from '../comum/classes.ts';
import { mesAtual, rotuloDoMes } from '../comum/datas.ts';
import { NavegadorMes } from '../comum/navegador-mes.tsx';
import { useTelaLarga } from '../comum/use-tela-larga.ts';
import { CalendarioCompacto } from './calendario-compacto.tsx';
import { CalendarioLargo } from './calendario-largo.tsx';
import { LegendaCalendario } from './legenda.tsx';

interface Props {
  salas: UseQueryResult<Sala[]>;
  salaId: number | null;
  mes: string;
  agenda: UseQueryResult<AgendaDoMes>;
  aoMudarSala: (id: number) => void;
  aoMudarMes: (mes: string) => void;
  aoPedir: (data: string, periodo: Periodo) => void;
}

const livres = (a: AgendaDoMes) => a.dias.flatMap((d) => d.horarios).filter((h) => h.situacao === 'livre').length;

/** Dia escolhido de início na grade compacta: o primeiro com horário livre, senão hoje, senão o primeiro dia útil. */
function diaInicial(a: AgendaDoMes): string | null {
  const uteis = a.dias.filter((d) => !d.fim_de_semana);
  return (uteis.find((d) => d.horarios.some((h) => h.situacao === 'livre')) ?? uteis.find((d) => d.data === a.hoje) ?? uteis[0])?.data ?? null;
}

function textoDoStatus(a: AgendaDoMes): string {
  const n = livres(a);
  const base = `${a.sala.nome}, ${rotuloDoMes(a.mes)}: `;
  if (n === 0) return `${base}nenhum horário livre. Veja outro mês ou outra sala.`;
  return `${base}${formatarNumero(n)} ${n === 1 ? 'horário livre' : 'horários livres'}.`;
}

function Calendario({ agenda, idTitulo, aoPedir }: { agenda: UseQueryResult<AgendaDoMes>; idTitulo: string; aoPedir: Props['aoPedir'] }) {
  const larga = useTelaLarga();
  const dados = agenda.data!;
  const [escolha, setEscolha] = useState<{ chave: string; data: string } | null>(null);
  const chave = `${dados.sala.id}-${dados.mes}`;
  const selecionado = escolha?.chave === chave ? escolha.data : diaInicial(dados);
  const carregando = agenda.isPlaceholderData;
  return larga ? (
    <CalendarioLargo agenda={dados} idTitulo={idTitulo} carregando={carregando} aoPedir={aoPedir} />
  ) : (
    <CalendarioCompacto agenda={dados} idTitulo={idTitulo} carregando={carregando} selecionado={selecionado} aoEscolherDia={(data) => setEscolha({ chave, data })} aoPedir={aoPedir} />
  );
}

/**
 * O calendário da sala: escolha da sala, navegação entre os meses abertos (primeiro_mes a ultimo_mes), a
 * legenda, o resumo anunciado ("12 horários livres") e o calendário, com os estados de espera, falha e vazio.
 */
export function SecaoCalendario({ salas, salaId, mes, agenda, aoMudarSala, aoMudarMes, aoPedir }: Props) {
  const id = useId();
  const dados = agenda.data;
  const status = agenda.isError ? '' : !dados || agenda.isPlaceholderData ? 'Carregando a agenda…' : textoDoStatus(dados);

  // a espera guarda a altura da seção pronta (≈ 55 rem no celular, 60 rem na tela larga): o que vem
  // depois (dicas, minhas reservas) não salta quando o calendário chega
  if (salas.isPending) {
    return (
      <div className="min-h-[55rem] md:min-h-[60rem]">
        <Esqueleto linhas={3} rotulo="Carregando salas…" />
      </div>
    );
  }
  if (salas.isError) return <ErroCarregamento mensagem="Não foi possível carregar as salas. Confira a conexão e tente novamente." aoTentar={() => void salas.refetch()} />;
  if (salas.data.length === 0) {
    return <Vazio mensagem="Nenhuma sala está aberta para agendamento no momento." sugestao="Tente mais tarde ou fale com a equipe da Escola da Saúde." />;
  }

  return (
    <section aria-labelledby={`${id}-titulo`} className={`space-y-4 ${CLASSE_CARTAO}`}>
      <h2 id={`${id}-titulo`} className={`${CLASSE_H2} flex items-center gap-2`}>
        <CalendarDays aria-hidden="true" className="size-5" />
        Calendário da sala
      </h2>
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div className="md:w-80">
          <CampoSelecao
            rotulo="Sala"
            value={salaId ?? ''}
            onChange={(e) => e.target.value && aoMudarSala(Number(e.target.value))}
            opcoes={salas.data.map((s) => ({ valor: s.id, rotulo: `${s.nome} (até ${formatarNumero(s.capacidade)} pessoas)` }))}
          />
        </div>
        <NavegadorMes mes={mes} aoMudar={aoMudarMes} min={dados?.primeiro_mes} max={dados?.ultimo_mes} idTitulo={`${id}-mes`} nivel={3} />
      </div>
      <LegendaCalendario />
      <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-slate-700 dark:text-slate-200">
        {status}
      </p>
      {agenda.isError && !dados ? (
        <div className="space-y-3">
          <ErroCarregamento mensagem={`Não foi possível carregar a agenda. ${agenda.error.message}`} aoTentar={() => void agenda.refetch()} />
          {mes !== mesAtual() && (
            <Botao variante="secundario" onClick={() => aoMudarMes(mesAtual())}>
              Ir para o mês atual
            </Botao>
          )}
        </div>
      ) : dados ? (
        <Calendario agenda={agenda} idTitulo={`${id}-mes`} aoPedir={aoPedir} />
      ) : (
        // a altura do calendário pronto (≈ 31 rem compacto, 44 rem largo), para a página não saltar
        <div className="min-h-[31rem] md:min-h-[44rem]">
          <Esqueleto linhas={4} rotulo="Carregando a agenda…" />
        </div>
      )}
      <p className="text-xs text-slate-600 dark:text-slate-400">Sábados e domingos não abrem para agendamento e não aparecem no calendário.</p>
    </section>
  );
}
