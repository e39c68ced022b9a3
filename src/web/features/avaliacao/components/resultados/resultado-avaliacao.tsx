import { EyeOff } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { AgregadoComComentarios } from '#shared/contracts/avaliacoes-resultados.ts';
import { MINIMO_DE_RESPOSTAS_PARA_DETALHES } from '#shared/rules/avaliacao.ts';
import { Vazio } from '#web/components/ui/estados.tsx';
import { CartoesResumo } from './cartoes-resumo.tsx';
import { ComentariosAnonimos } from './comentarios-anonimos.tsx';
import { DistribuicaoCriterios } from './distribuicao-criterios.tsx';

interface Props {
  titulo: string;
  resultado: AgregadoComComentarios;
  /** Próximo passo quando a seleção ainda não recebeu avaliação alguma. */
  semRespostas: ReactNode;
  /** Id do título (recebe o foco quando a turma é escolhida na tabela, mais abaixo). */
  idTitulo?: string;
}

/** No lugar das notas e dos comentários quando o servidor os reteve (instrutor, turma com 1 ou 2 respostas). */
function DetalhesOcultos() {
  return (
    <div role="note" className="flex items-start gap-3 rounded-xl border border-slate-300 bg-slate-50 p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900">
      <EyeOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-escola-700 dark:text-escola-100" />
      <div>
        <p className="font-medium text-slate-800 dark:text-slate-100">
          Os detalhes aparecem a partir de {MINIMO_DE_RESPOSTAS_PARA_DETALHES} respostas, para preservar o anonimato de quem respondeu.
        </p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Até lá, médias, notas por critério e comentários ficam ocultos.</p>
      </div>
    </div>
  );
}

/**
 * Resultado de uma turma (ou da soma das filtradas): números, notas por critério e comentários anônimos
 * (ou, com os detalhes ocultos, o aviso do anonimato no lugar deles).
 */
export function ResultadoAvaliacao({ titulo, resultado, semRespostas, idTitulo }: Props) {
  const gerado = useId();
  const id = idTitulo ?? gerado;
  return (
    <section aria-labelledby={id} className="space-y-5">
      <h2 id={id} tabIndex={-1} className="scroll-mt-4 text-xl font-bold break-words text-escola-800 outline-none dark:text-escola-100">
        {titulo}
      </h2>
      <CartoesResumo agregado={resultado} rotulo={`Números — ${titulo}`} comTurmas={resultado.turmas > 1} />
      {resultado.respostas === 0 ? (
        <Vazio mensagem="Nenhuma avaliação recebida ainda." sugestao={semRespostas} />
      ) : resultado.detalhes_ocultos ? (
        <DetalhesOcultos />
      ) : (
        <>
          <DistribuicaoCriterios criterios={resultado.criterios} />
          <ComentariosAnonimos comentarios={resultado.comentarios} />
        </>
      )}
    </section>
  );
}
