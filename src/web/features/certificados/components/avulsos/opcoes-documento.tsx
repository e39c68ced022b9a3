import type { Ref } from 'react';
import type { AssinanteDisponivel } from '#shared/contracts/assinaturas.ts';
import { CampoSelecao } from '#web/components/ui/campo.tsx';

export const SEM_ASSINATURAS = 'Nenhuma assinatura cadastrada encontrada.';

export interface EstadoOpcoes {
  palestrante: boolean;
  segunda: boolean;
  /** A pessoa escolhida para a 2ª assinatura (texto do `<select>`; vazio = nenhuma). */
  assinatura2: string;
}

export const opcoesIniciais = (): EstadoOpcoes => ({ palestrante: false, segunda: false, assinatura2: '' });

interface Props {
  valor: EstadoOpcoes;
  aoMudar: (novo: EstadoOpcoes) => void;
  assinantes: readonly AssinanteDisponivel[];
  carregandoAssinantes: boolean;
  /** Ação bloqueada por falta da 2ª assinatura: a mensagem fica junto do campo. */
  erroSegunda: string | null;
  refSelecao: Ref<HTMLSelectElement>;
}

const CLASSE_CAIXA = 'flex min-h-11 items-center gap-3 rounded-lg px-1 text-sm font-medium text-slate-800 dark:text-slate-200';

/**
 * "Palestrante" e "Adicionar 2ª assinatura" (SPEC §2.8): valem para os botões PDF e Enviar da lista, por
 * isso continuam marcados depois de um cadastro. Desmarcar a 2ª assinatura limpa a pessoa escolhida (SPEC §4).
 */
export function OpcoesDocumento({ valor, aoMudar, assinantes, carregandoAssinantes, erroSegunda, refSelecao }: Props) {
  const semOpcoes = !carregandoAssinantes && assinantes.length === 0;
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold text-escola-800 dark:text-escola-100">Opções do PDF e do e-mail</legend>
      <p className="text-xs text-slate-600 dark:text-slate-400">Valem para os botões PDF e Enviar da lista de certificados.</p>
      <div className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-[auto_auto_minmax(0,1fr)] lg:items-start">
        <label className={CLASSE_CAIXA}>
          <input type="checkbox" className="size-5 shrink-0 accent-escola-700" checked={valor.palestrante} onChange={(e) => aoMudar({ ...valor, palestrante: e.target.checked })} />
          Palestrante
        </label>
        <label className={CLASSE_CAIXA}>
          <input
            type="checkbox"
            className="size-5 shrink-0 accent-escola-700"
            checked={valor.segunda}
            onChange={(e) => aoMudar({ ...valor, segunda: e.target.checked, assinatura2: e.target.checked ? valor.assinatura2 : '' })}
          />
          Adicionar 2ª assinatura
        </label>
        {valor.segunda && (
          <div className="sm:col-span-2 lg:col-span-1 lg:-mt-1">
            <CampoSelecao
              ref={refSelecao}
              rotulo="2ª assinatura"
              obrigatorio
              vazio={carregandoAssinantes ? 'Carregando…' : 'Selecione quem assina'}
              opcoes={assinantes.map((a) => ({ valor: a.id, rotulo: a.funcao ? `${a.nome} — ${a.funcao}` : a.nome }))}
              value={valor.assinatura2}
              onChange={(e) => aoMudar({ ...valor, assinatura2: e.target.value })}
              dica={semOpcoes ? SEM_ASSINATURAS : undefined}
              erro={erroSegunda ?? undefined}
            />
          </div>
        )}
      </div>
    </fieldset>
  );
}
