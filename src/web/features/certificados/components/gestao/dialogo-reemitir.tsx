import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { notificarSucesso } from '#web/lib/toast.ts';
import type { CertificadoDaGestao } from '../../api/buscar-certificados.ts';
import { useReemitirCertificado } from '../../api/reemitir-certificado.ts';

/** Confirmação da reemissão: o novo certificado (outro número e código) substitui o atual. O foco começa em "Voltar". */
export function DialogoReemitir({ certificado: c, aoFechar }: { certificado: CertificadoDaGestao; aoFechar: () => void }) {
  const reemitir = useReemitirCertificado();

  function confirmar() {
    reemitir.mutate(c.id, {
      onSuccess: (novo) => {
        notificarSucesso(`Certificado reemitido: ${novo.numero}.`);
        aoFechar();
      },
    });
  }

  return (
    <Dialogo titulo="Reemitir certificado?" descricao={`${c.nome} — ${c.numero}`} aoFechar={aoFechar}>
      <div className="space-y-2 text-sm text-slate-700 dark:text-slate-200">
        <p>
          Um certificado novo, com <strong>novo número e novo código de validação</strong>, substitui o atual. Ele sai com os dados de hoje (nome, turma e
          assinantes).
        </p>
        <p>O atual passa a constar como substituído na validação pública. A pessoa é avisada e recebe o novo por e-mail.</p>
      </div>
      <AlertaErro mensagem={reemitir.error?.message} />
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Botao variante="secundario" onClick={aoFechar} data-autofoco>
          Voltar
        </Botao>
        <Botao onClick={confirmar} carregando={reemitir.isPending} textoCarregando="Reemitindo…">
          Reemitir certificado
        </Botao>
      </div>
    </Dialogo>
  );
}
