import { CircleCheck, FileStack, Gavel, Hourglass, Send, TriangleAlert, UserX } from 'lucide-react';
import type { PainelDaChamada } from '#shared/contracts/revisao-gestao.ts';
import { CLASSE_CARTAO, CLASSE_CELULA, CLASSE_TR_CARTAO } from '#web/components/ui/classes.ts';
import { ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { Indicadores } from '#web/components/ui/indicadores.tsx';
import { CelulaRotulada as Celula, TabelaCartoes } from '#web/components/ui/tabela.tsx';
import { formatarData, formatarNumero } from '#web/lib/formato.ts';
import { usePainelDaChamada } from '../../../api/obter-painel-da-chamada.ts';
import { formatarPrazo } from '../../comum/formato.ts';

type Contagem = PainelDaChamada['pareceres']['escrita'];

/** Uma linha da contagem de pareceres (cartão no celular, linha da tabela na tela larga). */
function LinhaPareceres({ rotulo, c }: { rotulo: string; c: Contagem }) {
  return (
    <tr role="row" className={`${CLASSE_TR_CARTAO} grid grid-cols-2 gap-y-1.5`}>
      <th role="rowheader" scope="row" className={`${CLASSE_CELULA} col-span-2 text-left font-semibold`}>
        {rotulo}
      </th>
      {(
        [
          ['Atribuídos', c.atribuidos],
          ['Enviados', c.enviados],
          ['Pendentes', c.pendentes],
          ['Atrasados', c.atrasados],
        ] as const
      ).map(([r, v]) => (
        <Celula key={r} rotulo={r} className={`tabular-nums lg:text-right ${r === 'Atrasados' && v > 0 ? 'font-bold text-red-800 dark:text-red-200' : ''}`}>
          {formatarNumero(v)}
        </Celula>
      ))}
    </tr>
  );
}

/** O andamento da revisão: trabalhos, pareceres por tipo, cada avaliador (com atrasos), mensagens e certificados. */
export function Andamento({ chamadaId }: { chamadaId: number }) {
  const consulta = usePainelDaChamada(chamadaId);
  if (consulta.isPending) return <Esqueleto linhas={5} rotulo="Carregando o andamento da revisão…" />;
  if (!consulta.data) return <ErroCarregamento mensagem="Não foi possível carregar o andamento da revisão." aoTentar={() => void consulta.refetch()} />;
  const { chamada: c, trabalhos: t, pareceres, avaliadores, mensagens, certificados } = consulta.data;
  return (
    <div className="space-y-6">
      <Indicadores
        rotulo="Trabalhos da chamada"
        colunas="grid-cols-2 sm:grid-cols-3 lg:grid-cols-6"
        itens={[
          { rotulo: 'Enviados', Icone: Send, valor: t.enviados },
          { rotulo: 'Sem avaliador', Icone: UserX, valor: t.sem_avaliadores },
          { rotulo: 'Avaliados', Icone: CircleCheck, valor: t.avaliados },
          { rotulo: 'Divergentes', Icone: TriangleAlert, valor: t.divergentes },
          { rotulo: 'Decididos', Icone: Gavel, valor: t.decididos },
          { rotulo: 'Liberados', Icone: FileStack, valor: t.liberados },
        ]}
      />
      <dl className={`${CLASSE_CARTAO} grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2`}>
        <div>
          <dt className="font-semibold text-slate-700 dark:text-slate-300">Prazo dos pareceres</dt>
          <dd>{c.prazo_avaliacao ? formatarPrazo(c.prazo_avaliacao) : 'Sem prazo definido'}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-700 dark:text-slate-300">Janela de lances</dt>
          <dd>
            {c.lances_inicio && c.lances_fim ? `${formatarPrazo(c.lances_inicio)} a ${formatarPrazo(c.lances_fim)}` : 'Sem janela de lances'}
            {c.lances_abertos && ' (aberta agora)'}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-700 dark:text-slate-300">Avaliadores por trabalho</dt>
          <dd>
            {formatarNumero(c.avaliadores_por_trabalho)}; divergência acima de {c.limiar_divergencia.toLocaleString('pt-BR')} ponto(s)
            {c.terceiro_automatico ? ', com terceiro avaliador automático' : ''}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-700 dark:text-slate-300">Mensagens e certificados</dt>
          <dd>
            {formatarNumero(mensagens.enviadas)} mensagem(ns) enviada(s), {formatarNumero(mensagens.pendentes)} na caixa de saída;{' '}
            {formatarNumero(certificados.apresentacao_trabalho + certificados.avaliador)} certificado(s)
            {c.encerrada_em ? ` · encerrada em ${formatarData(c.encerrada_em)}` : ''}
          </dd>
        </div>
      </dl>
      <h3 id="pareceres-por-tipo" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        Pareceres por tipo
      </h3>
      <TabelaCartoes rotuladaPor="pareceres-por-tipo" colunas={[{ rotulo: 'Pareceres' }, { rotulo: 'Atribuídos', direita: true }, { rotulo: 'Enviados', direita: true }, { rotulo: 'Pendentes', direita: true }, { rotulo: 'Atrasados', direita: true }]}>
        <LinhaPareceres rotulo="Escritos" c={pareceres.escrita} />
        <LinhaPareceres rotulo="Apresentação oral" c={pareceres.oral} />
      </TabelaCartoes>
      <h3 className="text-lg font-semibold text-slate-900 dark:text-slate-100">Por avaliador</h3>
      {avaliadores.length === 0 ? (
        <Vazio mensagem="Ninguém avalia esta chamada ainda." sugestao='Na aba "Avaliadores", gere a prévia da atribuição automática ou atribua um trabalho pelo diálogo dele.' />
      ) : (
        <TabelaCartoes legenda="Pareceres por avaliador" colunas={[{ rotulo: 'Avaliador' }, { rotulo: 'Atribuídos', direita: true }, { rotulo: 'Enviados', direita: true }, { rotulo: 'Pendentes', direita: true }, { rotulo: 'Atrasados', direita: true }]}>
          {avaliadores.map((a) => (
            <tr key={a.id} role="row" className={`${CLASSE_TR_CARTAO} grid grid-cols-2 gap-y-1.5`}>
              <th role="rowheader" scope="row" className={`${CLASSE_CELULA} col-span-2 text-left font-semibold`}>
                {a.nome}
              </th>
              <Celula rotulo="Atribuídos" className="tabular-nums lg:text-right">
                {formatarNumero(a.atribuidos)}
              </Celula>
              <Celula rotulo="Enviados" className="tabular-nums lg:text-right">
                {formatarNumero(a.enviados)}
              </Celula>
              <Celula rotulo="Pendentes" className="tabular-nums lg:text-right">
                {formatarNumero(a.pendentes)}
              </Celula>
              <Celula rotulo="Atrasados" className={`tabular-nums lg:text-right ${a.atrasados > 0 ? 'font-bold text-red-800 dark:text-red-200' : ''}`}>
                {a.atrasados > 0 ? (
                  <span className="inline-flex items-center gap-1">
                    <Hourglass aria-hidden="true" className="size-3.5" />
                    {formatarNumero(a.atrasados)}
                  </span>
                ) : (
                  '0'
                )}
              </Celula>
            </tr>
          ))}
        </TabelaCartoes>
      )}
    </div>
  );
}
