import { ClipboardCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { CabecalhoPagina, ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { Link } from '#web/lib/roteador.tsx';
import { useTesteDoEvento } from '../../api/teste-do-evento.ts';
import { CLASSE_LINK_TEXTO } from '../classes.ts';
import { FormularioTeste } from './formulario-teste.tsx';
import { PainelSituacao } from './painel-situacao.tsx';
import { GERENCIAR_EVENTOS } from '#web/lib/caminhos.ts';

const TITULO = 'Teste do curso';

/** Editor do teste de um evento (administração): carrega o teste (ou a falta dele) e abre a situação e o formulário. */
export function EditorTeste({ eventoId }: { eventoId: number }) {
  const consulta = useTesteDoEvento(eventoId);
  const tituloSituacao = useRef<HTMLHeadingElement>(null);
  // excluir volta ao formulário em branco mesmo que status e versão coincidam com os do teste excluído
  const [geracao, setGeracao] = useState(0);
  const recomecar = () => {
    setGeracao((g) => g + 1);
    setTimeout(() => tituloSituacao.current?.focus());
  };

  if (consulta.isPending) {
    return (
      <>
        <CabecalhoPagina titulo={TITULO} />
        <Esqueleto linhas={5} rotulo="Carregando o teste…" />
      </>
    );
  }
  if (consulta.isError) {
    const naoEncontrado = consulta.error instanceof ApiError && consulta.error.status === 404;
    return (
      <>
        <CabecalhoPagina titulo={TITULO} />
        {naoEncontrado ? (
          <Vazio
            mensagem="Evento não encontrado."
            sugestao={
              <Link to={GERENCIAR_EVENTOS} className={CLASSE_LINK_TEXTO}>
                Voltar para a lista de eventos
              </Link>
            }
          />
        ) : (
          <ErroCarregamento mensagem="Não foi possível carregar o teste do evento." aoTentar={() => void consulta.refetch()} />
        )}
      </>
    );
  }

  const { evento, teste } = consulta.data;
  return (
    <>
      <CabecalhoPagina titulo={TITULO} subtitulo={evento.titulo} />
      <p className="mb-4 flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300">
        <ClipboardCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        A avaliação final do curso continua obrigatória. Aqui você define se haverá teste para certificado.
      </p>
      <div className="space-y-6">
        <PainelSituacao eventoId={eventoId} teste={teste} refTitulo={tituloSituacao} aoMudar={recomecar} />
        <FormularioTeste key={`${geracao}:${teste?.status ?? 'rascunho'}:${teste?.versao ?? 1}`} eventoId={eventoId} teste={teste} aoPublicar={recomecar} />
      </div>
    </>
  );
}
