import { CirclePlay, Clock, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TesteDaTurma } from '#shared/contracts/testes.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { formatarData, formatarNumero } from '#web/lib/formato.ts';
import { Link } from '#web/lib/roteador.tsx';
import { CLASSE_LINK_SECUNDARIO } from '../classes.ts';
import { formatarNota, periodo, textoQuestoes, textoTempo } from '../formato.ts';
import { TESTE } from '#web/lib/caminhos.ts';

function Item({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-1">
      <dt className="font-semibold">{rotulo}:</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

interface Props {
  item: TesteDaTurma;
  aoComecar: () => void;
  iniciando: boolean;
  erro: string | null;
}

/** Antes de começar: o que é o teste, os limites, e "Começar" (ou "Continuar tentativa", se já há uma aberta). */
export function PainelInicio({ item, aoComecar, iniciando, erro }: Props) {
  const { teste, turma, evento } = item;
  const emAndamento = item.situacao === 'em_andamento';

  return (
    <section aria-labelledby="titulo-inicio" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="titulo-inicio" className="text-lg font-bold text-escola-800 dark:text-escola-100">
        {emAndamento ? 'Tentativa em andamento' : 'Antes de começar'}
      </h2>
      {teste.descricao && <p className="mt-2 whitespace-pre-line text-slate-700 dark:text-slate-300">{teste.descricao}</p>}
      <dl className="mt-4 grid gap-1.5 text-sm text-slate-700 sm:grid-cols-2 dark:text-slate-200">
        <Item rotulo="Curso">{evento.titulo}</Item>
        <Item rotulo="Turma">
          {turma.nome} ({periodo(turma.data_inicio, turma.data_fim)})
        </Item>
        <Item rotulo="Questões">{textoQuestoes(teste.questoes)}</Item>
        <Item rotulo="Tempo limite">{textoTempo(teste.tempo_minutos)}</Item>
        <Item rotulo="Tentativas restantes">
          {formatarNumero(item.tentativas_restantes)} de {formatarNumero(teste.tentativas_max)}
        </Item>
        <Item rotulo="Nota mínima">{formatarNota(teste.nota_minima)}</Item>
      </dl>
      <ul className="mt-4 space-y-2 text-sm text-slate-800 dark:text-slate-200">
        {emAndamento ? (
          <li className="flex items-start gap-2">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {item.prazo_em_aberto
              ? `Você já começou este teste e o tempo continua contando: envie até ${formatarData(item.prazo_em_aberto)}.`
              : 'Você já começou este teste: continue de onde parou.'}
          </li>
        ) : (
          teste.tempo_minutos !== null && (
            <li className="flex items-start gap-2">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />O cronômetro começa quando você clicar em Começar.
            </li>
          )
        )}
        <li className="flex items-start gap-2">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Não feche a página durante a tentativa.
        </li>
      </ul>
      <AlertaErro mensagem={erro} />
      <div className="mt-5 flex flex-col gap-2 sm:flex-row">
        <Botao onClick={aoComecar} carregando={iniciando} textoCarregando="Começando…">
          <CirclePlay aria-hidden="true" className="size-4" />
          {emAndamento ? 'Continuar tentativa' : 'Começar'}
        </Botao>
        <Link to={TESTE} className={CLASSE_LINK_SECUNDARIO}>
          Cancelar
        </Link>
      </div>
    </section>
  );
}
