import { Award, Gavel, Mail, Send } from 'lucide-react';
import { useState } from 'react';
import type { CaixaDeSaida } from '#shared/contracts/revisao-gestao.ts';
import { ROTULO_DECISAO } from '#shared/rules/chamadas.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { CLASSE_CARTAO } from '#web/components/ui/classes.ts';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { EmailQuebravel } from '#web/components/ui/email-quebravel.tsx';
import { ErroCarregamento, Esqueleto } from '#web/components/ui/estados.tsx';
import { Indicadores } from '#web/components/ui/indicadores.tsx';
import { formatarData, formatarNumero } from '#web/lib/formato.ts';
import { notificarSucesso } from '#web/lib/toast.ts';
import { encerrarSemDecisoesMensagem } from '#shared/rules/revisao.ts';
import { useEncerrarChamada } from '../../../api/encerrar-chamada.ts';
import { useLiberarDecisoes } from '../../../api/liberar-decisoes.ts';
import { usePainelDaChamada } from '../../../api/obter-painel-da-chamada.ts';
import { usePreviaDasDecisoes } from '../../../api/previa-das-decisoes.ts';

const erroDe = (e: unknown, padrao: string) => (e instanceof Error && e.message ? e.message : padrao);

/** A caixa de saída: cada mensagem como vai sair; "Enviar e liberar" manda todas de uma vez. */
function CaixaDeSaidaDialogo({ chamadaId, caixa, aoFechar }: { chamadaId: number; caixa: CaixaDeSaida; aoFechar: () => void }) {
  const liberar = useLiberarDecisoes(chamadaId);
  const n = caixa.mensagens.length;
  return (
    <Dialogo
      titulo="Caixa de saída das decisões"
      descricao={
        n === 0
          ? 'Não há decisão nova a comunicar.'
          : `${formatarNumero(n)} mensagem(ns) vão sair no app e por e-mail, exatamente como abaixo. ${caixa.sem_decisao > 0 ? `${formatarNumero(caixa.sem_decisao)} trabalho(s) sem decisão ficam de fora.` : ''}`
      }
      aoFechar={aoFechar}
      largura="lg"
      rodape={
        <>
          <Botao variante="secundario" onClick={aoFechar}>
            {n === 0 ? 'Fechar' : 'Cancelar'}
          </Botao>
          {n > 0 && (
            <Botao
              carregando={liberar.isPending}
              textoCarregando="Enviando…"
              onClick={() =>
                liberar.mutate(undefined, {
                  onSuccess: (r) => {
                    notificarSucesso(r.mensagem);
                    aoFechar();
                  },
                })
              }
            >
              <Send aria-hidden="true" className="size-4" />
              Enviar {formatarNumero(n)} e liberar os resultados
            </Botao>
          )}
        </>
      }
    >
      <AlertaErro mensagem={liberar.error ? erroDe(liberar.error, 'Não foi possível liberar os resultados.') : null} />
      {n > 0 && (
        <ol className="space-y-3" aria-label="Mensagens">
          {caixa.mensagens.map((m) => (
            <li key={m.id} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
              <p className="font-semibold">{m.assunto}</p>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                Para {m.para.nome}
                {m.para.papel !== 'autor' && ` (${m.para.papel === 'orientador' ? 'orientação' : 'coautoria'}${m.para.id === null ? ', só por e-mail' : ''})`} · <EmailQuebravel email={m.para.email} /> ·{' '}
                {ROTULO_DECISAO[m.decisao]}
              </p>
              <p className="mt-2 whitespace-pre-wrap">{m.texto}</p>
            </li>
          ))}
        </ol>
      )}
    </Dialogo>
  );
}

/** Confirma o encerramento: depois dele, os certificados saem e a chamada não muda mais. */
function EncerrarDialogo({ chamadaId, semDecisao, aoFechar }: { chamadaId: number; semDecisao: number; aoFechar: () => void }) {
  const encerrar = useEncerrarChamada(chamadaId);
  return (
    <Dialogo
      titulo="Encerrar a chamada"
      descricao="Emite os certificados de apresentação de trabalho (autores e coautores dos aprovados) e de avaliador (quem enviou todos os pareceres). Pode ser repetido: emite só o que faltar."
      aoFechar={aoFechar}
      rodape={
        <>
          <Botao variante="secundario" onClick={aoFechar}>
            Cancelar
          </Botao>
          <Botao
            carregando={encerrar.isPending}
            textoCarregando="Encerrando…"
            onClick={() =>
              encerrar.mutate(undefined, {
                onSuccess: (r) => {
                  notificarSucesso(r.mensagem);
                  aoFechar();
                },
              })
            }
          >
            <Award aria-hidden="true" className="size-4" />
            Encerrar e emitir certificados
          </Botao>
        </>
      }
    >
      {semDecisao > 0 && <p className="text-sm font-medium text-amber-900 dark:text-amber-200">{encerrarSemDecisoesMensagem(semDecisao)}</p>}
      <AlertaErro mensagem={encerrar.error ? erroDe(encerrar.error, 'Não foi possível encerrar a chamada.') : null} />
    </Dialogo>
  );
}

