import { RotateCcw, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Botao } from '#web/components/ui/botao.tsx';
import { ErroCarregamento, Esqueleto } from '#web/components/ui/estados.tsx';
import { Paginacao } from '#web/components/ui/paginacao.tsx';
import { formatarData, formatarNumero } from '#web/lib/formato.ts';
import { notificarSucesso } from '#web/lib/toast.ts';
import { FALHAS_POR_PAGINA, useTarefasComFalha } from '../../api/listar-falhas.ts';
import { useReenviarTarefa } from '../../api/reenviar-tarefa.ts';

/**
 * Tarefas em segundo plano que falharam depois de todas as tentativas (um e-mail que o SMTP recusou
 * por horas, por exemplo): o administrador vê o quê, quantas vezes e o tipo do erro, e devolve à fila.
 */
export function TarefasComFalha() {
  const [pagina, setPagina] = useState(1);
  const consulta = useTarefasComFalha(pagina);
  const reenviar = useReenviarTarefa();
  const dados = consulta.data;

  if (consulta.isPending) return <Esqueleto linhas={1} rotulo="Carregando envios com falha…" />;
  if (consulta.isError || !dados) return <ErroCarregamento mensagem="Erro ao carregar os envios com falha." aoTentar={() => void consulta.refetch()} />;

  return (
    <section aria-labelledby="titulo-falhas" className="mb-8">
      <h2 id="titulo-falhas" className="mb-2 text-lg font-semibold">
        Envios com falha
      </h2>
      <p role="status" aria-live="polite" className="mb-3 text-sm text-slate-700 dark:text-slate-300">
        {dados.total === 0
          ? 'Nenhum envio com falha: tudo o que a plataforma precisou enviar foi entregue.'
          : dados.total === 1
            ? '1 envio falhou depois de todas as tentativas.'
            : `${formatarNumero(dados.total)} envios falharam depois de todas as tentativas.`}
      </p>
      {dados.itens.length > 0 && (
        <ul className="space-y-3">
          {dados.itens.map((t) => (
            <li key={t.id} className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-amber-800 dark:bg-amber-950">
              <div className="min-w-0">
                <p className="flex items-center gap-2 font-semibold">
                  <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-amber-700 dark:text-amber-300" />
                  {t.descricao}
                </p>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {formatarNumero(t.tentativas)} {t.tentativas === 1 ? 'tentativa' : 'tentativas'} • criada em <time dateTime={t.criada_em}>{formatarData(t.criada_em)}</time>
                  {t.ultimo_erro && <> • último erro: {t.ultimo_erro}</>}
                </p>
              </div>
              <Botao
                variante="secundario"
                disabled={reenviar.isPending && reenviar.variables === t.id}
                onClick={() => reenviar.mutate(t.id, { onSuccess: (r) => notificarSucesso(r.mensagem) })}
              >
                <RotateCcw aria-hidden="true" className="size-4" />
                Tentar de novo
              </Botao>
            </li>
          ))}
        </ul>
      )}
      <Paginacao pagina={pagina} totalPaginas={Math.max(1, Math.ceil(dados.total / FALHAS_POR_PAGINA))} aoMudar={setPagina} rotulo="Páginas dos envios com falha" />
    </section>
  );
}
