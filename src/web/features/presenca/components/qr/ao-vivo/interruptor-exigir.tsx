import { useId } from 'react';
import { notificarSucesso } from '#web/lib/toast.ts';
import { useConfigurarPresenca } from '../../../api/configurar-presenca.ts';

export const TEXTOS_EXIGIR = {
  rotulo: 'Exigir QR ao vivo nesta turma',
  explicacao:
    'Ligado, a presença só é confirmada com o QR desta tela (ou o código digitado): o QR impresso deixa de valer, e uma foto ou print do QR ao vivo encaminhado por mensagem para de funcionar depois de um minuto.',
  ligado: 'Pronto: esta turma agora exige o QR ao vivo.',
  desligado: 'Pronto: esta turma volta a aceitar também o QR impresso.',
} as const;

/** Interruptor "Exigir QR ao vivo" (PUT …/presenca/configuracao); a falha vira toast com o texto do servidor. */
export function InterruptorExigir({ turmaId, exige }: { turmaId: number; exige: boolean }) {
  const id = useId();
  const configurar = useConfigurarPresenca(turmaId);
  const alternar = () => configurar.mutate(!exige, { onSuccess: (dados) => notificarSucesso(dados.exige_qr_ao_vivo ? TEXTOS_EXIGIR.ligado : TEXTOS_EXIGIR.desligado) });
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <div>
        <p id={`${id}-rotulo`} className="font-semibold text-slate-900 dark:text-slate-100">
          {TEXTOS_EXIGIR.rotulo}
        </p>
        <p id={`${id}-explicacao`} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {TEXTOS_EXIGIR.explicacao}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={exige}
        aria-labelledby={`${id}-rotulo`}
        aria-describedby={`${id}-explicacao`}
        aria-busy={configurar.isPending || undefined}
        disabled={configurar.isPending}
        onClick={alternar}
        className={`relative mt-1 inline-flex h-8 w-14 shrink-0 items-center rounded-full border-2 transition-colors disabled:cursor-wait disabled:opacity-70 ${
          exige ? 'border-escola-700 bg-escola-700 dark:border-escola-100 dark:bg-escola-600' : 'border-slate-500 bg-slate-200 dark:border-slate-400 dark:bg-slate-700'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-6 rounded-full bg-white shadow transition-transform ${exige ? 'translate-x-6' : 'translate-x-0.5'}`}
        />
      </button>
    </div>
  );
}
