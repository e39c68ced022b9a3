import { Shuffle, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import type { ChamadaAdmin } from '#shared/contracts/chamadas.ts';
import type { AtribuicaoAutomatica } from '#shared/contracts/revisao-gestao.ts';
import type { TipoAvaliacao } from '#shared/rules/chamadas.ts';
import { MENSAGENS_REVISAO } from '#shared/rules/revisao.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { CLASSE_CARTAO, CLASSE_CELULA, CLASSE_TR_CARTAO } from '#web/components/ui/classes.ts';
import { CampoSelecao } from '#web/components/ui/campo.tsx';
import { EmailQuebravel } from '#web/components/ui/email-quebravel.tsx';
import { ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { CelulaRotulada as Celula, TabelaCartoes } from '#web/components/ui/tabela.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatarNumero } from '#web/lib/formato.ts';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useAtribuicaoAutomatica } from '../../../api/atribuicao-automatica.ts';
import { useAvaliadoresDaChamada } from '../../../api/listar-avaliadores-da-chamada.ts';
import { ROTULO_LANCE } from './rotulos.ts';

const ROTULO_TIPO: Record<TipoAvaliacao, string> = { escrita: 'Avaliação escrita', oral: 'Apresentação oral' };

/** Quem pode avaliar: linhas declaradas, carga por tipo, pareceres enviados e os lances dados. */
function Avaliadores({ chamada }: { chamada: ChamadaAdmin }) {
  const consulta = useAvaliadoresDaChamada(chamada.id);
  const codigo = new Map(chamada.linhas.map((l) => [l.id, l.codigo]));
  if (consulta.isPending) return <Esqueleto linhas={4} rotulo="Carregando quem pode avaliar…" />;
  if (!consulta.data) return <ErroCarregamento mensagem="Não foi possível carregar quem pode avaliar." aoTentar={() => void consulta.refetch()} />;
  if (consulta.data.length === 0)
    return <Vazio mensagem="Ninguém pode avaliar ainda." sugestao="Avaliam trabalhos os instrutores e administradores ativos: dê o perfil de instrutor a quem vai avaliar, em Usuários." />;
  return (
    <TabelaCartoes
      rotuladaPor="quem-avalia-titulo"
      colunas={[{ rotulo: 'Pessoa' }, { rotulo: 'Linhas declaradas' }, { rotulo: 'Escritos', direita: true }, { rotulo: 'Orais', direita: true }, { rotulo: 'Enviados', direita: true }, { rotulo: 'Lances' }]}
    >
      {consulta.data.map((a) => (
        <tr key={a.id} role="row" className={`${CLASSE_TR_CARTAO} grid grid-cols-3 gap-y-1.5`}>
          <th role="rowheader" scope="row" className={`${CLASSE_CELULA} col-span-3 text-left font-normal`}>
            <span className="block font-semibold">{a.nome}</span>
            <span className="block text-xs text-slate-600 dark:text-slate-400">
              <EmailQuebravel email={a.email} />
            </span>
          </th>
          <Celula rotulo="Linhas declaradas" className="col-span-3">
            {a.linhas.length === 0 ? 'Nenhuma (fora da distribuição automática; só à mão)' : a.linhas.map((id) => codigo.get(id) ?? `#${id}`).join(', ')}
          </Celula>
          <Celula rotulo="Escritos" className="tabular-nums lg:text-right">
            {formatarNumero(a.atribuicoes_escrita)}
          </Celula>
          <Celula rotulo="Orais" className="tabular-nums lg:text-right">
            {formatarNumero(a.atribuicoes_oral)}
          </Celula>
          <Celula rotulo="Enviados" className="tabular-nums lg:text-right">
            {formatarNumero(a.enviados)}
          </Celula>
          <Celula rotulo="Lances" className="col-span-3">
            {a.lances.quero + a.lances.posso + a.lances.prefiro_nao === 0
              ? 'Nenhum'
              : `${formatarNumero(a.lances.quero)} quero · ${formatarNumero(a.lances.posso)} posso · ${formatarNumero(a.lances.prefiro_nao)} prefiro não`}
          </Celula>
        </tr>
      ))}
    </TabelaCartoes>
  );
}

/** O que a prévia propõe: o resumo, os trabalhos sem cobertura, a carga de cada pessoa e cada atribuição nova. */
function Previa({ p }: { p: AtribuicaoAutomatica }) {
  const r = p.resumo;
  return (
    <div className="space-y-4">
      <ul className={`${CLASSE_CARTAO} grid gap-2 text-sm sm:grid-cols-2`} aria-label="Resumo da proposta">
        <li>
          <strong>{formatarNumero(r.novas)}</strong> atribuição(ões) nova(s) para {formatarNumero(r.trabalhos)} trabalho(s)
        </li>
        <li>
          Carga por pessoa depois: de <strong>{formatarNumero(r.carga_minima)}</strong> a <strong>{formatarNumero(r.carga_maxima)}</strong> trabalho(s)
        </li>
        <li className="inline-flex items-center gap-1.5">
          <ThumbsUp aria-hidden="true" className="size-4" />
          {formatarNumero(r.quero_atendidos)} lance(s) "quero" atendido(s)
        </li>
        <li className="inline-flex items-center gap-1.5">
          <ThumbsDown aria-hidden="true" className="size-4" />
          {formatarNumero(r.prefiro_nao_usados)} "prefiro não" usado(s) por falta de outra pessoa
        </li>
      </ul>
      {p.sem_cobertura.length > 0 && (
        <div role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          <p className="font-semibold">Ficam com menos avaliadores que o pedido (não há quem possa sem conflito):</p>
          <ul className="mt-1 list-disc pl-5">
            {p.sem_cobertura.map((s) => (
              <li key={s.submissao_id}>
                {s.titulo || 'Trabalho sem título'}: falta(m) {formatarNumero(s.faltam)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {p.atribuicoes.length > 0 && (
        <TabelaCartoes legenda="Atribuições propostas" colunas={[{ rotulo: 'Trabalho' }, { rotulo: 'Avaliador' }, { rotulo: 'Lance' }, { rotulo: 'Linha' }]}>
          {p.atribuicoes.map((a) => (
            <tr key={`${a.submissao_id}-${a.avaliador.id}`} role="row" className={`${CLASSE_TR_CARTAO} grid gap-y-1`}>
              <th role="rowheader" scope="row" className={`${CLASSE_CELULA} text-left font-semibold break-words`}>
                {a.titulo || 'Trabalho sem título'}
              </th>
              <Celula rotulo="Avaliador">{a.avaliador.nome}</Celula>
              <Celula rotulo="Lance">{a.lance ? ROTULO_LANCE[a.lance] : 'Sem lance'}</Celula>
              <Celula rotulo="Linha">{a.na_linha ? 'Declarada' : 'Fora das declaradas'}</Celula>
            </tr>
          ))}
        </TabelaCartoes>
      )}
    </div>
  );
}

/**
 * Quem avalia e a atribuição automática: a prévia não muda nada; "Aplicar" grava exatamente a prévia vista
 * (se as atribuições mudaram desde ela, o servidor recusa e pede outra prévia).
 */
export function Atribuicao({ chamada }: { chamada: ChamadaAdmin }) {
  const [tipo, setTipo] = useState<TipoAvaliacao>('escrita');
  const [previa, setPrevia] = useState<AtribuicaoAutomatica | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const auto = useAtribuicaoAutomatica(chamada.id);
  const temOral = chamada.criterios_orais.length > 0;

  async function pedir(aplicar: boolean) {
    setErro(null);
    try {
      const r = await auto.mutateAsync({ tipo, aplicar, ...(aplicar && previa ? { previa: previa.previa } : {}) });
      if (aplicar) {
        setPrevia(null);
        notificarSucesso(`${formatarNumero(r.resumo.novas)} atribuição(ões) gravada(s).`);
      } else setPrevia(r);
    } catch (e) {
      const msg = e instanceof Error ? e.message : 'Não foi possível gerar a prévia.';
      setErro(msg);
      if (e instanceof ApiError && e.status === 409 && msg === MENSAGENS_REVISAO.previaDesatualizada) setPrevia(null);
    }
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby="atribuicao-auto-titulo" className={`${CLASSE_CARTAO} space-y-4`}>
        <h3 id="atribuicao-auto-titulo" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          Atribuição automática
        </h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Distribui os trabalhos enviados ({formatarNumero(chamada.avaliadores_por_trabalho)} avaliador(es) por trabalho) só entre quem declarou a linha do trabalho, nunca a quem tem conflito de
          interesse, preferindo os lances "quero" e equilibrando a carga. Veja a prévia antes de gravar; as atribuições existentes ficam.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <CampoSelecao
            rotulo="Tipo de avaliação"
            value={tipo}
            vazio="Escolha o tipo"
            opcoes={[{ valor: 'escrita', rotulo: ROTULO_TIPO.escrita }, ...(temOral ? [{ valor: 'oral', rotulo: ROTULO_TIPO.oral }] : [])]}
            onChange={(e) => {
              setTipo(e.target.value === 'oral' ? 'oral' : 'escrita');
              setPrevia(null);
              setErro(null);
            }}
          />
          <Botao variante="secundario" onClick={() => void pedir(false)} carregando={auto.isPending && !auto.variables?.aplicar} textoCarregando="Gerando a prévia…">
            <Shuffle aria-hidden="true" className="size-4" />
            Gerar prévia
          </Botao>
        </div>
        <AlertaErro mensagem={erro} />
        <div aria-live="polite">
          {previa &&
            (previa.resumo.novas === 0 ? (
              <p className="text-sm font-medium">Nada a atribuir: todos os trabalhos já têm os avaliadores pedidos (ou não há quem possa sem conflito).</p>
            ) : (
              <p className="text-sm font-medium">Prévia pronta: {formatarNumero(previa.resumo.novas)} atribuição(ões) nova(s). Nada foi gravado ainda.</p>
            ))}
        </div>
        {previa && (
          <>
            <Previa p={previa} />
            {previa.resumo.novas > 0 && (
              <div className="flex flex-wrap gap-2">
                <Botao onClick={() => void pedir(true)} carregando={auto.isPending && auto.variables?.aplicar === true} textoCarregando="Gravando…">
                  Aplicar esta distribuição
                </Botao>
                <Botao variante="secundario" onClick={() => setPrevia(null)}>
                  Descartar a prévia
                </Botao>
              </div>
            )}
          </>
        )}
      </section>
      <section aria-labelledby="quem-avalia-titulo" className="space-y-3">
        <h3 id="quem-avalia-titulo" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          Quem pode avaliar
        </h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">Para atribuir, trocar ou revogar um avaliador de um trabalho, abra o trabalho (na lista ou no ranking).</p>
        <Avaliadores chamada={chamada} />
      </section>
    </div>
  );
}
