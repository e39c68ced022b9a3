import { ArrowLeft } from 'lucide-react';
import { Vazio } from '#web/components/ui/estados.tsx';
import { PainelQrAoVivo } from '#web/features/presenca/components/qr/ao-vivo/painel-qr-ao-vivo.tsx';
import { Link, useParams } from '#web/lib/roteador.tsx';
import { PRESENCA_INSTRUTOR } from '#web/lib/caminhos.ts';

/** QR ao vivo da turma (/turmas/presencas/:turmaId/ao-vivo; instrutores e administração): para projetar na sala. */
export default function PaginaQrAoVivo() {
  const { turmaId = '' } = useParams();
  const numero = /^\d{1,9}$/.test(turmaId) ? Number(turmaId) : 0;
  if (numero > 0) return <PainelQrAoVivo key={numero} turmaId={numero} />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold text-escola-800 dark:text-escola-100">QR ao vivo</h1>
      <Vazio
        mensagem="ID da turma inválido."
        sugestao={
          <Link to={PRESENCA_INSTRUTOR} className="inline-flex min-h-11 items-center gap-2 font-semibold text-escola-700 underline underline-offset-4 dark:text-escola-100">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Escolher uma turma em Presença
          </Link>
        }
      />
    </div>
  );
}
