import { ChevronDown, MessageCircle } from 'lucide-react';
import { useId, useState } from 'react';
import type { Comentarios } from '#shared/contracts/avaliacoes-resultados.ts';
import { TEXTOS_LIVRES } from '#shared/rules/avaliacao.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { formatarNumero } from '#web/lib/formato.ts';

const POR_VEZ = 10;

function Grupo({ titulo, textos }: { titulo: string; textos: readonly string[] }) {
  const id = useId();
  const [visiveis, setVisiveis] = useState(POR_VEZ);
  const faltam = textos.length - visiveis;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h4 id={id} className="flex items-center gap-2 font-semibold text-slate-800 dark:text-slate-100">
        <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
        {titulo} <span className="font-normal text-slate-600 dark:text-slate-400">({formatarNumero(textos.length)})</span>
      </h4>
      {textos.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Nenhum comentário.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {textos.slice(0, visiveis).map((t, i) => (
            <li key={i} className="rounded-lg bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-line text-slate-800 dark:bg-slate-800 dark:text-slate-200">
              {t}
            </li>
          ))}
        </ul>
      )}
      {faltam > 0 && (
        <Botao variante="fantasma" className="mt-2" onClick={() => setVisiveis((v) => v + POR_VEZ)}>
          <ChevronDown aria-hidden="true" className="size-4" />
          Mostrar mais {formatarNumero(Math.min(faltam, POR_VEZ))} de {formatarNumero(faltam)}
        </Botao>
      )}
    </section>
  );
}

/** Os três textos livres, sem nome nem data, em ordem alfabética (como vêm do servidor). */
export function ComentariosAnonimos({ comentarios }: { comentarios: Comentarios }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div>
        <h3 id={id} className="text-lg font-semibold text-escola-800 dark:text-escola-100">
          Comentários
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">Anônimos e em ordem alfabética: não mostram quem escreveu nem quando.</p>
      </div>
      <div className="grid gap-3 lg:grid-cols-3">
        {TEXTOS_LIVRES.map((t) => (
          <Grupo key={t.chave} titulo={t.rotulo} textos={comentarios[t.chave]} />
        ))}
      </div>
    </section>
  );
}
