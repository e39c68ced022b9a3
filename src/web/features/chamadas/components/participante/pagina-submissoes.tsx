import { CircleCheck, FilePen, Hourglass, Send } from 'lucide-react';
import { Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';
import type { ChamadaResumo } from '#shared/contracts/chamadas.ts';
import type { Submissao, SubmissaoResumo } from '#shared/contracts/submissoes.ts';
import { BotaoAtualizar } from '#web/components/ui/botao-atualizar.tsx';
import { AbrindoDialogo, CabecalhoPagina, Esqueleto } from '#web/components/ui/estados.tsx';
import { Indicadores } from '#web/components/ui/indicadores.tsx';
import { idDaUrl } from '#web/lib/estado-na-url.ts';
import { sobDemanda } from '#web/lib/sob-demanda.ts';
import { useNavigate, useSearchParams } from '#web/lib/roteador.tsx';
import { SUBMISSOES } from '#web/lib/caminhos.ts';
import { useChamadas } from '../../api/listar-chamadas.ts';
import { useMinhasSubmissoes } from '../../api/minhas-submissoes.ts';
import type { DialogoEdital as Edital } from './dialogo-edital.tsx';
import { DialogoRetirar } from './dialogo-retirar.tsx';
import type { EditorTrabalho as Editor } from './editor/editor-trabalho.tsx';
import { ListaChamadas, ListaMeusTrabalhos } from './listas.tsx';

// o editor (formulário, esquemas e o pôster) e o edital (leitor de Markdown) descem quando a pessoa abre um
// trabalho ou um edital: a lista, que é o que a página mostra ao chegar, não espera por eles
const EditorTrabalho = sobDemanda<ComponentProps<typeof Editor>>(() => import('./editor/editor-trabalho.tsx').then((m) => ({ default: m.EditorTrabalho })));
const DialogoEdital = sobDemanda<ComponentProps<typeof Edital>>(() => import('./dialogo-edital.tsx').then((m) => ({ default: m.DialogoEdital })));

const APROVADAS = new Set(['aprovada_exposicao', 'aprovada_oral']);

/**
 * /submissoes: as chamadas publicadas (edital, modelos, "Submeter trabalho") e os meus trabalhos com a
 * situação; o editor abre na própria página (`?chamada=ID` para um novo, `?trabalho=ID` para um salvo), então
 * recarregar ou voltar no navegador leva ao mesmo lugar.
 */
export function SubmissaoDeTrabalhos() {
  const [params] = useSearchParams();
  const navegar = useNavigate();
  const trabalhoId = idDaUrl(params.get('trabalho'));
  const chamadaId = trabalhoId === null ? idDaUrl(params.get('chamada')) : null;
  const editando = trabalhoId !== null || chamadaId !== null;
  const chamadas = useChamadas();
  const minhas = useMinhasSubmissoes();
  const [edital, setEdital] = useState<ChamadaResumo | null>(null);
  const [retirando, setRetirando] = useState<Pick<Submissao, 'id' | 'titulo'> | null>(null);
  const tituloTrabalhos = useRef<HTMLHeadingElement>(null);
  const estavaEditando = useRef(editando);
  // ao fechar o editor, o foco vai para "Meus trabalhos" (e não some no topo da página)
  useEffect(() => {
    if (estavaEditando.current && !editando) tituloTrabalhos.current?.focus();
    estavaEditando.current = editando;
  }, [editando]);

  const abrirNovo = (c: Pick<ChamadaResumo, 'id'>) => {
    setEdital(null);
    navegar(`${SUBMISSOES}?chamada=${c.id}`);
  };
  const abrir = (s: Pick<SubmissaoResumo, 'id'>) => navegar(`${SUBMISSOES}?trabalho=${s.id}`);
  const lista = minhas.data;
  const contar = (f: (s: SubmissaoResumo) => boolean) => (lista ? lista.filter(f).length : null);

  return (
    <>
      <CabecalhoPagina
        titulo="Submissão de Trabalhos"
        subtitulo="Envie relatos de experiência para as chamadas da Escola e acompanhe a avaliação."
        acoes={editando ? undefined : <BotaoAtualizar consulta={minhas} />}
      />
      {editando ? (
        <Suspense fallback={<Esqueleto linhas={6} rotulo="Abrindo o trabalho…" />}>
          <EditorTrabalho
            submissaoId={trabalhoId}
            chamadaId={chamadaId}
            aoCriar={(s) => navegar(`${SUBMISSOES}?trabalho=${s.id}`, { replace: true })}
            aoEnviar={() => navegar(SUBMISSOES, { replace: true })}
            aoRetirar={setRetirando}
          />
        </Suspense>
      ) : (
        <div className="space-y-8">
          <Indicadores
            rotulo="Resumo dos meus trabalhos"
            colunas="grid-cols-2 lg:grid-cols-4"
            itens={[
              { rotulo: 'Rascunhos', Icone: FilePen, valor: contar((s) => s.status === 'rascunho') },
              { rotulo: 'Enviados', Icone: Send, valor: contar((s) => s.status === 'submetida') },
              { rotulo: 'Em avaliação', Icone: Hourglass, valor: contar((s) => s.status === 'em_avaliacao') },
              { rotulo: 'Aprovados', Icone: CircleCheck, valor: contar((s) => APROVADAS.has(s.status)) },
            ]}
          />
          {chamadas.isPending || minhas.isPending ? (
            // as duas listas aparecem juntas: a de cima crescendo depois empurraria a de baixo (CLS 0,107 no Lighthouse)
            <Esqueleto linhas={6} rotulo="Carregando as chamadas e os seus trabalhos…" />
          ) : (
            <>
              <ListaChamadas consulta={chamadas} aoVerEdital={setEdital} aoSubmeter={abrirNovo} />
              <ListaMeusTrabalhos consulta={minhas} temChamadaAberta={chamadas.data?.some((c) => c.aberta) ?? false} titulo={tituloTrabalhos} aoAbrir={abrir} aoRetirar={setRetirando} />
            </>
          )}
        </div>
      )}
      {edital && (
        <Suspense fallback={<AbrindoDialogo texto="Abrindo o edital…" />}>
          <DialogoEdital chamadaId={edital.id} titulo={edital.titulo} aoFechar={() => setEdital(null)} aoSubmeter={() => abrirNovo(edital)} />
        </Suspense>
      )}
      {retirando && <DialogoRetirar trabalho={retirando} aoFechar={() => setRetirando(null)} aoRetirado={() => editando && navegar(SUBMISSOES, { replace: true })} />}
    </>
  );
}
