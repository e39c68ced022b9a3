import { useId, useState } from 'react';
import { CampoDeBusca } from '#web/components/ui/campo-de-busca.tsx';
import { CampoSelecao } from '#web/components/ui/campo.tsx';
import { CLASSE_ROTULO } from '#web/components/ui/classes.ts';
import { useValorAtrasado } from '#web/lib/use-valor-atrasado.ts';
import { useOpcoesDeReferencia } from '../api/opcoes-de-referencia.ts';

interface Props {
  referencia: 'evento' | 'turma';
  /** `igual`: um só (lista de escolha); `em`: vários (caixas de marcar). */
  varios: boolean;
  /** Os códigos escolhidos. */
  valores: readonly number[];
  aoMudar: (valores: number[]) => void;
}

const NOME = { evento: 'evento', turma: 'turma' } as const;

/**
 * Escolha de eventos ou turmas pelo nome (não pelo código): a busca traz os mais recentes que casam; os já
 * escolhidos continuam à vista com o nome, mesmo fora da busca (um relatório salvo reaberto).
 */
export function EscolhaDeReferencia({ referencia, varios, valores, aoMudar }: Props) {
  const [texto, setTexto] = useState('');
  const busca = useValorAtrasado(texto.trim(), 300);
  const achados = useOpcoesDeReferencia({ referencia, busca });
  const faltam = valores.filter((v) => !achados.data?.some((o) => o.valor === v));
  const escolhidos = useOpcoesDeReferencia({ referencia, ids: [...valores].sort((a, b) => a - b) }, faltam.length > 0);
  const nomeDe = new Map([...(escolhidos.data ?? []), ...(achados.data ?? [])].map((o) => [o.valor, o.rotulo]));
  const lista = [...valores.filter((v) => !achados.data?.some((o) => o.valor === v)).map((v) => ({ valor: v, rotulo: nomeDe.get(v) ?? `Código ${v}` })), ...(achados.data ?? [])];
  const idBusca = useId();
  const estado = achados.isError ? 'Não foi possível buscar. Tente de novo.' : achados.isPending ? 'Buscando…' : lista.length === 0 ? `Nenhum ${NOME[referencia]} encontrado.` : null;

  return (
    <div className="space-y-2">
      <div>
        <label htmlFor={idBusca} className={CLASSE_ROTULO}>
          Buscar {NOME[referencia]}
        </label>
        <CampoDeBusca id={idBusca} valor={texto} aoMudar={setTexto} placeholder={referencia === 'evento' ? 'Título do evento' : 'Evento ou turma'} />
      </div>
      {varios ? (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{referencia === 'evento' ? 'Eventos' : 'Turmas'}</legend>
          <div className="mt-1 max-h-48 overflow-y-auto rounded-lg border border-slate-200 px-2 dark:border-slate-700">
            {lista.map((o) => (
              <label key={o.valor} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 shrink-0"
                  checked={valores.includes(o.valor)}
                  onChange={(e) => aoMudar(e.target.checked ? [...valores, o.valor] : valores.filter((v) => v !== o.valor))}
                />
                <span className="break-words">{o.rotulo}</span>
              </label>
            ))}
            {estado && <p className="py-2 text-sm text-slate-600 dark:text-slate-300">{estado}</p>}
          </div>
        </fieldset>
      ) : (
        <CampoSelecao
          rotulo={referencia === 'evento' ? 'Evento' : 'Turma'}
          vazio={estado ?? `Escolha ${referencia === 'evento' ? 'o evento' : 'a turma'}…`}
          opcoes={lista}
          value={valores[0] ?? ''}
          onChange={(e) => aoMudar(e.target.value ? [Number(e.target.value)] : [])}
        />
      )}
    </div>
  );
}
