import { useState } from 'react';
import type { ChamadaDoAvaliador } from '#shared/contracts/revisao.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { Cartao, ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { useDeclararLinhas } from '../../api/declarar-linhas.ts';
import { useMinhasChamadasDeAvaliacao } from '../../api/listar-minhas-chamadas-de-avaliacao.ts';

/** Por chamada aberta, as linhas temáticas que a pessoa avalia (caixas de marcar; "Salvar linhas"). */
export function MinhasLinhas() {
  const q = useMinhasChamadasDeAvaliacao();
  if (q.isPending) return <Esqueleto rotulo="Carregando chamadas…" />;
  if (q.isError) return <ErroCarregamento mensagem="Erro ao carregar as chamadas em revisão." aoTentar={() => void q.refetch()} />;
  if (q.data.length === 0)
    return <Vazio mensagem="Nenhuma chamada de trabalhos em revisão agora." sugestao="Quando uma chamada for publicada, você poderá declarar aqui as linhas temáticas que avalia." />;
  return (
    <div className="grid gap-4">
      {q.data.map((c) => (
        <LinhasDaChamada key={c.id} chamada={c} />
      ))}
    </div>
  );
}

function LinhasDaChamada({ chamada }: { chamada: ChamadaDoAvaliador }) {
  const [marcadas, setMarcadas] = useState<number[]>(chamada.minhas_linhas);
  const [aviso, setAviso] = useState('');
  const salvar = useDeclararLinhas(chamada.id);
  const mudou = marcadas.length !== chamada.minhas_linhas.length || marcadas.some((id) => !chamada.minhas_linhas.includes(id));

  function alternar(id: number) {
    setAviso('');
    setMarcadas((atual) => (atual.includes(id) ? atual.filter((x) => x !== id) : [...atual, id]));
  }

  return (
    <Cartao>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          salvar.mutate(marcadas, { onSuccess: (c) => setAviso(c.minhas_linhas.length === 0 ? 'Linhas salvas: nenhuma linha marcada.' : 'Linhas salvas.') });
        }}
      >
        <fieldset>
          <legend className="font-semibold">{chamada.titulo}</legend>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Marque as linhas temáticas em que você pode avaliar trabalhos.</p>
          {chamada.linhas.length === 0 ? (
            <p className="mt-3 text-sm">Esta chamada não tem linhas temáticas.</p>
          ) : (
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {chamada.linhas.map((l) => (
                <li key={l.id}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-700">
                    <input type="checkbox" className="size-5" checked={marcadas.includes(l.id)} onChange={() => alternar(l.id)} />
                    <span>
                      <span className="font-medium">{l.codigo}</span> · {l.nome}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <AlertaErro mensagem={salvar.error?.message} />
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Botao type="submit" carregando={salvar.isPending} textoCarregando="Salvando…" disabled={!mudou || chamada.linhas.length === 0}>
            Salvar linhas
          </Botao>
          <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
            {aviso}
          </p>
        </div>
      </form>
    </Cartao>
  );
}
