import { CabecalhoPagina } from '#web/components/ui/estados.tsx';
import { BotaoAtualizar } from '#web/features/eventos/components/gestao/botao-atualizar.tsx';
import { GestaoInscricoes } from '#web/features/eventos/components/gestao/gestao-inscricoes.tsx';

/** Gestão de Inscrições (administradores): busca por evento, turma e pessoa, e cancelamento em lote com motivo. */
export default function PaginaCancelarInscricoes() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <CabecalhoPagina titulo="Gestão de Inscrições" subtitulo="Encontre inscrições por evento, turma ou pessoa e cancele as que for preciso, com o motivo." acoes={<BotaoAtualizar />} />
      <GestaoInscricoes />
    </div>
  );
}
