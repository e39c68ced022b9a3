import { ChevronDown, Lightbulb } from 'lucide-react';
import { CONFIRMACAO_DIAS_ANTES_FIM, CONFIRMACAO_DIAS_ANTES_INICIO, HORARIO_PERIODO } from '#shared/rules/salas.ts';

const REGRAS = [
  'Escolha um horário livre no calendário e envie a solicitação: ela fica em análise até a equipe da Escola da Saúde aprovar ou rejeitar. Você recebe o aviso da decisão.',
  `Os períodos são a manhã (${HORARIO_PERIODO.manha}) e a tarde (${HORARIO_PERIODO.tarde}).`,
  `Depois de aprovada, a confirmação de uso é obrigatória: confirme de ${CONFIRMACAO_DIAS_ANTES_INICIO} dias até ${CONFIRMACAO_DIAS_ANTES_FIM * 24} horas antes da data, em Minhas reservas.`,
  'Sem a confirmação nesse prazo, a reserva é cancelada automaticamente e o horário volta a ficar livre.',
  'Você pode editar ou cancelar a solicitação só enquanto ela estiver em análise.',
  'Fins de semana, feriados, pontos facultativos e datas bloqueadas não ficam disponíveis.',
  'A quantidade de pessoas não pode passar da capacidade da sala.',
  'Coffee break só é permitido se declarado na solicitação, e apenas na bancada externa.',
  'Nada se apaga: solicitações canceladas ou rejeitadas continuam no histórico, com o motivo.',
];

/** "Dicas e regras do agendamento": um `<details>` (abre e fecha pelo teclado, sem JavaScript). */
export function DicasERegras() {
  return (
    <details className="group rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-4 py-2 font-semibold text-escola-800 dark:text-escola-100 [&::-webkit-details-marker]:hidden">
        <Lightbulb aria-hidden="true" className="size-5 shrink-0" />
        <span className="flex-1">Dicas e regras do agendamento</span>
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
      </summary>
      <ul className="list-disc space-y-1.5 px-4 pb-4 pl-9 text-sm text-slate-700 dark:text-slate-200">
        {REGRAS.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </details>
  );
}
