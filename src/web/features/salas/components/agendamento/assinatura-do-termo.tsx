import { Signature } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useMinhaAssinatura } from '#web/components/assinatura/api/obter-minha-assinatura.ts';
import { Botao } from '#web/components/ui/botao.tsx';

const importarModal = () => import('#web/components/assinatura/modal-assinatura.tsx');
/** O modal (canvas, conversão de imagem) só desce quando alguém o abre, como no perfil. */
const ModalAssinatura = lazy(importarModal);

type Assinatura = ReturnType<typeof useMinhaAssinatura>;

/** O texto da situação da assinatura e a cor dele (a parte que muda, anunciada pela região viva). */
function textoDaSituacao({ data, isError }: Assinatura): { texto: string; classe: string } {
  const neutro = 'text-slate-700 dark:text-slate-300';
  if (isError) return { texto: 'Não foi possível conferir sua assinatura.', classe: 'text-red-800 dark:text-red-300' };
  if (!data) return { texto: 'Conferindo sua assinatura…', classe: 'text-slate-600 dark:text-slate-400' };
  if (!data.tem_assinatura) {
    return { texto: 'Você ainda não tem assinatura salva: o termo fica registrado só com o seu aceite. Para assiná-lo, crie sua assinatura antes de enviar.', classe: neutro };
  }
  return { texto: 'Sua assinatura salva assinará este termo.', classe: neutro };
}

/**
 * Se a assinatura salva da pessoa vai assinar o termo, e o botão que abre o modal "Minha assinatura" (o mesmo
 * do perfil) para criá-la ou trocá-la sem sair do pedido. Só o texto da situação é região viva: a imagem, o
 * "Tentar novamente" e o botão do modal ficam fora dela.
 */
export function AssinaturaDoTermo() {
  const [aberto, setAberto] = useState(false);
  const assinatura = useMinhaAssinatura();
  const { data, isError, refetch } = assinatura;
  const { texto, classe } = textoDaSituacao(assinatura);
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between dark:border-slate-700">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-slate-900 dark:text-slate-100">Assinatura do termo</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {data?.tem_assinatura && data.imagem && (
            <img src={data.imagem} alt="Sua assinatura salva" className="h-12 max-w-[12rem] rounded border border-slate-200 bg-white object-contain p-1 dark:border-slate-700" />
          )}
          <p aria-live="polite" className={`min-w-0 flex-1 text-sm ${classe}`}>
            {texto}
          </p>
          {isError && (
            <button type="button" className="min-h-11 text-sm font-semibold text-red-800 underline underline-offset-2 dark:text-red-300" onClick={() => void refetch()}>
              Tentar novamente
            </button>
          )}
        </div>
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
