import { ArrowLeftRight, ClipboardList, SearchX } from 'lucide-react';
import { CabecalhoPagina } from '#web/components/ui/estados.tsx';
import { Trilha } from '#web/components/ui/trilha.tsx';
import { CLASSE_LINK_SECUNDARIO, CLASSE_LINK_TEXTO } from '#web/features/presenca/components/gestao/classes.ts';
import { idDaTurma } from '#web/features/presenca/components/gestao/id-turma.ts';
import { EstadoRecusa } from '#web/components/ui/estado-recusa.tsx';
import { PresencasDaTurma } from '#web/features/presenca/components/gestao/lista/presencas-da-turma.tsx';
import { PainelTurmas } from '#web/features/presenca/components/gestao/turmas/painel-turmas.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { Link, useSearchParams } from '#web/lib/roteador.tsx';
import { GESTAO_PRESENCA, LISTA_PRESENCAS_TURMA } from '#web/lib/caminhos.ts';

const VOLTAR = { para: LISTA_PRESENCAS_TURMA, rotulo: 'Escolher outra turma' };

function EscolherTurma({ aoEscolher }: { aoEscolher: (id: number) => void }) {
  return (
    <PainelTurmas
      comBusca
      mostrarInstrutores
      vazio={{
        mensagem: 'Nenhuma turma neste período.',
        sugestao: (
          <Link to={GESTAO_PRESENCA} className={CLASSE_LINK_TEXTO}>
            Ir para a Gestão de Presença
          </Link>
        ),
      }}
      acoes={(t) => (
        <Botao onClick={() => aoEscolher(t.id)} aria-label={`Abrir lista de presença — ${t.nome}`}>
          <ClipboardList aria-hidden="true" className="size-4" />
          Abrir lista de presença
        </Botao>
      )}
    />
  );
}

/**
 * /lista-presencas-turma?turma=ID (administração): a lista de presença em modo administração (qualquer
 * encontro; fora da janela do instrutor, com motivo auditado). Sem `turma`, a escolha da turma.
 */
export default function PaginaListaPresencasTurma() {
  const [params, definir] = useSearchParams();
  const bruto = params.get('turma');
  const turmaId = idDaTurma(bruto);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Trilha itens={[{ rotulo: 'Gestão de Presença', para: GESTAO_PRESENCA }, { rotulo: 'Lista de presenças da turma' }]} />
      <CabecalhoPagina
        titulo="Lista de presenças da turma"
        subtitulo={bruto === null ? 'Escolha a turma para ver e marcar as presenças.' : 'Marque presenças de qualquer encontro; fora da janela do instrutor, o motivo fica registrado.'}
        acoes={
          bruto !== null && (
            <Link to={LISTA_PRESENCAS_TURMA} className={CLASSE_LINK_SECUNDARIO}>
              <ArrowLeftRight aria-hidden="true" className="size-4" />
              Trocar turma
            </Link>
          )
        }
      />
      {bruto === null ? (
        <EscolherTurma aoEscolher={(id) => definir({ turma: String(id) })} />
      ) : turmaId === null ? (
        <EstadoRecusa icone={<SearchX aria-hidden="true" className="size-5" />} mensagem="ID da turma inválido." voltar={VOLTAR} />
      ) : (
        <PresencasDaTurma turmaId={turmaId} voltar={VOLTAR} />
      )}
    </div>
  );
}
