import { SearchX } from 'lucide-react';
import { CabecalhoPagina } from '#web/components/ui/estados.tsx';
import { Trilha } from '#web/components/ui/trilha.tsx';
import { idDaTurma } from '#web/features/presenca/components/gestao/id-turma.ts';
import { EstadoRecusa } from '#web/components/ui/estado-recusa.tsx';
import { PresencasDaTurma } from '#web/features/presenca/components/gestao/lista/presencas-da-turma.tsx';
import { useParams } from '#web/lib/roteador.tsx';
import { PRESENCA_INSTRUTOR } from '#web/lib/caminhos.ts';

const VOLTAR = { para: PRESENCA_INSTRUTOR, rotulo: 'Voltar para as suas turmas' };

/** /turmas/presencas/:turmaId (instrutores da turma e administração): a lista de presença com marcação manual. */
export default function PaginaPresencasTurma() {
  const { turmaId: param } = useParams();
  const turmaId = idDaTurma(param);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Trilha itens={[{ rotulo: 'Presença', para: PRESENCA_INSTRUTOR }, { rotulo: 'Presenças por Turma' }]} />
      <CabecalhoPagina titulo="Presenças por Turma" subtitulo="Consulte e, quando aplicável, confirme presenças manualmente até 48h após o término." />
      {turmaId === null ? (
        <EstadoRecusa icone={<SearchX aria-hidden="true" className="size-5" />} mensagem="ID da turma inválido." voltar={VOLTAR} />
      ) : (
        <PresencasDaTurma turmaId={turmaId} voltar={VOLTAR} />
      )}
    </div>
  );
}
