import { CopyPlus, Trash2 } from 'lucide-react';
import { useState, type Ref } from 'react';
import type { TesteAdmin } from '#shared/contracts/testes.ts';
import { formatarData, formatarNumero } from '#web/lib/formato.ts';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useExcluirTeste } from '../../api/excluir-teste.ts';
import { useNovaVersao } from '../../api/nova-versao.ts';
import { CLASSE_BOTAO_LINHA, CLASSE_PERIGO } from '../classes.ts';
import { ChipSituacaoTeste } from './chip-situacao-teste.tsx';
import { DialogoConfirmar } from '../dialogo-confirmar.tsx';

interface Props {
  eventoId: number;
  teste: TesteAdmin | null;
  refTitulo: Ref<HTMLHeadingElement>;
  /** Depois de criar a nova versão ou excluir: o editor recomeça com o teste novo (ou sem teste). */
  aoMudar: () => void;
}

/** Situação do teste, o que já foi respondido, e as ações sobre o teste inteiro (nova versão e excluir, só sem tentativas). */
export function PainelSituacao({ eventoId, teste, refTitulo, aoMudar }: Props) {
  const [dialogo, setDialogo] = useState<'nova-versao' | 'excluir' | null>(null);
  const novaVersao = useNovaVersao(eventoId);
  const excluir = useExcluirTeste(eventoId);
  const respondido = (teste?.respostas.tentativas ?? 0) > 0;

  const fechar = () => {
    setDialogo(null);
    novaVersao.reset();
    excluir.reset();
  };
  const concluir = (mensagem: string) => {
    setDialogo(null);
    notificarSucesso(mensagem);
    aoMudar();
  };

  return (
    <section aria-labelledby="titulo-situacao" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="titulo-situacao" ref={refTitulo} tabIndex={-1} className="text-lg font-bold text-escola-800 focus:outline-none dark:text-escola-100">
          Situação
        </h2>
        <ChipSituacaoTeste teste={teste} />
      </div>
      {!teste && <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">Este evento ainda não tem teste. Preencha os ajustes, acrescente as questões e salve o rascunho.</p>}
      {teste?.publicado_em && teste.status === 'publicado' && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Publicado em {formatarData(teste.publicado_em)}.</p>}
      {teste && (
        <dl aria-label="Respostas" className="mt-3 grid grid-cols-3 gap-2 text-center">
          {(
            [
              ['Tentativas', teste.respostas.tentativas],
              ['Pessoas', teste.respostas.pessoas],
              ['Aprovadas', teste.respostas.aprovadas],
            ] as const
          ).map(([rotulo, valor]) => (
            <div key={rotulo} className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800">
              <dt className="text-xs font-semibold text-slate-600 dark:text-slate-300">{rotulo}</dt>
              <dd className="text-xl font-bold text-escola-800 dark:text-escola-100">{formatarNumero(valor)}</dd>
            </div>
          ))}
        </dl>
      )}
      {teste && (
        <>
          <div className="mt-3 flex flex-wrap gap-2">
            {teste.status === 'publicado' && (
              <button type="button" className={CLASSE_BOTAO_LINHA} disabled={respondido} aria-describedby={respondido ? 'teste-ja-respondido' : undefined} onClick={() => setDialogo('nova-versao')}>
                <CopyPlus aria-hidden="true" className="size-4" />
                Nova versão
              </button>
            )}
            <button type="button" className={`${CLASSE_BOTAO_LINHA} ${CLASSE_PERIGO}`} disabled={respondido} aria-describedby={respondido ? 'teste-ja-respondido' : undefined} onClick={() => setDialogo('excluir')}>
              <Trash2 aria-hidden="true" className="size-4" />
              Excluir teste
            </button>
          </div>
          {respondido && (
            <p id="teste-ja-respondido" className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              Já há tentativas neste teste: não é possível criar uma nova versão nem excluí-lo. Os ajustes continuam editáveis.
            </p>
          )}
        </>
      )}
      {dialogo === 'nova-versao' && teste && (
        <DialogoConfirmar
          titulo="Criar nova versão?"
          descricao={`O teste volta a ser rascunho como versão ${teste.versao + 1}, e você poderá alterar as questões. Até publicar de novo, ninguém consegue começar o teste. Só é possível porque ninguém começou o teste ainda.`}
          rotuloConfirmar="Criar nova versão"
          carregando={novaVersao.isPending}
          textoCarregando="Criando…"
          erro={novaVersao.error?.message}
          aoConfirmar={() => novaVersao.mutate(undefined, { onSuccess: (t) => concluir(`Versão ${t.versao} criada como rascunho.`) })}
          aoFechar={fechar}
        />
      )}
      {dialogo === 'excluir' && (
        <DialogoConfirmar
          titulo="Excluir o teste?"
          descricao="Os ajustes e todas as questões do teste serão apagados. Esta ação não pode ser desfeita."
          rotuloConfirmar="Excluir teste"
          perigo
          carregando={excluir.isPending}
          textoCarregando="Excluindo…"
          erro={excluir.error?.message}
          aoConfirmar={() => excluir.mutate(undefined, { onSuccess: () => concluir('Teste excluído.') })}
          aoFechar={fechar}
        />
      )}
    </section>
  );
}
