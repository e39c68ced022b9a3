import { useState } from 'react';
import type { ChamadaDoAvaliador, TrabalhoParaLance } from '#shared/contracts/revisao.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Cartao, ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { useMinhasChamadasDeAvaliacao } from '../../api/listar-minhas-chamadas-de-avaliacao.ts';
import { useTrabalhosParaLance } from '../../api/listar-trabalhos-para-lance.ts';
import { useMarcarLance, type Lance } from '../../api/marcar-lance.ts';
import { formatarHorario } from './formato.ts';

const LANCES: readonly Lance[] = ['quero', 'posso', 'prefiro_nao'];
const ROTULO_LANCE: Record<Lance, string> = { quero: 'Quero', posso: 'Posso', prefiro_nao: 'Prefiro não' };
const ANUNCIO_LANCE: Record<Lance, string> = { quero: 'quero avaliar', posso: 'posso avaliar', prefiro_nao: 'prefiro não avaliar' };

/** O interesse nos trabalhos, por chamada, durante a janela de lances: cada clique grava na hora. */
export function Interesse() {
  const q = useMinhasChamadasDeAvaliacao();
  if (q.isPending) return <Esqueleto rotulo="Carregando chamadas…" />;
  if (q.isError) return <ErroCarregamento mensagem="Erro ao carregar as chamadas em revisão." aoTentar={() => void q.refetch()} />;
  if (q.data.length === 0)
    return <Vazio mensagem="Nenhuma chamada de trabalhos em revisão agora." sugestao="Quando uma chamada abrir a janela de lances, os trabalhos aparecem aqui para você marcar interesse." />;
  return (
    <div className="grid gap-6">
      {q.data.map((c) => (
        <InteresseNaChamada key={c.id} chamada={c} />
      ))}
    </div>
  );
}

function janela(c: ChamadaDoAvaliador): string {
  if (!c.lances_inicio || !c.lances_fim) return 'A administração ainda não definiu a janela de lances.';
  return `Janela de lances: de ${formatarHorario(c.lances_inicio)} a ${formatarHorario(c.lances_fim)}.`;
}

function InteresseNaChamada({ chamada }: { chamada: ChamadaDoAvaliador }) {
  return (
    <section aria-labelledby={`interesse-${chamada.id}`}>
      <h2 id={`interesse-${chamada.id}`} className="text-lg font-semibold">
        {chamada.titulo}
      </h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">{janela(chamada)}</p>
      {chamada.lances_abertos ? (
        <ListaDeTrabalhos chamadaId={chamada.id} />
      ) : (
        <Vazio mensagem="A janela de lances não está aberta." sugestao="Enquanto ela estiver aberta, você marca aqui os trabalhos que quer avaliar. Depois, a administração distribui os trabalhos." />
      )}
    </section>
  );
}

function ListaDeTrabalhos({ chamadaId }: { chamadaId: number }) {
  const q = useTrabalhosParaLance(chamadaId);
  const marcar = useMarcarLance(chamadaId);
  const [anuncio, setAnuncio] = useState('');
  const [erro, setErro] = useState<string | null>(null);

  function aoEscolher(t: TrabalhoParaLance, lance: Lance) {
    const novo = t.meu_lance === lance ? null : lance;
    setErro(null);
    setAnuncio('Salvando…');
    marcar.mutate(
      { submissaoId: t.id, lance: novo },
      {
        onSuccess: () => setAnuncio(novo ? `Interesse salvo: ${ANUNCIO_LANCE[novo]} "${t.titulo}".` : `Interesse apagado: "${t.titulo}".`),
        onError: (e) => {
          setAnuncio('');
          setErro(`Não foi possível salvar o interesse em "${t.titulo}": ${e.message}`);
        },
      },
    );
  }

  if (q.isPending) return <Esqueleto rotulo="Carregando trabalhos…" />;
  if (q.isError) return <ErroCarregamento mensagem="Erro ao carregar os trabalhos desta chamada." aoTentar={() => void q.refetch()} />;
  if (q.data.length === 0) return <Vazio mensagem="Nenhum trabalho para marcar interesse." sugestao="Os trabalhos enviados pelos autores aparecem aqui (os seus e os com conflito de interesse ficam de fora)." />;

  return (
    <>
      <p role="status" aria-live="polite" className="mb-2 min-h-5 text-sm text-emerald-800 dark:text-emerald-300">
        {anuncio}
      </p>
      <AlertaErro mensagem={erro} />
      <ul className="mt-2 grid gap-3">
        {q.data.map((t) => (
          <li key={t.id}>
            <Cartao>
              <h3 className="font-semibold break-words">{t.titulo}</h3>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {t.linha ? `${t.linha.codigo} · ${t.linha.nome}` : 'Sem linha temática'}
                {t.na_minha_linha && ' · na sua linha'}
                {t.atribuido_a_mim && ' · já atribuído a você'}
              </p>
              {t.objetivos && <p className="mt-2 line-clamp-3 text-sm">{t.objetivos}</p>}
              <div role="group" aria-label={`Interesse em "${t.titulo}"`} className="mt-3 grid grid-cols-3 gap-2 sm:flex">
                {LANCES.map((l) => {
                  const ativo = t.meu_lance === l;
                  return (
                    <button
                      key={l}
                      type="button"
                      aria-pressed={ativo}
                      disabled={marcar.isPending && marcar.variables.submissaoId === t.id}
                      onClick={() => aoEscolher(t, l)}
                      className={`min-h-11 rounded-lg border px-3 py-2 text-sm font-semibold disabled:opacity-60 ${
                        ativo
                          ? 'border-escola-700 bg-escola-700 text-white dark:border-escola-100 dark:bg-escola-100 dark:text-escola-900'
                          : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800'
                      }`}
                    >
                      {ROTULO_LANCE[l]}
                    </button>
                  );
                })}
              </div>
            </Cartao>
          </li>
        ))}
      </ul>
    </>
  );
}
