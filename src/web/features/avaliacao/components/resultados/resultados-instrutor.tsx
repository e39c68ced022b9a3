import { Lock, SearchX } from 'lucide-react';
import { useId } from 'react';
import { BotaoAtualizar } from '#web/components/ui/botao-atualizar.tsx';
import { CabecalhoPagina, ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { Link, useSearchParams } from '#web/lib/roteador.tsx';
import { useResultadosDoInstrutor } from '../../api/resultados-do-instrutor.ts';
import { CartoesResumo } from './cartoes-resumo.tsx';
import { EstadoRecusa } from '#web/components/ui/estado-recusa.tsx';
import { focarTitulo } from './foco.ts';
import { CLASSE_CAMPO, CLASSE_LINK_TEXTO, CLASSE_ROTULO, rotuloDaTurma } from './formato.ts';
import { idDaUrl } from '#web/lib/estado-na-url.ts';
import { ResultadoAvaliacao } from './resultado-avaliacao.tsx';
import { TabelaTurmas } from './tabela-turmas.tsx';
import { AVALIACAO_INSTRUTOR, PRESENCA_INSTRUTOR } from '#web/lib/caminhos.ts';

const VOLTAR = { para: AVALIACAO_INSTRUTOR, rotulo: 'Ver as minhas turmas' };

function Recusa({ erro, aoTentar }: { erro: unknown; aoTentar: () => void }) {
  const status = erro instanceof ApiError ? erro.status : 0;
  if (status === 403) {
    return (
      <EstadoRecusa
        icone={<Lock aria-hidden="true" className="size-5" />}
        mensagem="Você não é instrutor desta turma."
        sugestao="Cada instrutor vê só as avaliações das próprias turmas."
        voltar={VOLTAR}
      />
    );
  }
  if (status === 404 || status === 400) {
    return <EstadoRecusa icone={<SearchX aria-hidden="true" className="size-5" />} mensagem="Turma não encontrada." sugestao="Ela pode ter sido excluída ou o endereço está incompleto." voltar={VOLTAR} />;
  }
  return <ErroCarregamento mensagem="Não foi possível carregar as avaliações. Confira a conexão e tente novamente." aoTentar={aoTentar} />;
}

/**
 * /instrutor/avaliacao: as avaliações das turmas do instrutor (a administração vê todas). Uma turma por
 * vez (padrão: a encerrada mais recente; guardada em `?turma=`), com números, notas por critério e
 * comentários anônimos; embaixo, o resumo de todas as turmas.
 */
export function ResultadosDoInstrutor() {
  const id = useId();
  const [params, definir] = useSearchParams();
  const consulta = useResultadosDoInstrutor(idDaUrl(params.get('turma')));
  const dados = consulta.data;
  const escolher = (turmaId: number) => definir({ turma: String(turmaId) }, { replace: true });
  const selecionada = dados?.turmas.find((t) => t.turma.id === dados.turma_id) ?? null;

  return (
    <>
      <CabecalhoPagina
        titulo="Avaliação"
        subtitulo="Como os participantes avaliaram suas turmas. As respostas são anônimas."
        acoes={<BotaoAtualizar consulta={consulta} />}
      />
      {consulta.isPending ? (
        <Esqueleto linhas={4} rotulo="Carregando avaliações…" />
      ) : !dados ? (
        <Recusa erro={consulta.error} aoTentar={() => void consulta.refetch()} />
      ) : dados.turmas.length === 0 && !dados.resultado ? (
        <Vazio
          mensagem="Nenhuma turma sua terminou ainda."
          sugestao={
            <>
              Os resultados aparecem quando uma turma sua termina e os participantes com 75% de frequência avaliam.{' '}
              <Link to={PRESENCA_INSTRUTOR} className={CLASSE_LINK_TEXTO}>
                Ver minhas turmas na Presença
              </Link>
            </>
          }
        />
      ) : (
        <div className="space-y-8">
          {consulta.isError && <Recusa erro={consulta.error} aoTentar={() => void consulta.refetch()} />}
          <div className="max-w-xl">
            <label htmlFor={`${id}-turma`} className={CLASSE_ROTULO}>
              Turma
            </label>
            <select id={`${id}-turma`} className={CLASSE_CAMPO} value={dados.turma_id ?? ''} onChange={(e) => escolher(Number(e.target.value))}>
              {dados.turma_id !== null && !selecionada && <option value={dados.turma_id}>Turma escolhida</option>}
              {dados.turmas.map((t) => (
                <option key={t.turma.id} value={t.turma.id}>
                  {rotuloDaTurma(t)}
                </option>
              ))}
            </select>
          </div>
          {dados.resultado && (
            <ResultadoAvaliacao
              titulo={selecionada ? `${selecionada.evento.titulo} — ${selecionada.turma.nome}` : 'Turma escolhida'}
              resultado={dados.resultado}
              idTitulo={`${id}-resultado`}
              semRespostas="A avaliação abre quando a turma termina; quem tem 75% de frequência recebe o aviso no app e por e-mail."
            />
          )}
          {dados.turmas.length > 0 && (
            <section aria-labelledby={`${id}-geral`} className="space-y-4">
              <h2 id={`${id}-geral`} className="text-xl font-bold text-escola-800 dark:text-escola-100">
                Resumo de todas as turmas
              </h2>
              <CartoesResumo agregado={dados.geral} rotulo="Números de todas as turmas" comTurmas />
              <TabelaTurmas
                legenda="Resultados por turma"
                turmas={dados.turmas}
                selecionada={dados.turma_id}
                aoSelecionar={(turmaId) => {
                  escolher(turmaId);
                  focarTitulo(`${id}-resultado`);
                }}
              />
            </section>
          )}
        </div>
      )}
    </>
  );
}
