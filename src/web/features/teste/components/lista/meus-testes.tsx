import { BotaoAtualizar } from '#web/components/ui/botao-atualizar.tsx';
import { CabecalhoPagina, ErroCarregamento, Vazio } from '#web/components/ui/estados.tsx';
import { Link } from '#web/lib/roteador.tsx';
import { useMeusTestes } from '../../api/meus-testes.ts';
import { CLASSE_LINK_TEXTO } from '../classes.ts';
import { CartaoTeste } from './cartao-teste.tsx';
import { IndicadoresTestes } from './indicadores-testes.tsx';
import { RegrasEDicas } from './regras-e-dicas.tsx';
import { indicadores, ordenarTestes } from './regras-lista.ts';
import { MINHAS_INSCRICOES } from '#web/lib/caminhos.ts';

/** "Teste do Curso": os testes das turmas da pessoa, com números do topo, um cartão por teste e as regras. */
export function MeusTestes() {
  const consulta = useMeusTestes();
  const itens = consulta.data ? ordenarTestes(consulta.data) : null;
  const status = consulta.isPending
    ? 'Carregando seus testes…'
    : itens
      ? `${itens.length === 1 ? '1 teste' : `${itens.length} testes`}${consulta.isFetching ? ' · atualizando…' : ''}`
      : '';

  return (
    <>
      <CabecalhoPagina titulo="Teste do Curso" subtitulo="Responda os testes dos cursos que você concluiu." acoes={<BotaoAtualizar consulta={consulta} />} />
      <IndicadoresTestes valores={itens ? indicadores(itens) : null} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <section aria-labelledby="titulo-meus-testes" className="min-w-0 space-y-4">
          <h2 id="titulo-meus-testes" className="text-lg font-bold">
            Meus testes
          </h2>
          <p role="status" aria-live="polite" className="text-sm font-medium text-slate-700 dark:text-slate-200">
            {status}
          </p>
          {consulta.isPending && (
            <div aria-hidden="true" className="space-y-4">
              {[0, 1].map((n) => (
                <div key={n} className="h-48 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
              ))}
            </div>
          )}
          {consulta.isError && !itens && <ErroCarregamento mensagem="Não foi possível carregar seus testes." aoTentar={() => void consulta.refetch()} />}
          {itens && itens.length === 0 && (
            <Vazio
              mensagem="Nenhum teste disponível no momento."
              sugestao={
                <>
                  O teste aparece aqui quando a turma termina e o curso tem teste publicado.{' '}
                  <Link to={MINHAS_INSCRICOES} className={CLASSE_LINK_TEXTO}>
                    Ver Meus Cursos
                  </Link>
                </>
              }
            />
          )}
          {itens && itens.length > 0 && (
            <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-1">
              {itens.map((i) => (
                <CartaoTeste key={`${i.teste.id}-${i.turma.id}`} item={i} />
              ))}
            </ul>
          )}
        </section>
        <RegrasEDicas />
      </div>
    </>
  );
}