/** Decisões: a contagem por decisão, a caixa de saída (prévia e liberação) e o encerramento com os certificados. */
export function Decisoes({ chamadaId }: { chamadaId: number }) {
  const painel = usePainelDaChamada(chamadaId);
  const previa = usePreviaDasDecisoes(chamadaId);
  const [caixa, setCaixa] = useState<CaixaDeSaida | null>(null);
  const [encerrando, setEncerrando] = useState(false);
  if (painel.isPending) return <Esqueleto linhas={4} rotulo="Carregando as decisões…" />;
  if (!painel.data) return <ErroCarregamento mensagem="Não foi possível carregar as decisões." aoTentar={() => void painel.refetch()} />;
  const { trabalhos: t, mensagens, certificados, chamada: c } = painel.data;
  const semComunicar = t.enviados - t.liberados;
  /** Decididos e ainda não comunicados: o que a caixa de saída levaria. */
  const aComunicar = t.decididos - t.liberados;
  return (
    <div className="space-y-6">
      <Indicadores
        rotulo="Decisões"
        colunas="grid-cols-2 lg:grid-cols-4"
        itens={[
          { rotulo: ROTULO_DECISAO.aprovada_exposicao, Icone: Gavel, valor: t.por_decisao.aprovada_exposicao },
          { rotulo: ROTULO_DECISAO.aprovada_oral, Icone: Gavel, valor: t.por_decisao.aprovada_oral },
          { rotulo: ROTULO_DECISAO.reprovada, Icone: Gavel, valor: t.por_decisao.reprovada },
          { rotulo: 'Sem decisão', Icone: Gavel, valor: t.enviados - t.decididos },
        ]}
      />
      <section aria-labelledby="caixa-titulo" className={`${CLASSE_CARTAO} space-y-3`}>
        <h3 id="caixa-titulo" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          Comunicar as decisões
        </h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Decida cada trabalho no diálogo dele (pelo ranking ou pela lista). Os autores só veem a decisão, as notas e os comentários dos pareceres quando você libera; nunca veem quem avaliou.{' '}
          {formatarNumero(mensagens.enviadas)} mensagem(ns) já enviada(s).
        </p>
        <AlertaErro mensagem={previa.error ? erroDe(previa.error, 'Não foi possível montar a caixa de saída.') : null} />
        <Botao
          variante="secundario"
          carregando={previa.isPending}
          textoCarregando="Montando as mensagens…"
          onClick={() => previa.mutate(undefined, { onSuccess: setCaixa })}
          disabled={aComunicar === 0}
        >
          <Mail aria-hidden="true" className="size-4" />
          Ver as mensagens antes de enviar
        </Botao>
        {aComunicar === 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t.decididos === 0 ? 'Nenhum trabalho decidido ainda.' : 'Todas as decisões já foram comunicadas. Uma decisão nova volta a abrir a caixa de saída.'}
          </p>
        )}
      </section>
      <section aria-labelledby="encerrar-titulo" className={`${CLASSE_CARTAO} space-y-3`}>
        <h3 id="encerrar-titulo" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          Encerramento e certificados
        </h3>
        {c.encerrada_em ? (
          <p className="text-sm">
            Chamada encerrada em {formatarData(c.encerrada_em)}: {formatarNumero(certificados.apresentacao_trabalho)} certificado(s) de apresentação de trabalho e{' '}
            {formatarNumero(certificados.avaliador)} de avaliador emitidos. Eles aparecem em Certificados e se validam pelo número.
          </p>
        ) : (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Depois do prazo final e das decisões comunicadas, encerre a chamada para emitir os certificados. {semComunicar > 0 ? encerrarSemDecisoesMensagem(semComunicar) : ''}
          </p>
        )}
        <Botao variante={c.encerrada_em ? 'secundario' : 'primario'} onClick={() => setEncerrando(true)} disabled={c.aberta}>
          <Award aria-hidden="true" className="size-4" />
          {c.encerrada_em ? 'Emitir certificados que faltam' : 'Encerrar a chamada'}
        </Botao>
        {c.aberta && <p className="text-sm text-slate-600 dark:text-slate-400">A chamada ainda recebe trabalhos: o encerramento fica disponível depois do prazo final.</p>}
      </section>
      {caixa && <CaixaDeSaidaDialogo chamadaId={chamadaId} caixa={caixa} aoFechar={() => setCaixa(null)} />}
      {encerrando && <EncerrarDialogo chamadaId={chamadaId} semDecisao={semComunicar} aoFechar={() => setEncerrando(false)} />}
    </div>
  );
}
