import { ArrowLeft, FileCheck, Mail, SearchX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Botao } from '#web/components/ui/botao.tsx';
import { EstadoRecusa } from '#web/components/ui/estado-recusa.tsx';
import { ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatarNumero } from '#web/lib/formato.ts';
import { useEmitirDaTurma } from '../../api/emitir-da-turma.ts';
import { useTurmaDaGestao, type TurmaDaGestao } from '../../api/turma-da-gestao.ts';
import { CLASSE_CARTAO } from '../comum/classes.ts';
import { periodo, textoFalta } from '../comum/formato.ts';
import { TabelaPessoas } from './tabela-pessoas.tsx';
import { useEnvioEmLote } from './use-envio-em-lote.tsx';
import { GESTAO_CERTIFICADOS } from '#web/lib/caminhos.ts';

function Resumo({ dados }: { dados: TurmaDaGestao }) {
  const { resumo } = dados;
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
      <div>
        <dt className="text-slate-600 dark:text-slate-400">Período</dt>
        <dd className="font-semibold">{periodo(resumo.turma.data_inicio, resumo.turma.data_fim)}</dd>
      </div>
      <div>
        <dt className="text-slate-600 dark:text-slate-400">Inscritos</dt>
        <dd className="font-semibold tabular-nums">{formatarNumero(resumo.inscritos)}</dd>
      </div>
      <div>
        <dt className="text-slate-600 dark:text-slate-400">Emitidos</dt>
        <dd className="font-semibold tabular-nums">{formatarNumero(resumo.emitidos)}</dd>
      </div>
      <div>
        <dt className="text-slate-600 dark:text-slate-400">Faltam</dt>
        <dd className="font-semibold">
          {!resumo.turma.encerrada ? 'Em andamento' : resumo.faltam.length === 0 ? 'Nenhuma pendência' : resumo.faltam.map((f) => textoFalta(f.etapa, f.pessoas)).join(', ')}
        </dd>
      </div>
    </dl>
  );
}

/**
 * Uma turma na gestão (`?turma=12`): o resumo, "Emitir pendentes" (o que a turma já deve), "Enviar todos
 * por e-mail" (com o progresso) e as pessoas com o certificado ou a etapa que falta.
 */
export function DetalheTurma({ turmaId, aoVoltar }: { turmaId: number; aoVoltar: () => void }) {
  const consulta = useTurmaDaGestao(turmaId);
  const emitir = useEmitirDaTurma();
  const envio = useEnvioEmLote();
  const [mensagem, setMensagem] = useState('');
  const titulo = useRef<HTMLHeadingElement>(null);
  const dados = consulta.data;
  const nome = dados ? `${dados.resumo.evento.titulo} — ${dados.resumo.turma.nome}` : 'Turma';

  // o foco vai ao nome da turma quando ela abre (não a cada atualização da lista)
  const aberta = dados?.resumo.turma.id;
  useEffect(() => {
    if (aberta !== undefined) titulo.current?.focus();
  }, [aberta]);

  const voltar = (
    <Botao variante="fantasma" onClick={aoVoltar} className="-ml-2">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Voltar às turmas
    </Botao>
  );

  if (consulta.isPending) return <>{voltar}<Esqueleto linhas={4} rotulo="Carregando a turma…" /></>;
  if (!dados) {
    return consulta.error instanceof ApiError && consulta.error.status === 404 ? (
      <EstadoRecusa icone={<SearchX aria-hidden="true" className="size-5" />} mensagem="Turma não encontrada." sugestao="Ela pode ter sido excluída ou o endereço está incompleto." voltar={{ para: GESTAO_CERTIFICADOS, rotulo: 'Ver todas as turmas' }} />
    ) : (
      <>{voltar}<ErroCarregamento mensagem="Não foi possível carregar a turma. Confira a conexão e tente novamente." aoTentar={() => void consulta.refetch()} /></>
    );
  }

  const comCertificado = dados.pessoas.filter((p) => p.certificado?.status === 'emitido').length;
  return (
    <section aria-labelledby="titulo-turma" className="space-y-4">
      {voltar}
      <div className={`space-y-4 ${CLASSE_CARTAO}`}>
        <h2 id="titulo-turma" ref={titulo} tabIndex={-1} className="text-xl font-bold break-words text-escola-800 focus:outline-none dark:text-escola-100">
          {nome}
        </h2>
        <Resumo dados={dados} />
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Botao
            onClick={() => emitir.mutate(turmaId, { onSuccess: (r) => setMensagem(r.mensagem) })}
            disabled={!dados.resumo.turma.encerrada}
            carregando={emitir.isPending}
            textoCarregando="Emitindo…"
          >
            <FileCheck aria-hidden="true" className="size-4" />
            Emitir pendentes
          </Botao>
          <Botao
            variante="secundario"
            onClick={() => envio.iniciar({ turma_id: turmaId }, `Envio por e-mail — ${nome}`)}
            disabled={comCertificado === 0}
            carregando={envio.enviando}
            textoCarregando="Preparando envio…"
          >
            <Mail aria-hidden="true" className="size-4" />
            Enviar todos por e-mail
          </Botao>
        </div>
        {!dados.resumo.turma.encerrada && <p className="text-sm text-slate-600 dark:text-slate-400">A emissão dos participantes começa quando a turma termina.</p>}
        <p role="status" aria-live="polite" className="text-sm font-medium text-green-900 empty:hidden dark:text-green-100">
          {mensagem}
        </p>
      </div>
      {dados.pessoas.length === 0 ? <Vazio mensagem="Ninguém inscrito nesta turma ainda." /> : <TabelaPessoas pessoas={dados.pessoas} />}
      {envio.dialogo}
    </section>
  );
}
