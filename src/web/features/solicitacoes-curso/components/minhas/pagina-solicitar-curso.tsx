import { Plus } from 'lucide-react';
import { type ComponentProps, Suspense, useId, useMemo, useState } from 'react';
import type { Solicitacao } from '#shared/contracts/solicitacoes-curso.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { BotaoAtualizar } from '#web/components/ui/botao-atualizar.tsx';
import { AbrindoDialogo, CabecalhoPagina, ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { sobDemanda } from '#web/lib/sob-demanda.ts';
import type { DialogoSolicitacao as Formulario } from '../formulario/dialogo-solicitacao.tsx';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useAcaoSolicitacao } from '../../api/acoes-solicitacao.ts';
import { enviarSolicitacao } from '../../api/enviar-solicitacao.ts';
import { useSolicitacoes } from '../../api/listar-solicitacoes.ts';
import { textoSolicitacoes } from '../comum/formato.ts';
import { TEXTOS_ENVIO } from '../formulario/textos-envio.ts';
import { CartaoSolicitacao } from './cartao-solicitacao.tsx';
import { DialogoRetirar } from './dialogo-retirar.tsx';

/** O formulário (react-hook-form e o zod do contrato) desce quando alguém vai usá-lo, não com a página. */
const DialogoSolicitacao = sobDemanda<ComponentProps<typeof Formulario>>(() => import('../formulario/dialogo-solicitacao.tsx').then((m) => ({ default: m.DialogoSolicitacao })));
/** Começa a baixar o formulário quando o ponteiro ou o foco chega perto de um botão que o abre. */
const adiantarFormulario = () => void DialogoSolicitacao.carregar().catch(() => undefined);

export const TEXTO_VAZIO = 'Você ainda não fez nenhuma solicitação.';

/** A mais recente primeiro. */
const maisRecentes = (lista: readonly Solicitacao[]) => [...lista].sort((a, b) => b.criado_em.localeCompare(a.criado_em));

/**
 * /solicitar-curso: as minhas solicitações (cartões), "Nova solicitação" e, em cada uma, o que a situação
 * permite — editar e enviar o rascunho, retirar antes da decisão; o motivo de uma rejeição e o evento
 * de uma convertida.
 */
export function SolicitarCurso() {
  const id = useId();
  const consulta = useSolicitacoes('minhas');
  const [formulario, setFormulario] = useState<{ solicitacao: Solicitacao | null } | null>(null);
  const [retirando, setRetirando] = useState<Solicitacao | null>(null);
  const enviar = useAcaoSolicitacao(enviarSolicitacao);
  const lista = useMemo(() => maisRecentes(consulta.data ?? []), [consulta.data]);
  const nova = () => setFormulario({ solicitacao: null });

  function enviarRascunho(s: Solicitacao) {
    enviar.mutate(s.id, { onSuccess: () => notificarSucesso(TEXTOS_ENVIO.enviada) });
  }

  return (
    <>
      <CabecalhoPagina
        titulo="Solicitar Curso"
        subtitulo="Proponha cursos para a rede de saúde. A Escola analisa e responde por aqui e por e-mail."
        acoes={
          <div className="flex w-full flex-wrap gap-2 *:flex-auto sm:w-auto sm:*:flex-none">
            <BotaoAtualizar consulta={consulta} />
            <Botao onClick={nova} onPointerEnter={adiantarFormulario} onFocus={adiantarFormulario}>
              <Plus aria-hidden="true" className="size-4" />
              Nova solicitação
            </Botao>
          </div>
        }
      />
      <section aria-labelledby={`${id}-titulo`} className="space-y-4" onPointerOver={adiantarFormulario} onFocus={adiantarFormulario}>
        <h2 id={`${id}-titulo`} className="text-xl font-bold text-escola-800 dark:text-escola-100">
          Minhas solicitações
        </h2>
        <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-slate-700 dark:text-slate-200">
          {consulta.data ? textoSolicitacoes(lista.length) : consulta.isPending ? 'Carregando suas solicitações…' : ''}
        </p>
        {consulta.isPending ? (
          <Esqueleto linhas={3} rotulo="Carregando suas solicitações…" />
        ) : consulta.isError && !consulta.data ? (
          <ErroCarregamento mensagem="Não foi possível carregar suas solicitações. Confira a conexão e tente novamente." aoTentar={() => void consulta.refetch()} />
        ) : lista.length === 0 ? (
          <Vazio
            mensagem={TEXTO_VAZIO}
            sugestao={
              <>
                <span className="block">Proponha um curso: a Escola analisa e avisa você da decisão.</span>
                <Botao className="mt-3" onClick={nova}>
                  <Plus aria-hidden="true" className="size-4" />
                  Nova solicitação
                </Botao>
              </>
            }
          />
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2" aria-label="Minhas solicitações">
            {lista.map((s) => (
              <li key={s.id}>
                <CartaoSolicitacao
                  s={s}
                  enviando={enviar.isPending && enviar.variables === s.id}
                  aoEditar={(x) => setFormulario({ solicitacao: x })}
                  aoEnviar={enviarRascunho}
                  aoRetirar={setRetirando}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {formulario && (
        <Suspense fallback={<AbrindoDialogo texto="Abrindo o formulário…" />}>
          <DialogoSolicitacao solicitacao={formulario.solicitacao} aoFechar={() => setFormulario(null)} />
        </Suspense>
      )}
      {retirando && <DialogoRetirar solicitacao={retirando} aoFechar={() => setRetirando(null)} />}
    </>
  );
}
