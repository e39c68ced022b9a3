import { Signature } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useMinhaAssinatura } from '#web/components/assinatura/api.ts';
import { Botao } from '#web/components/ui/botao.tsx';

const importarModal = () => import('#web/components/assinatura/modal-assinatura.tsx');
/** O modal (canvas, conversão de imagem) só desce quando alguém o abre, como no perfil. */
const ModalAssinatura = lazy(importarModal);

function Situacao() {
  const { data, isError, refetch } = useMinhaAssinatura();
  if (isError) {
    return (
      <p className="text-sm text-red-800 dark:text-red-300">
        Não foi possível conferir sua assinatura.{' '}
        <button type="button" className="min-h-11 font-semibold underline underline-offset-2" onClick={() => void refetch()}>
          Tentar novamente
        </button>
      </p>
    );
  }
  if (!data) return <p className="text-sm text-slate-600 dark:text-slate-400">Conferindo sua assinatura…</p>;
  if (!data.tem_assinatura) {
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Você ainda não tem assinatura salva: o termo fica registrado só com o seu aceite. Para assiná-lo, crie sua assinatura antes de enviar.
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      {data.imagem && <img src={data.imagem} alt="Sua assinatura salva" className="h-12 max-w-[12rem] rounded border border-slate-200 bg-white object-contain p-1 dark:border-slate-700" />}
      <p className="text-sm text-slate-700 dark:text-slate-300">Sua assinatura salva assinará este termo.</p>
    </div>
  );
}

/**
 * Se a assinatura salva da pessoa vai assinar o termo, e o botão que abre o modal "Minha assinatura" (o mesmo
 * do perfil) para criá-la ou trocá-la sem sair do pedido.
 */
export function AssinaturaDoTermo() {
  const [aberto, setAberto] = useState(false);
  const { data } = useMinhaAssinatura();
  return (
    <div aria-live="polite" className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between dark:border-slate-700">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-slate-900 dark:text-slate-100">Assinatura do termo</p>
        <Situacao />
      </div>
      <Botao
        variante="secundario"
        className="shrink-0 self-start sm:self-center"
        aria-haspopup="dialog"
        onClick={() => setAberto(true)}
        onPointerEnter={() => void importarModal()}
        onFocus={() => void importarModal()}
      >
        <Signature aria-hidden="true" className="size-4" />
        {data?.tem_assinatura ? 'Trocar assinatura' : 'Criar assinatura'}
      </Botao>
      {aberto && (
        <Suspense fallback={<p role="status" className="text-sm text-slate-600 dark:text-slate-400">Abrindo…</p>}>
          <ModalAssinatura aoFechar={() => setAberto(false)} />
        </Suspense>
      )}
    </div>
  );
}
