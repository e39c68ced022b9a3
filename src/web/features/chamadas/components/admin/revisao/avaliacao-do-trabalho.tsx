import { TriangleAlert, UserPlus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { AtribuicaoAdmin, AvaliacaoDoTrabalho } from '#shared/contracts/revisao-gestao.ts';
import { DECISOES, ROTULO_DECISAO, ROTULO_TIPO_AVALIACAO, type Decisao, type TipoAvaliacao } from '#shared/rules/chamadas.ts';
import { LIMITES_SUBMISSAO } from '#shared/rules/chamadas.ts';
import { ROTULO_SITUACAO_PARECER } from '#shared/rules/revisao.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { CampoSelecao } from '#web/components/ui/campo.tsx';
import { CampoTextoLongo } from '#web/components/ui/campo-texto-longo.tsx';
import { CLASSE_BOTAO_LINHA, CLASSE_CARTAO, CLASSE_PERIGO } from '#web/components/ui/classes.ts';
import { ErroCarregamento, Esqueleto } from '#web/components/ui/estados.tsx';
import { formatarData } from '#web/lib/formato.ts';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useAtribuirAvaliador } from '../../../api/atribuir-avaliador.ts';
import { useDecidirTrabalho } from '../../../api/decidir-trabalho.ts';
import { useAvaliadoresDaChamada } from '../../../api/listar-avaliadores-da-chamada.ts';
import { useAvaliacaoDoTrabalho } from '../../../api/obter-avaliacao-do-trabalho.ts';
import { useRevogarAtribuicao } from '../../../api/revogar-atribuicao.ts';
import { useSubstituirAvaliador } from '../../../api/substituir-avaliador.ts';
import { formatarNota } from '../../avaliador/formato.ts';
import { ROTULO_ORIGEM } from './rotulos.ts';

const nota = (v: number | null) => (v === null ? '—' : formatarNota(v));
const erroDe = (e: unknown) => (e instanceof Error && e.message ? e.message : 'Não foi possível concluir. Tente novamente.');
const TITULO_SECAO = 'text-base font-semibold text-slate-900 focus:outline-none dark:text-slate-100';

/**
 * O botão que gravou fica desabilitado enquanto grava (ou some, quando a lista muda) e o Chromium manda o foco
 * para o <body>, fora do diálogo: o Escape deixava de fechar e o Tab saía dele. Devolve o foco a um título.
 */
function recuperarFoco(alvo: { current: HTMLElement | null }) {
  const ativo = document.activeElement;
  if (!ativo || ativo === document.body || !ativo.isConnected) alvo.current?.focus();
}

type PropsAtribuicao = { a: AtribuicaoAdmin; submissaoId: number; opcoes: { valor: number; rotulo: string }[]; bloqueada: boolean; aoConcluir: () => void };
/**
 * Uma atribuição: quem, de onde veio, o parecer (aberto para ler) e as ações trocar e revogar. `aoConcluir`:
 * depois de trocar ou revogar (os botões somem ou ficam desabilitados), devolve o foco ao diálogo.
 */
