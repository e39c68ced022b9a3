import { Download, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import type { ParecerDoAvaliador } from '#shared/contracts/revisao.ts';
import { ROTULO_TIPO_AVALIACAO } from '#shared/rules/chamadas.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { baixarPoster } from '../../api/baixar-poster.ts';
import { formatarHorario } from './formato.ts';

const SECOES = [
  ['introducao', 'Introdução'],
  ['objetivos', 'Objetivos'],
  ['metodo', 'Método'],
  ['resultados', 'Resultados'],
  ['consideracoes', 'Considerações finais'],
  ['bibliografia', 'Referências'],
] as const;

/** O trabalho como quem avalia o lê: título, linha, seções, referências e o pôster; nenhuma autoria. */
export function TextoDoTrabalho({ dados }: { dados: ParecerDoAvaliador }) {
  const s = dados.submissao;
  const [erroPoster, setErroPoster] = useState<string | null>(null);
  const [baixando, setBaixando] = useState(false);
  return (
    <article aria-labelledby="titulo-trabalho" className="mb-6">
      <header className="mb-4 border-b border-slate-200 pb-4 dark:border-slate-800">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {dados.chamada.titulo} · {ROTULO_TIPO_AVALIACAO[dados.tipo]}
        </p>
        <h1 id="titulo-trabalho" className="text-2xl font-bold break-words text-escola-800 dark:text-escola-100">
          {s.titulo}
        </h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {s.linha ? `Linha temática: ${s.linha.codigo} · ${s.linha.nome}` : 'Sem linha temática'}
          {s.inicio_experiencia && ` · Início da experiência: ${formatarHorario(s.inicio_experiencia)}`}
        </p>
        {dados.chamada.prazo_avaliacao && (
          <p className={`mt-1 flex items-center gap-1 text-sm ${dados.atrasado ? 'font-semibold text-red-800 dark:text-red-300' : ''}`}>
            {dados.atrasado && <TriangleAlert aria-hidden="true" className="size-4" />}
            {dados.atrasado ? 'Atrasado: o prazo da avaliação era ' : 'Prazo da avaliação: '}
            {formatarHorario(dados.chamada.prazo_avaliacao)}
          </p>
        )}
        {s.tem_poster && (
          <div className="mt-3">
            <Botao
              variante="secundario"
              carregando={baixando}
              textoCarregando="Baixando…"
              onClick={() => {
                setErroPoster(null);
                setBaixando(true);
                baixarPoster(s.id)
                  .catch((e: Error) => setErroPoster(`Não foi possível baixar o pôster: ${e.message}`))
                  .finally(() => setBaixando(false));
              }}
            >
              <Download aria-hidden="true" className="size-4" />
              Baixar pôster
            </Botao>
            <AlertaErro mensagem={erroPoster} />
          </div>
        )}
      </header>
      <div className="grid gap-4">
        {SECOES.map(([campo, titulo]) =>
          s[campo] ? (
            <section key={campo}>
              <h2 className="text-lg font-semibold">{titulo}</h2>
              <p className="mt-1 break-words whitespace-pre-line">{s[campo]}</p>
            </section>
          ) : null,
        )}
        {dados.chamada.outros_criterios && (
          <section>
            <h2 className="text-lg font-semibold">Orientações da chamada para a avaliação</h2>
            <p className="mt-1 whitespace-pre-line">{dados.chamada.outros_criterios}</p>
          </section>
        )}
      </div>
    </article>
  );
}
