import { Award, Hourglass } from 'lucide-react';
import { BotaoAtualizar } from '#web/components/ui/botao-atualizar.tsx';
import { CabecalhoPagina, ErroCarregamento, Vazio } from '#web/components/ui/estados.tsx';
import { Indicadores } from '#web/components/ui/indicadores.tsx';
import { Link } from '#web/lib/roteador.tsx';
import { useMeusCertificados } from '../../api/meus-certificados.ts';
import { CartaoCertificado } from '../comum/cartao-certificado.tsx';
import { CLASSE_H2, CLASSE_LINK_TEXTO } from '../comum/classes.ts';
import { plural } from '../comum/formato.ts';
import { BotaoBaixarHistorico } from '../historico/botao-baixar-historico.tsx';
import { ListaACaminho, quantosACaminho } from './lista-a-caminho.tsx';
import { MINHAS_INSCRICOES } from '#web/lib/caminhos.ts';

/** Como o certificado chega, numa frase (estado vazio). */
export const CADEIA_DO_CERTIFICADO =
  'O certificado chega sozinho depois que a turma termina: com presença de pelo menos 75 %, aprovação no teste (quando o curso tem um) e a avaliação do curso enviada. Ele aparece aqui e vai também por e-mail.';

function Carregando() {
  return (
    <div aria-hidden="true" className="grid gap-4 md:grid-cols-2">
      {[0, 1].map((n) => (
        <div key={n} className="h-56 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
      ))}
    </div>
  );
}

/** /certificados: números do topo, os certificados em cartões (PDF, compartilhar, conferir) e o que está a caminho. */
export function MeusCertificados() {
  const consulta = useMeusCertificados();
  const dados = consulta.data;
  const status = consulta.isPending
    ? 'Carregando seus certificados…'
    : dados
      ? `${plural(dados.certificados.length, 'certificado', 'certificados')}${consulta.isFetching ? ' · atualizando…' : ''}`
      : '';

  return (
    <>
      <CabecalhoPagina titulo="Meus Certificados" subtitulo="Baixe o PDF e compartilhe o link de validação dos seus certificados." acoes={
          <>
            <BotaoBaixarHistorico />
            <BotaoAtualizar consulta={consulta} />
          </>
        }
      />
      <Indicadores
        rotulo="Resumo dos certificados"
        colunas="grid-cols-2 sm:max-w-md"
        itens={[
          { rotulo: 'Certificados', Icone: Award, valor: dados ? dados.certificados.length : null },
          { rotulo: 'A caminho', Icone: Hourglass, valor: dados ? quantosACaminho(dados.a_caminho) : null },
        ]}
      />
      <div className="mt-6 space-y-8">
        <section aria-labelledby="titulo-certificados" className="space-y-4">
          <h2 id="titulo-certificados" className={CLASSE_H2}>
            Certificados
          </h2>
          <p role="status" aria-live="polite" className="text-sm font-medium text-slate-700 dark:text-slate-200">
            {status}
          </p>
          {consulta.isPending && <Carregando />}
          {consulta.isError && !dados && <ErroCarregamento mensagem="Erro ao carregar certificados. Confira a conexão e tente novamente." aoTentar={() => void consulta.refetch()} />}
          {dados && dados.certificados.length === 0 && (
            <Vazio
              mensagem="Você ainda não tem certificados."
              sugestao={
                <>
                  <span className="mx-auto block max-w-2xl">{CADEIA_DO_CERTIFICADO}</span>
                  <Link to={MINHAS_INSCRICOES} className={`mt-1 ${CLASSE_LINK_TEXTO}`}>
                    Ir para Meus Cursos
                  </Link>
                </>
              }
            />
          )}
          {dados && dados.certificados.length > 0 && (
            <ul className="grid gap-4 md:grid-cols-2">
              {dados.certificados.map((c) => (
                <CartaoCertificado key={c.id} certificado={c} />
              ))}
            </ul>
          )}
        </section>
        {dados && dados.a_caminho.length > 0 && <ListaACaminho itens={dados.a_caminho} />}
      </div>
    </>
  );
}
