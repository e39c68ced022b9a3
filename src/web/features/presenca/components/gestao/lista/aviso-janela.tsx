import { Clock, Lock, ShieldAlert } from 'lucide-react';
import type { EncontroDaLista } from '../../../api/presencas-da-turma.ts';
import { diaEHora, motivoSomenteLeitura } from './formato-presenca.ts';

const CAIXA = 'flex items-start gap-2 rounded-lg border p-3 text-sm';

/**
 * A janela de marcação do encontro aberto (DESIGN §5): o instrutor marca de 30 min antes do início
 * até 48 h depois do fim; fora dela, só lê. A administração marca a qualquer momento, com motivo auditado.
 */
export function AvisoJanela({ encontro, administrador, agora }: { encontro: EncontroDaLista; administrador: boolean; agora: Date }) {
  const motivo = motivoSomenteLeitura(encontro, agora);
  if (!motivo) {
    return (
      <p className={`${CAIXA} border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200`}>
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>Marcação aberta até {diaEHora(encontro.fecha_em)} (48h após o término).</span>
      </p>
    );
  }
  if (administrador) {
    return (
      <p className={`${CAIXA} border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100`}>
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Fora da janela do instrutor ({motivo}). Como administração, você pode marcar: ao salvar, informe o motivo, que fica registrado na
          auditoria.
        </span>
      </p>
    );
  }
  return (
    <p className={`${CAIXA} border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100`}>
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong>Somente leitura.</strong> {motivo}.
      </span>
    </p>
  );
}