function Atribuicao({ a, submissaoId, opcoes, bloqueada, aoConcluir }: PropsAtribuicao) {
  const [acao, setAcao] = useState<'trocar' | 'revogar' | null>(null);
  const [novo, setNovo] = useState('');
  const revogar = useRevogarAtribuicao(submissaoId);
  const substituir = useSubstituirAvaliador(submissaoId);
  const erro = revogar.error ?? substituir.error;
  const p = a.parecer;
  const ativa = a.revogado_em === null;
  return (
    <li className={`rounded-lg border p-3 text-sm ${ativa ? 'border-slate-200 dark:border-slate-700' : 'border-dashed border-slate-300 opacity-80 dark:border-slate-600'}`}>
      <p className="font-semibold">
        {a.avaliador.nome} <span className="font-normal text-slate-600 dark:text-slate-400">· {ROTULO_TIPO_AVALIACAO[a.tipo]}</span>
      </p>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {ROTULO_ORIGEM[a.origem]} em {formatarData(a.atribuido_em)}
        {a.revogado_em && ` · revogada em ${formatarData(a.revogado_em)}`}
      </p>
      <p className="mt-1">
        Parecer: {p ? ROTULO_SITUACAO_PARECER[p.situacao] : 'Pendente'}
        {p?.nota !== null && p?.nota !== undefined && ` · nota ${nota(p.nota)}`}
        {a.atrasado && ativa && <strong className="ml-1 text-red-800 dark:text-red-200">· atrasado</strong>}
      </p>
      {p && p.situacao === 'enviado' && (
        <details className="mt-2">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-escola-700 dark:text-escola-100">Ler o parecer</summary>
          <ul className="space-y-1">
            {p.notas.map((n) => (
              <li key={n.criterio_id}>
                <span className="font-medium">{n.titulo}:</span> {nota(n.nota)}
                {n.comentario && <span className="block whitespace-pre-wrap text-slate-700 dark:text-slate-300">{n.comentario}</span>}
              </li>
            ))}
          </ul>
          {p.comentario && <p className="mt-2 whitespace-pre-wrap">Comentário ao autor: {p.comentario}</p>}
          {p.observacao_reservada && <p className="mt-2 whitespace-pre-wrap">Só para a administração: {p.observacao_reservada}</p>}
        </details>
      )}
      {ativa && !bloqueada && (
        <div className="mt-2 space-y-2">
          {acao === null && (
            <div className="flex flex-wrap gap-2">
              <button type="button" className={CLASSE_BOTAO_LINHA} onClick={() => setAcao('trocar')}>
                Trocar avaliador
              </button>
              <button type="button" className={`${CLASSE_BOTAO_LINHA} ${CLASSE_PERIGO}`} onClick={() => setAcao('revogar')}>
                Revogar
              </button>
            </div>
          )}
          {acao === 'trocar' && (
            <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <CampoSelecao rotulo={`Quem avalia no lugar de ${a.avaliador.nome}`} value={novo} opcoes={opcoes} onChange={(e) => setNovo(e.target.value)} />
              <Botao
                disabled={!novo}
                carregando={substituir.isPending}
                textoCarregando="Trocando…"
                onClick={() =>
                  substituir.mutate({ atribuicaoId: a.id, avaliadorId: Number(novo) }, { onSuccess: () => (setAcao(null), notificarSucesso('Avaliador trocado.')), onSettled: aoConcluir })
                }
              >
                Confirmar a troca
              </Botao>
              <Botao variante="secundario" onClick={() => setAcao(null)}>
                Cancelar
              </Botao>
            </div>
          )}
          {acao === 'revogar' && (
            <div className="flex flex-wrap items-center gap-2">
              <span>{p?.situacao === 'enviado' ? 'O parecer enviado deixa de contar na nota.' : 'A pessoa deixa de ver este trabalho.'}</span>
              <Botao
                variante="perigo"
                carregando={revogar.isPending}
                textoCarregando="Revogando…"
                onClick={() => revogar.mutate(a.id, { onSuccess: () => (setAcao(null), notificarSucesso('Atribuição revogada.')), onSettled: aoConcluir })}
              >
                Confirmar a revogação
              </Botao>
              <Botao variante="secundario" onClick={() => setAcao(null)}>
                Cancelar
              </Botao>
            </div>
          )}
          <AlertaErro mensagem={erro ? erroDe(erro) : null} />
        </div>
      )}
    </li>
  );
}

