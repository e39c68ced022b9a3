import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { useId } from 'react';
import { Botao } from '#web/components/ui/botao.tsx';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import { useLote } from '../../api/acompanhar-lote.ts';
import type { Lote } from '../../api/enviar-em-lote.ts';
import { plural } from '../comum/formato.ts';

type Item = Lote['itens'][number];

const SITUACAO: Record<Item['situacao'], { rotulo: string; Icone: typeof CircleCheck; classe: string }> = {
  enviado: { rotulo: 'Enviado', Icone: CircleCheck, classe: 'text-green-800 dark:text-green-200' },
  falhou: { rotulo: 'Falhou', Icone: CircleX, classe: 'text-red-800 dark:text-red-200' },
  pendente: { rotulo: 'Na fila', Icone: Clock, classe: 'text-slate-700 dark:text-slate-300' },
};

function Resultado({ itens }: { itens: readonly Item[] }) {
  // as falhas primeiro: é com elas que alguém precisa fazer alguma coisa
  const ordenados = [...itens].sort((a, b) => Number(b.situacao === 'falhou') - Number(a.situacao === 'falhou'));
  return (
    // rolável: entra no Tab para quem usa o teclado poder rolar
    <ul aria-label="Resultado por destinatário" tabIndex={0} className="max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700">
      {ordenados.map((i) => {
        const { rotulo, Icone, classe } = SITUACAO[i.situacao];
        return (
          <li key={i.certificado_id} className="flex flex-col gap-0.5 p-3 text-sm sm:flex-row sm:items-start sm:justify-between sm:gap-3">
            <div className="min-w-0">
              <p className="font-semibold break-words">{i.nome}</p>
              <p className="break-words text-slate-600 dark:text-slate-400">
                {i.email ?? 'sem e-mail'} · {i.numero}
              </p>
            </div>
            <p className={`flex shrink-0 items-start gap-1 font-semibold ${classe}`}>
              <Icone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {rotulo}
                {i.mensagem && <span className="block font-normal">{i.mensagem}</span>}
              </span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * O envio por e-mail em lote: barra de progresso (consulta a cada 1,5 s até não haver pendentes) e, no
 * fim, o resultado por destinatário. Fechar não interrompe o envio, que segue pela fila do servidor.
 */
export function DialogoEnvio({ inicial, titulo, aoFechar }: { inicial: Lote; titulo: string; aoFechar: () => void }) {
  const id = useId();
  const consulta = useLote(inicial);
  const lote = consulta.data ?? inicial;
  const feitos = lote.enviados + lote.falharam;
  const concluido = lote.pendentes === 0;
  const pct = lote.total ? Math.round((feitos / lote.total) * 100) : 100;

  return (
    <Dialogo titulo={titulo} descricao={concluido ? undefined : 'Você pode fechar esta janela: o envio continua.'} aoFechar={aoFechar} largura="lg">
      <p id={`${id}-rotulo`} className="flex items-baseline justify-between gap-2 text-sm font-medium">
        <span>Progresso do envio</span>
        <span className="tabular-nums">
          {formatarNumero(feitos)} de {formatarNumero(lote.total)}
        </span>
      </p>
      <div
        role="progressbar"
        aria-labelledby={`${id}-rotulo`}
        aria-valuemin={0}
        aria-valuemax={lote.total}
        aria-valuenow={feitos}
        aria-valuetext={`${formatarNumero(feitos)} de ${formatarNumero(lote.total)} processados`}
        className="mt-1.5 h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full rounded-full bg-escola-700 transition-[width] dark:bg-escola-100" style={{ width: `${pct}%` }} />
      </div>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {plural(lote.enviados, 'enviado', 'enviados')} · {plural(lote.falharam, 'falhou', 'falharam')} · {plural(lote.pendentes, 'na fila', 'na fila')}
      </p>
      <p role="status" aria-live="polite" className="mt-3 font-semibold">
        {concluido
          ? `Envio concluído: ${plural(lote.enviados, 'e-mail enviado', 'e-mails enviados')}${lote.falharam ? `, ${plural(lote.falharam, 'falha', 'falhas')}` : ''}.`
          : 'Enviando…'}
      </p>
      {consulta.isError && !concluido && (
        <p className="mt-1 text-sm text-amber-900 dark:text-amber-100">Sem resposta do servidor agora. O envio continua e o progresso volta a aparecer sozinho.</p>
      )}
      {concluido && lote.itens.length > 0 && (
        <div className="mt-4">
          <Resultado itens={lote.itens} />
        </div>
      )}
      <div className="mt-5 flex justify-end">
        <Botao variante={concluido ? 'primario' : 'secundario'} onClick={aoFechar} data-autofoco>
          Fechar
        </Botao>
      </div>
    </Dialogo>
  );
}
