import { ClipboardList, QrCode } from 'lucide-react';
import { CabecalhoPagina } from '#web/components/ui/estados.tsx';
import { CLASSE_LINK_PRIMARIO, CLASSE_LINK_SECUNDARIO, CLASSE_LINK_TEXTO } from '#web/features/presenca/components/gestao/classes.ts';
import { PainelTurmas } from '#web/features/presenca/components/gestao/turmas/painel-turmas.tsx';
import { Link } from '#web/lib/roteador.tsx';
import { AGENDA_INSTRUTOR, PRESENCAS_DA_TURMA, QR_AO_VIVO, caminho } from '#web/lib/caminhos.ts';

/** /instrutor/presenca: as turmas do instrutor por evento, com a lista de presença e o QR ao vivo de cada uma. */
export default function PaginaInstrutorPresenca() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <CabecalhoPagina titulo="Presença" subtitulo="Suas turmas: confira a lista de presença, marque presenças e projete o QR ao vivo na sala." />
      <PainelTurmas
        vazio={{
          mensagem: 'Você ainda não tem turmas como instrutor.',
          sugestao: (
            <>
              Quando a administração vincular você a uma turma, ela aparece aqui.{' '}
              <Link to={AGENDA_INSTRUTOR} className={CLASSE_LINK_TEXTO}>
                Ver a Agenda do Instrutor
              </Link>
            </>
          ),
        }}
        acoes={(t) => (
          <>
            <Link to={caminho(PRESENCAS_DA_TURMA, { turmaId: t.id })} className={CLASSE_LINK_PRIMARIO} aria-label={`Lista de presença — ${t.nome}`}>
              <ClipboardList aria-hidden="true" className="size-4" />
              Lista de presença
            </Link>
            <Link to={caminho(QR_AO_VIVO, { turmaId: t.id })} className={CLASSE_LINK_SECUNDARIO} aria-label={`QR ao vivo — ${t.nome}`}>
              <QrCode aria-hidden="true" className="size-4" />
              QR ao vivo
            </Link>
          </>
        )}
      />
    </div>
  );
}