/** A decisão final: três opções; reprovar pede o motivo. Comunicada ao autor, não muda mais. */
function FormularioDecisao({ av, aoConcluir }: { av: AvaliacaoDoTrabalho; aoConcluir: () => void }) {
  const s = av.submissao;
  const [decisao, setDecisao] = useState<Decisao | ''>(s.decisao ?? '');
  const [motivo, setMotivo] = useState(s.motivo ?? '');
  const decidir = useDecidirTrabalho(s.id);
  const nome = useId();
  if (s.liberado_em)
    return (
      <p className="text-sm">
        {s.decisao ? ROTULO_DECISAO[s.decisao] : 'Sem decisão'} · comunicada ao autor em {formatarData(s.liberado_em)}.{s.motivo && <span className="block whitespace-pre-wrap">Motivo: {s.motivo}</span>}
      </p>
    );
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (!decisao) return;
        decidir.mutate(
          { decisao, motivo: motivo.trim() || null },
          { onSuccess: () => notificarSucesso('Decisão guardada. O autor a recebe quando você liberar os resultados.'), onSettled: aoConcluir },
        );
      }}
    >
      <fieldset>
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Decisão</legend>
        <div className="mt-1 grid gap-1 sm:grid-cols-3">
          {DECISOES.map((d) => (
            <label key={d} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm dark:border-slate-600">
              <input type="radio" name={nome} value={d} checked={decisao === d} onChange={() => setDecisao(d)} className="size-4 accent-escola-700" />
              {ROTULO_DECISAO[d]}
            </label>
          ))}
        </div>
      </fieldset>
      <CampoTextoLongo
        rotulo={decisao === 'reprovada' ? 'Motivo (obrigatório ao reprovar)' : 'Motivo ou observação ao autor (opcional)'}
        value={motivo}
        maxLength={LIMITES_SUBMISSAO.motivoDecisao}
        rows={3}
        onChange={(e) => setMotivo(e.target.value)}
        obrigatorio={decisao === 'reprovada'}
      />
      <AlertaErro mensagem={decidir.error ? erroDe(decidir.error) : null} />
      <Botao type="submit" disabled={!decisao} carregando={decidir.isPending} textoCarregando="Guardando…">
        Guardar decisão
      </Botao>
      {s.decisao && <p className="text-sm text-slate-600 dark:text-slate-400">Decidido: {ROTULO_DECISAO[s.decisao]} (ainda não comunicado ao autor).</p>}
    </form>
  );
}

/**
 * A avaliação de um trabalho para a administração: notas, divergência (com o terceiro sugerido), quem avalia
 * (atribuir, trocar, revogar; o servidor recusa conflitos com o motivo) e a decisão.
 */
