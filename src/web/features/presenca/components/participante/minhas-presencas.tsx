import { BotaoAtualizar } from '#web/components/ui/botao-atualizar.tsx';
import { CabecalhoPagina, ErroCarregamento, Vazio } from '#web/components/ui/estados.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { Link } from '#web/lib/roteador.tsx';
import { useMinhasPresencas } from '../../api/minhas-presencas.ts';
import { CartaoMinhaPresenca } from './cartao-minha-presenca.tsx';
import { LINK_TEXTO } from './estilos.ts';
import { IndicadoresPresencas } from './indicadores-presencas.tsx';
import { indicadoresPresenca, ordenarPresencas } from './regras-minhas-presencas.ts';
import { plural } from './texto-frequencia.ts';
import { EVENTOS } from '#web/lib/caminhos.ts';

function mensagemDeErro(err: unknown): string {
  const base = 'Não foi possível carregar suas presenças.';
  if (err instanceof ApiError && err.status > 0 && err.status < 500 && err.message) return `${base} ${err.message}`;
  return `${base} Verifique a conexão e tente novamente.`;
}

/** Minhas Presenças: números do topo e, por turma, a frequência e a situação de cada encontro. */
export function MinhasPresencas() {
  const consulta = useMinhasPresencas();
  const itens = consulta.data ? ordenarPresencas(consulta.data) : null;
  const status = consulta.isPending ? 'Carregando suas presenças…' : itens ? `${plural(itens.length, 'turma', 'turmas')}${consulta.isFetching ? ' · atualizando…' : ''}` : '';

  return (
    <>
      <CabecalhoPagina
        titulo="Minhas Presenças"
        subtitulo="Sua frequência em cada turma. Para avaliação e certificado é preciso ter ao menos 75% de presença."
        acoes={
          <BotaoAtualizar consulta={consulta} />
        }
      />
      <IndicadoresPresencas valores={itens ? indicadoresPresenca(itens) : null} />
      <section aria-labelledby="titulo-minhas-presencas" className="mt-6 space-y-4">
        <h2 id="titulo-minhas-presencas" className="text-lg font-bold">
          Turmas
        </h2>
        <p role="status" aria-live="polite" className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {status}
        </p>
        {consulta.isPending && (
          <div aria-hidden="true" className="space-y-4">
            {[0, 1, 2].map((n) => (
              <div key={n} className="h-56 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
            ))}
          </div>
        )}
        {consulta.isError && !itens && <ErroCarregamento mensagem={mensagemDeErro(consulta.error)} aoTentar={() => void consulta.refetch()} />}
        {itens && itens.length === 0 && (
          <Vazio
            mensagem="Nenhuma presença encontrada"
            sugestao={
              <>
                Você ainda não possui turmas com presença registrada.{' '}
                <Link to={EVENTOS} className={LINK_TEXTO}>
                  Ver eventos e se inscrever
                </Link>
              </>
            }
          />
        )}
        {itens && itens.length > 0 && (
          <ul className="space-y-4">
            {itens.map((i) => (
              <CartaoMinhaPresenca key={i.turma.id} item={i} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
