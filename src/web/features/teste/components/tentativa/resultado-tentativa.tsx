import { CircleCheck, CircleX, RotateCcw, Star, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ResultadoTentativa as Resultado } from '#shared/contracts/testes.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { destinoSeguro } from '#web/lib/destino-seguro.ts';
import { formatarNumero } from '#web/lib/formato.ts';
import { Link } from '#web/lib/roteador.tsx';
import { CLASSE_LINK_PRIMARIO, CLASSE_LINK_TEXTO } from '../classes.ts';
import { formatarNota, textoTentativas } from '../formato.ts';
import { AVALIAR, TESTE, caminho } from '#web/lib/caminhos.ts';

interface Props {
  resultado: Resultado;
  aoTentarDeNovo: () => void;
  iniciando: boolean;
  /** Falha ao começar a nova tentativa (rede, servidor). */
  erro?: string | null;
}

/** O resultado do envio: nota, aprovação, acertos, tentativas restantes e o próximo passo. O título recebe o foco. */
export function ResultadoTentativa({ resultado: r, aoTentarDeNovo, iniciando, erro }: Props) {
  const titulo = useRef<HTMLHeadingElement>(null);
  useEffect(() => titulo.current?.focus(), []);
  const Icone = r.aprovado ? CircleCheck : CircleX;
  const proximo = r.proximo_passo ? { rotulo: r.proximo_passo.rotulo, para: destinoSeguro(r.proximo_passo.link) ?? caminho(AVALIAR, { turmaId: r.turma_id }) } : null;

  return (
    <section aria-labelledby="titulo-resultado" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="titulo-resultado" ref={titulo} tabIndex={-1} className="text-xl font-bold text-escola-800 focus:outline-none dark:text-escola-100">
        Resultado da tentativa {formatarNumero(r.numero)}
      </h2>
      <p className="mt-3 text-3xl font-bold tabular-nums">Nota: {formatarNota(r.nota)}</p>
      <p
        className={`mt-2 inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ${r.aprovado ? 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100' : 'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100'}`}
      >
        <Icone aria-hidden="true" className="size-4 shrink-0" />
        {r.aprovado ? 'Aprovado' : 'Reprovado'} · nota mínima {formatarNota(r.nota_minima)}
      </p>
      {r.mensagem && <p className="mt-3 text-slate-800 dark:text-slate-200">{r.mensagem}</p>}
      {r.fora_do_prazo && (
        <p className="mt-3 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          As respostas chegaram depois do prazo e não contaram.
        </p>
      )}
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        {(
          [
            ['Acertos', r.acertos],
            ['Erradas', r.erradas],
            ['Em branco', r.em_branco],
          ] as const
        ).map(([rotulo, valor]) => (
          <div key={rotulo} className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800">
            <dt className="text-xs font-semibold text-slate-600 dark:text-slate-300">{rotulo}</dt>
            <dd className="text-xl font-bold">{formatarNumero(valor)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">Contam só as questões de múltipla escolha; as respostas escritas ficam guardadas para leitura.</p>
      <p className="mt-3 text-sm">
        <span className="font-semibold">Tentativas restantes:</span> {formatarNumero(r.tentativas_restantes)}
      </p>

      <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        {r.aprovado && proximo && (
          <Link to={proximo.para} className={CLASSE_LINK_PRIMARIO}>
            <Star aria-hidden="true" className="size-4" />
            {proximo.rotulo}
          </Link>
        )}
        {!r.aprovado && r.tentativas_restantes > 0 && (
          <Botao onClick={aoTentarDeNovo} carregando={iniciando} textoCarregando="Começando…">
            <RotateCcw aria-hidden="true" className="size-4" />
            Tentar de novo
          </Botao>
        )}
        <Link to={TESTE} className={`${CLASSE_LINK_TEXTO} px-2`}>
          Voltar aos testes
        </Link>
      </div>
      {!r.aprovado && r.tentativas_restantes > 0 && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          Você ainda tem {textoTentativas(r.tentativas_restantes)}. Revise o conteúdo do curso antes de tentar de novo.
        </p>
      )}
      {!r.aprovado && r.tentativas_restantes === 0 && (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          Você usou todas as tentativas deste teste. Em caso de dúvida sobre o certificado, procure a coordenação do curso.
        </p>
      )}
      <AlertaErro mensagem={erro} />
    </section>
  );
}
