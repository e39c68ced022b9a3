import { CabecalhoPagina } from '#web/components/ui/estados.tsx';
import { CaixaSaida } from '#web/features/sistema/components/emails/caixa-saida.tsx';
import { TarefasComFalha } from '#web/features/sistema/components/tarefas/tarefas-com-falha.tsx';

/** Caixa de saída de e-mails (administradores). */
export default function PaginaEmails() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <CabecalhoPagina titulo="Caixa de saída de e-mails" subtitulo="Mensagens que a plataforma gerou para as pessoas, das mais novas para as mais antigas." />
      <aside className="mb-5 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-100">
        <p>
          <strong>Para que serve:</strong> quando a instalação não tem um servidor SMTP configurado, nenhum e-mail sai de verdade. Confirmações, links de
          redefinição de senha e avisos de certificado ficam guardados aqui, e a equipe pode consultá-los e repassar o conteúdo a quem precisar.
        </p>
      </aside>
      <TarefasComFalha />
      <CaixaSaida />
    </div>
  );
}
