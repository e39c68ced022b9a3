import type { ChamadaPublica } from '#shared/contracts/chamadas.ts';
import type { Submissao } from '#shared/contracts/submissoes.ts';
import { MENSAGENS_CHAMADA as M } from '#shared/rules/chamadas.ts';
import { notificarSucesso } from '#web/lib/toast.ts';
import { baixarPoster } from '../../../api/baixar-poster.ts';
import { useEnviarPoster } from '../../../api/enviar-poster.ts';
import { REGRA_POSTER } from '../../comum/arquivos.ts';
import { CampoArquivo } from '../../comum/campo-arquivo.tsx';

/**
 * O pôster do trabalho, fora do formulário (sobe na hora, com progresso): só depois do primeiro "Salvar" (o
 * envio precisa do trabalho) e enquanto o servidor deixa (`pode_enviar_poster`). Trocar guarda o anterior no
 * histórico. Opcional mesmo quando a chamada aceita.
 */
export function PosterDoTrabalho({ chamada, submissao }: { chamada: Pick<ChamadaPublica, 'aceita_poster'>; submissao: Submissao | null }) {
  const enviar = useEnviarPoster();
  if (!chamada.aceita_poster) {
    return <p className="rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-700">{M.posterNaoAceito}</p>;
  }
  const bloqueio = !submissao
    ? 'Salve o rascunho para anexar o pôster.'
    : submissao.pode_enviar_poster
      ? null
      : 'O pôster não pode mais ser trocado.';
  return (
    <CampoArquivo
      titulo="Pôster"
      regra={REGRA_POSTER}
      dica="Opcional. PNG, JPG, WEBP, PDF, PPT ou PPTX, até 30 MB. Trocar o pôster guarda o anterior no histórico."
      atual={submissao?.poster ? { nome: submissao.poster.nome_arquivo, tamanho: submissao.poster.tamanho, enviadoEm: submissao.poster.enviado_em } : null}
      bloqueio={bloqueio}
      textoEnviado="Pôster enviado."
      aoEnviar={async (arquivo, aoProgresso) => {
        await enviar.mutateAsync({ submissaoId: submissao!.id, arquivo, aoProgresso });
        notificarSucesso('Pôster enviado.');
      }}
      aoBaixar={submissao ? () => baixarPoster(submissao.id) : undefined}
    />
  );
}
