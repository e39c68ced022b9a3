import { Signature } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useMinhaAssinatura } from '#web/components/assinatura/api/obter-minha-assinatura.ts';
import { Botao } from '#web/components/ui/botao.tsx';

const importarModal = () => import('#web/components/assinatura/modal-assinatura.tsx');
/** O modal (canvas, conversão de imagem, zod do contrato) só desce quando alguém o abre. */
const ModalAssinatura = lazy(importarModal);

function Situacao() {
  const { data, isError, refetch } = useMinhaAssinatura();
  if (isError) {
    return (
      <p className="text-sm text-red-800 dark:text-red-300">
        Não foi possível carregar sua assinatura.{' '}
        <button type="button" className="min-h-11 font-semibold underline underline-offset-2" onClick={() => void refetch()}>
          Tentar novamente
        </button>
      </p>
    );
  }
  if (!data) return <p className="text-sm text-slate-600 dark:text-slate-400">Carregando sua assinatura…</p>;
  if (!data.tem_assinatura) return <p className="text-sm text-slate-700 dark:text-slate-300">Você ainda não tem assinatura salva.</p>;
  return (
    <div className="flex flex-wrap items-center gap-3">
      {data.imagem && <img src={data.imagem} alt="Sua assinatura salva" className="h-14 max-w-[14rem] rounded border border-slate-200 bg-white object-contain p-1 dark:border-slate-700" />}
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Assinatura salva{data.funcao ? ` — ${data.funcao}` : ''}.
      </p>
    </div>
  );
}

/**
 * Seção "Assinatura" do perfil: a situação (sem assinatura, ou a prévia) e o botão que abre o modal
 * "Minha assinatura". Para todos os perfis: os termos de reserva de sala também usam a assinatura.
 */
export function SecaoAssinatura() {
  const [aberto, setAberto] = useState(false);
  return (
    <section aria-labelledby="assinatura-titulo" className="mt-6 space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 sm:flex-1">
          <h2 id="assinatura-titulo" className="font-semibold text-escola-800 dark:text-escola-100">
            Assinatura
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Aparece nos certificados que você assina e nos termos de reserva de sala que aceitar.
          </p>
        </div>
        <Botao
          variante="secundario"
          className="self-start"
          aria-haspopup="dialog"
          onClick={() => setAberto(true)}
          onPointerEnter={() => void importarModal()}
          onFocus={() => void importarModal()}
        >
          <Signature aria-hidden="true" className="size-4" />
          Gerenciar assinatura
        </Botao>
      </div>
      <Situacao />
      {aberto && (
        <Suspense fallback={<p role="status" className="text-sm text-slate-600">Abrindo…</p>}>
          <ModalAssinatura aoFechar={() => setAberto(false)} />
        </Suspense>
      )}
    </section>
  );
}
