import { Ban, Download, Mail, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { notificarSucesso } from '#web/lib/toast.ts';
import type { CertificadoDaGestao } from '../../api/buscar-certificados.ts';
import { useReenviarCertificado } from '../../api/reenviar-certificado.ts';
import { CLASSE_BOTAO_LINHA, CLASSE_BOTAO_PERIGO } from '../comum/classes.ts';
import { useBaixarPdf } from '../comum/use-baixar-pdf.ts';
import { DialogoCancelar } from './dialogo-cancelar.tsx';
import { DialogoReemitir } from './dialogo-reemitir.tsx';

/**
 * Ações de um certificado na gestão: PDF (qualquer situação), reenviar e cancelar (só os válidos) e
 * reemitir (válidos e cancelados de turma; o substituído já tem um mais novo; os da chamada de trabalhos
 * saem do encerramento dela, não se reemitem aqui). O nome acessível começa pelo texto visível e diz de quem é.
 */
export function AcoesCertificado({ certificado: c }: { certificado: CertificadoDaGestao }) {
  const [dialogo, setDialogo] = useState<'cancelar' | 'reemitir' | null>(null);
  const { baixando, baixar } = useBaixarPdf();
  const reenviar = useReenviarCertificado();
  const de = `${c.nome} (${c.numero})`;
  const fechar = () => setDialogo(null);

  return (
    // duas colunas (no cartão do celular e na tabela larga, onde quatro botões numa linha espremeriam as outras colunas)
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap lg:grid lg:w-max lg:grid-cols-2">
      <button type="button" className={CLASSE_BOTAO_LINHA} aria-label={`Baixar PDF — ${de}`} disabled={baixando !== null} onClick={() => void baixar(c)}>
        <Download aria-hidden="true" className="size-4" />
        {baixando === c.id ? 'Gerando…' : 'Baixar PDF'}
      </button>
      {c.status === 'emitido' && (
        <button
          type="button"
          className={CLASSE_BOTAO_LINHA}
          aria-label={`Reenviar — ${de}`}
          disabled={reenviar.isPending}
          onClick={() => reenviar.mutate(c.id, { onSuccess: (r) => notificarSucesso(r.mensagem) })}
        >
          <Mail aria-hidden="true" className="size-4" />
          {reenviar.isPending ? 'Enviando…' : 'Reenviar'}
        </button>
      )}
      {c.status !== 'substituido' && c.origem === 'evento' && (
        <button type="button" className={CLASSE_BOTAO_LINHA} aria-label={`Reemitir — ${de}`} onClick={() => setDialogo('reemitir')}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Reemitir
        </button>
      )}
      {c.status === 'emitido' && (
        <button type="button" className={CLASSE_BOTAO_PERIGO} aria-label={`Cancelar — ${de}`} onClick={() => setDialogo('cancelar')}>
          <Ban aria-hidden="true" className="size-4" />
          Cancelar
        </button>
      )}
      {dialogo === 'cancelar' && <DialogoCancelar certificado={c} aoFechar={fechar} />}
      {dialogo === 'reemitir' && <DialogoReemitir certificado={c} aoFechar={fechar} />}
    </div>
  );
}
