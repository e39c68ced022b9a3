import { Award, CalendarRange, CircleCheck, Hourglass } from 'lucide-react';
import { BotaoAtualizar } from '#web/components/ui/botao-atualizar.tsx';
import { CabecalhoPagina, ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { Indicadores } from '#web/components/ui/indicadores.tsx';
import { Link } from '#web/lib/roteador.tsx';
import { useCertificadosDoInstrutor, type CertificadosDoInstrutor } from '../../api/certificados-do-instrutor.ts';
import { CartaoCertificado } from '../comum/cartao-certificado.tsx';
import { CLASSE_H2, CLASSE_LINK_TEXTO } from '../comum/classes.ts';
import { TabelaEmissao } from '../comum/tabela-emissao.tsx';
import { AGENDA_INSTRUTOR } from '#web/lib/caminhos.ts';

function numeros(d: CertificadosDoInstrutor | undefined) {
  return [
    { rotulo: 'Meus certificados', Icone: Award, valor: d ? d.certificados.length : null },
    { rotulo: 'Turmas', Icone: CalendarRange, valor: d ? d.turmas.length : null },
    { rotulo: 'Emitidos nas turmas', Icone: CircleCheck, valor: d ? d.turmas.reduce((s, t) => s + t.emitidos, 0) : null },
    { rotulo: 'Pessoas sem certificado', Icone: Hourglass, valor: d ? d.turmas.reduce((s, t) => s + t.faltam.reduce((x, f) => x + f.pessoas, 0), 0) : null },
  ];
}

/**
 * /instrutor/certificados: os certificados de instrutor(a) e palestrante da pessoa (os mesmos cartões de
 * Meus certificados) e a emissão nas turmas em que ela atua, com o que falta por etapa.
 */
export function CertificadosDoInstrutor() {
  const consulta = useCertificadosDoInstrutor();
  const dados = consulta.data;

  return (
    <>
      <CabecalhoPagina
        titulo="Certificados"
        subtitulo="Seus certificados como instrutor(a) ou palestrante e a emissão dos certificados nas suas turmas."
        acoes={<BotaoAtualizar consulta={consulta} />}
      />
      <Indicadores rotulo="Resumo" colunas="grid-cols-2 lg:grid-cols-4" itens={numeros(dados)} />
      {consulta.isPending && (
        <div className="mt-6">
          <Esqueleto linhas={4} rotulo="Carregando certificados…" />
        </div>
      )}
      {consulta.isError && !dados && (
        <div className="mt-6">
          <ErroCarregamento mensagem="Erro ao carregar certificados. Confira a conexão e tente novamente." aoTentar={() => void consulta.refetch()} />
        </div>
      )}
      {dados && (
        <div className="mt-6 space-y-8">
          <section aria-labelledby="titulo-meus-instrutor" className="space-y-4">
            <h2 id="titulo-meus-instrutor" className={CLASSE_H2}>
              Meus certificados de instrutor e palestrante
            </h2>
            {dados.certificados.length === 0 ? (
              <Vazio mensagem="Você ainda não tem certificados de instrutor ou palestrante." sugestao="Eles são emitidos sozinhos quando termina uma turma em que você atua e chegam também por e-mail." />
            ) : (
              <ul className="grid gap-4 md:grid-cols-2">
                {dados.certificados.map((c) => (
                  <CartaoCertificado key={c.id} certificado={c} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="titulo-emissao-turmas" className="space-y-4">
            <h2 id="titulo-emissao-turmas" className={CLASSE_H2}>
              Emissão nas minhas turmas
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Cada participante recebe o certificado quando a turma termina e ele completa as etapas: presença de pelo menos 75 %, o teste (quando há) e a avaliação.
            </p>
            {dados.turmas.length === 0 ? (
              <Vazio
                mensagem="Nenhuma turma sua com inscritos ainda."
                sugestao={
                  <Link to={AGENDA_INSTRUTOR} className={CLASSE_LINK_TEXTO}>
                    Ver minha agenda
                  </Link>
                }
              />
            ) : (
              <TabelaEmissao legenda="Emissão de certificados por turma" turmas={dados.turmas} />
            )}
          </section>
        </div>
      )}
    </>
  );
}
