import { CircleCheck, Hourglass, Info } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { Turma } from '#shared/contracts/eventos.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { notificarInfo, notificarSucesso } from '#web/lib/toast.ts';
import { useInscrever } from '../../api/inscrever.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { DialogoCancelarInscricao } from './dialogo-cancelar-inscricao.tsx';
import { rotuloMinhaInscricao } from './formato-evento.ts';
import { Selo } from './selo.tsx';

/**
 * O que a pessoa pode fazer na turma: inscrever-se (ou entrar na lista de espera, sem vagas), ver por
 * que não pode (`impedimento`, texto do servidor), ou ver a inscrição e cancelá-la com confirmação.
 * Depois de inscrever ou cancelar, o foco vai para o novo controle (o botão usado some da tela).
 */
export function AcaoInscricao({ turma: t, descricaoTurma }: { turma: Turma; descricaoTurma: string }) {
  const inscrever = useInscrever();
  const [confirmando, setConfirmando] = useState(false);
  const idMotivo = useId();
  const regiao = useRef<HTMLDivElement>(null);
  const mi = t.minha_inscricao;

  // a turma já foi buscada de novo quando a mutação termina; o foco espera a tela nova ser pintada
  const focarAcao = () => setTimeout(() => (regiao.current?.querySelector<HTMLElement>('button:not([disabled])') ?? regiao.current)?.focus(), 0);

  function fazerInscricao() {
    inscrever.mutate(t.id, {
      onSuccess: (r) => {
        if (r.status === 'em_espera') notificarInfo(r.mensagem);
        else notificarSucesso(r.mensagem);
        focarAcao();
      },
      onError: focarAcao,
    });
  }

  return (
    <div ref={regiao} tabIndex={-1} className="space-y-2 focus:outline-none">
      {mi ? (
        <div className="flex flex-wrap items-center gap-3">
          <Selo tom={mi.status === 'confirmada' ? 'destaque' : 'aviso'} className="text-sm">
            {mi.status === 'confirmada' ? <CircleCheck aria-hidden="true" className="size-4" /> : <Hourglass aria-hidden="true" className="size-4" />}
            {rotuloMinhaInscricao(mi.status, mi.posicao_espera)}
          </Selo>
          {/* o servidor decide (`pode_cancelar`): da espera, sempre; inscrito, até a turma começar (DESIGN §5) */}
          {mi.pode_cancelar && (
            <Botao variante="secundario" onClick={() => setConfirmando(true)}>
              Cancelar inscrição
            </Botao>
          )}
        </div>
      ) : (
        <>
          <Botao onClick={fazerInscricao} disabled={Boolean(t.impedimento)} aria-describedby={t.impedimento ? idMotivo : undefined} carregando={inscrever.isPending} textoCarregando="Processando…">
            {t.vagas_restantes === 0 ? 'Entrar na lista de espera' : 'Inscrever-se'}
          </Botao>
          {t.impedimento && (
            <p id={idMotivo} className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-200">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-300" />
              {t.impedimento}
            </p>
          )}
          <AlertaErro mensagem={inscrever.error?.message} />
        </>
      )}
      {confirmando && mi && (
        <DialogoCancelarInscricao inscricaoId={mi.id} descricaoTurma={descricaoTurma} aoFechar={() => setConfirmando(false)} aoConcluir={focarAcao} />
      )}
    </div>
  );
}
