import { ArrowDown, ArrowUp, Plus, Save, Trash2, Undo2, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { ASSINANTES_MAX } from '#shared/rules/certificado.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { ErroCarregamento, Esqueleto } from '#web/components/ui/estados.tsx';
import { Link } from '#web/lib/roteador.tsx';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useAssinantesPadrao, type AssinantePadrao } from '../../api/assinantes-padrao.ts';
import { useAssinaturasDisponiveis } from '../../api/assinaturas-disponiveis.ts';
import { useSalvarAssinantesPadrao } from '../../api/salvar-assinantes-padrao.ts';
import { CLASSE_BOTAO_LINHA, CLASSE_BOTAO_PERIGO, CLASSE_CARTAO, CLASSE_ENTRADA, CLASSE_LINK_TEXTO, CLASSE_ROTULO } from '../comum/classes.ts';
import { PERFIL } from '#web/lib/caminhos.ts';

type Escolhido = Pick<AssinantePadrao, 'id' | 'nome' | 'funcao' | 'tem_assinatura'>;

function mover<T>(lista: readonly T[], de: number, para: number): T[] {
  const nova = [...lista];
  const [item] = nova.splice(de, 1);
  nova.splice(para, 0, item!);
  return nova;
}

/** Lista editável (ordem, remover) a partir do que está salvo; "Salvar" grava, "Desfazer" volta ao salvo. */
function Editor({ salvos }: { salvos: readonly Escolhido[] }) {
  const id = useId();
  const [lista, setLista] = useState<Escolhido[]>([...salvos]);
  const [anuncio, setAnuncio] = useState('');
  const disponiveis = useAssinaturasDisponiveis();
  const salvar = useSalvarAssinantesPadrao();
  const mudou = lista.map((p) => p.id).join(',') !== salvos.map((p) => p.id).join(',');
  const opcoes = disponiveis.data?.filter((p) => !lista.some((e) => e.id === p.id)) ?? [];
  const cheio = lista.length >= ASSINANTES_MAX;

  function adicionar(valor: string) {
    const pessoa = disponiveis.data?.find((p) => String(p.id) === valor);
    if (!pessoa || cheio) return;
    setLista((l) => [...l, { ...pessoa, tem_assinatura: true }]);
    setAnuncio(`${pessoa.nome} entrou como ${lista.length + 1}ª assinatura.`);
  }

  function reordenar(i: number, para: number) {
    setLista((l) => mover(l, i, para));
    setAnuncio(`${lista[i]!.nome} passou para a ${para + 1}ª posição.`);
  }

  function remover(i: number) {
    setLista((l) => l.filter((_, j) => j !== i));
    setAnuncio(`${lista[i]!.nome} saiu da lista.`);
  }

  return (
    <div className="space-y-4">
      {lista.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300">
          Nenhum assinante padrão. Os certificados de turmas sem assinantes escolhidos saem sem assinatura.
        </p>
      ) : (
        <ol aria-label="Assinantes padrão, em ordem" className="space-y-2">
          {lista.map((p, i) => (
            <li key={p.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between dark:border-slate-700">
              <div className="min-w-0">
                <p className="font-semibold break-words">
                  {i + 1}. {p.nome}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">{p.funcao ?? 'Sem função informada'}</p>
                {!p.tem_assinatura && (
                  <p className="mt-1 flex items-center gap-1 text-sm font-medium text-amber-900 dark:text-amber-100">
                    <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
                    Sem assinatura salva: remova ou peça que salve a assinatura em Meu Perfil.
                  </p>
                )}
              </div>
              <div className="flex shrink-0 gap-2">
                <button type="button" className={CLASSE_BOTAO_LINHA} disabled={i === 0} onClick={() => reordenar(i, i - 1)} aria-label={`Subir ${p.nome}`}>
                  <ArrowUp aria-hidden="true" className="size-4" />
                </button>
                <button type="button" className={CLASSE_BOTAO_LINHA} disabled={i === lista.length - 1} onClick={() => reordenar(i, i + 1)} aria-label={`Descer ${p.nome}`}>
                  <ArrowDown aria-hidden="true" className="size-4" />
                </button>
                <button type="button" className={CLASSE_BOTAO_PERIGO} onClick={() => remover(i)} aria-label={`Remover ${p.nome}`}>
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div>
        <label htmlFor={`${id}-adicionar`} className={CLASSE_ROTULO}>
          <Plus aria-hidden="true" className="mr-1 inline size-4" />
          Adicionar assinante
        </label>
        <select
          id={`${id}-adicionar`}
          className={CLASSE_ENTRADA}
          value=""
          disabled={cheio || !disponiveis.data}
          aria-describedby={`${id}-dica`}
          onChange={(e) => adicionar(e.target.value)}
        >
          <option value="">{cheio ? `Já são ${ASSINANTES_MAX} assinantes` : disponiveis.isPending ? 'Carregando pessoas…' : 'Escolha uma pessoa com assinatura salva'}</option>
          {opcoes.map((p) => (
            <option key={p.id} value={p.id}>
              {p.funcao ? `${p.nome} — ${p.funcao}` : p.nome}
            </option>
          ))}
        </select>
        <p id={`${id}-dica`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {disponiveis.isError
            ? 'Não foi possível carregar as pessoas com assinatura.'
            : disponiveis.data?.length === 0
              ? 'Nenhuma assinatura cadastrada encontrada.'
              : `Só aparecem pessoas com assinatura salva (até ${ASSINANTES_MAX}).`}{' '}
          {disponiveis.isError && (
            <button type="button" className="font-semibold text-escola-700 underline underline-offset-4 dark:text-escola-100" onClick={() => void disponiveis.refetch()}>
              Tentar novamente
            </button>
          )}
        </p>
        {disponiveis.data?.length === 0 && (
          <Link to={PERFIL} className={CLASSE_LINK_TEXTO}>
            Salvar a minha assinatura em Meu Perfil
          </Link>
        )}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {anuncio}
      </p>
      <AlertaErro mensagem={salvar.error?.message} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Botao
          onClick={() => salvar.mutate(lista.map((p) => p.id), { onSuccess: () => notificarSucesso('Assinantes padrão salvos.') })}
          disabled={!mudou}
          carregando={salvar.isPending}
          textoCarregando="Salvando…"
        >
          <Save aria-hidden="true" className="size-4" />
          Salvar assinantes
        </Botao>
        {mudou && (
          <Botao variante="secundario" onClick={() => setLista([...salvos])}>
            <Undo2 aria-hidden="true" className="size-4" />
            Desfazer alterações
          </Botao>
        )}
      </div>
    </div>
  );
}

/**
 * Aba "Assinantes padrão": até três pessoas com assinatura, em ordem, que assinam os certificados das
 * turmas que não escolheram os seus.
 */
export function AssinantesPadrao() {
  const consulta = useAssinantesPadrao();
  const salvos = consulta.data?.assinantes;
  return (
    <section aria-labelledby="titulo-assinantes" className={`max-w-3xl space-y-4 ${CLASSE_CARTAO}`}>
      <div>
        <h2 id="titulo-assinantes" className="text-lg font-bold text-escola-800 dark:text-escola-100">
          Assinantes padrão
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          As turmas que não escolheram os seus assinantes usam estes, nesta ordem. A mudança vale para os próximos certificados emitidos.
        </p>
      </div>
      {consulta.isPending && <Esqueleto linhas={2} rotulo="Carregando assinantes…" />}
      {consulta.isError && !salvos && <ErroCarregamento mensagem="Erro ao carregar os assinantes padrão." aoTentar={() => void consulta.refetch()} />}
      {/* a chave recria o editor quando o que está salvo muda (depois de salvar ou atualizar) */}
      {salvos && <Editor key={salvos.map((p) => p.id).join(',')} salvos={salvos} />}
    </section>
  );
}