export function AvaliacaoDoTrabalhoAdmin({ submissaoId }: { submissaoId: number }) {
  const consulta = useAvaliacaoDoTrabalho(submissaoId);
  const chamadaId = consulta.data?.submissao.chamada_id ?? 0;
  const avaliadores = useAvaliadoresDaChamada(chamadaId, chamadaId > 0);
  const atribuir = useAtribuirAvaliador(submissaoId);
  const [pessoa, setPessoa] = useState('');
  const [tipo, setTipo] = useState<TipoAvaliacao>('escrita');
  const tituloQuemAvalia = useRef<HTMLHeadingElement>(null);
  const tituloDecisao = useRef<HTMLHeadingElement>(null);
  if (consulta.isPending) return <Esqueleto linhas={4} rotulo="Carregando a avaliação…" />;
  if (!consulta.data) return <ErroCarregamento mensagem={consulta.error ? erroDe(consulta.error) : 'Não foi possível carregar a avaliação.'} aoTentar={() => void consulta.refetch()} />;
  const av = consulta.data;
  const s = av.submissao;
  const ativos = av.atribuicoes.filter((a) => a.revogado_em === null);
  const ocupados = new Set(ativos.filter((a) => a.tipo === tipo).map((a) => a.avaliador.id));
  const opcoes = (avaliadores.data ?? []).filter((p) => !ocupados.has(p.id)).map((p) => ({ valor: p.id, rotulo: p.nome }));
  const podeOral = s.decisao === 'aprovada_oral';
  const bloqueada = s.liberado_em !== null && s.decisao !== 'aprovada_oral';

  return (
    <div className="space-y-5">
      <dl className={`${CLASSE_CARTAO} grid grid-cols-3 gap-2 text-sm`}>
        {[
          ['Nota escrita', s.nota_escrita],
          ['Nota oral', s.nota_oral],
          ['Nota final', s.nota_final],
        ].map(([r, v]) => (
          <div key={r as string}>
            <dt className="text-xs font-semibold text-slate-600 dark:text-slate-400">{r}</dt>
            <dd className="text-lg font-bold tabular-nums">{nota(v as number | null)}</dd>
          </div>
        ))}
      </dl>
      {s.divergente && (
        <div role="note" className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          <p className="flex items-center gap-1.5 font-semibold">
            <TriangleAlert aria-hidden="true" className="size-4" />
            As notas dos avaliadores divergem além do limite da chamada.
          </p>
          {av.terceiro_sugerido.map((t) =>
            t.avaliador ? (
              <div key={t.tipo} className="flex flex-wrap items-center gap-2">
                <span>
                  Terceiro avaliador sugerido ({ROTULO_TIPO_AVALIACAO[t.tipo]}): {t.avaliador.nome}
                </span>
                <Botao
                  variante="secundario"
                  carregando={atribuir.isPending}
                  onClick={() => atribuir.mutate({ avaliadorId: t.avaliador!.id, tipo: t.tipo }, { onSuccess: () => notificarSucesso(`${t.avaliador!.nome} avalia este trabalho agora.`), onSettled: () => recuperarFoco(tituloQuemAvalia) })}
                >
                  Atribuir {t.avaliador.nome}
                </Botao>
              </div>
            ) : (
              <p key={t.tipo}>Não há quem possa ser o terceiro avaliador ({ROTULO_TIPO_AVALIACAO[t.tipo]}) sem conflito.</p>
            ),
          )}
        </div>
      )}
      <section aria-label="Quem avalia" className="space-y-2">
        <h3 ref={tituloQuemAvalia} tabIndex={-1} className={TITULO_SECAO}>
          Quem avalia
        </h3>
        {av.atribuicoes.length === 0 ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">Ninguém avalia este trabalho ainda.</p>
        ) : (
          <ul className="space-y-2">
            {av.atribuicoes.map((a) => (
              <Atribuicao key={a.id} a={a} submissaoId={s.id} opcoes={opcoes} bloqueada={bloqueada} aoConcluir={() => recuperarFoco(tituloQuemAvalia)} />
            ))}
          </ul>
        )}
        {!bloqueada && (
          <form
            className="flex flex-col gap-2 pt-2 sm:flex-row sm:items-end"
            onSubmit={(e) => {
              e.preventDefault();
              if (!pessoa) return;
              atribuir.mutate(
                { avaliadorId: Number(pessoa), tipo },
                {
                  onSuccess: (r) => {
                    setPessoa('');
                    notificarSucesso(`${r.avaliador.nome} avalia este trabalho agora.`);
                  },
                  onSettled: () => recuperarFoco(tituloQuemAvalia),
                },
              );
            }}
          >
            <CampoSelecao rotulo="Atribuir a" value={pessoa} vazio={avaliadores.isPending ? 'Carregando…' : 'Escolha a pessoa'} opcoes={opcoes} onChange={(e) => setPessoa(e.target.value)} />
            {podeOral && (
              <CampoSelecao
                rotulo="Tipo"
                value={tipo}
                vazio="Escolha o tipo"
                opcoes={[
                  { valor: 'escrita', rotulo: ROTULO_TIPO_AVALIACAO.escrita },
                  { valor: 'oral', rotulo: ROTULO_TIPO_AVALIACAO.oral },
                ]}
                onChange={(e) => setTipo(e.target.value === 'oral' ? 'oral' : 'escrita')}
              />
            )}
            <Botao type="submit" variante="secundario" disabled={!pessoa} carregando={atribuir.isPending} textoCarregando="Atribuindo…">
              <UserPlus aria-hidden="true" className="size-4" />
              Atribuir
            </Botao>
          </form>
        )}
        <AlertaErro mensagem={atribuir.error ? erroDe(atribuir.error) : null} />
      </section>
      <section aria-label="Decisão final" className="space-y-2">
        <h3 ref={tituloDecisao} tabIndex={-1} className={TITULO_SECAO}>
          Decisão final
        </h3>
        {/* sem `key` que dependa da decisão: remontar o formulário depois de guardar tirava o foco do diálogo (Escape deixava de fechar) */}
        <FormularioDecisao av={av} aoConcluir={() => recuperarFoco(tituloDecisao)} />
      </section>
    </div>
  );
}
