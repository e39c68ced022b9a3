import { useId, useRef, useState } from 'react';
import { Vazio } from '#web/components/ui/estados.tsx';
import { dataEmSaoPaulo } from '#shared/rules/cronograma.ts';
import { formatarNumero } from '#web/lib/formato.ts';
import type { ParticipanteDaLista, PresencasDaTurma } from '../../../api/presencas-da-turma.ts';
import { AbasEncontros, idAba } from './abas-encontros.tsx';
import { AvisoJanela } from './aviso-janela.tsx';
import { BarraSalvar } from './barra-salvar.tsx';
import { BarraSelecao } from './barra-selecao.tsx';
import { CabecalhoLista } from './cabecalho-lista.tsx';
import { DialogoMotivo } from './dialogo-motivo.tsx';
import { FiltrosPresencas } from './filtros-presencas.tsx';
import { contarSituacoes, encontroPadrao, filtrarParticipantes, pendentesPorData, podeMarcar } from './modelo.ts';
import { ResumoEncontro } from './resumo-encontro.tsx';
import { TabelaPresencas } from './tabela-presencas.tsx';
import { useMarcacoes } from './use-marcacoes.ts';

/**
 * Lista de presença de uma turma: abas por encontro, números, busca, seleção e marcação em lote,
 * alterações salvas num PUT só, frequência e exportações. Serve ao instrutor (só dentro da janela)
 * e à administração (`dados.administrador`: qualquer encontro, com motivo fora da janela).
 */
export function ListaPresencas({ dados }: { dados: PresencasDaTurma }) {
  const idBase = useId();
  const [agora] = useState(() => new Date());
  const [escolhido, setEscolhido] = useState(() => encontroPadrao(dados.encontros, agora));
  const [busca, setBusca] = useState('');
  const [soSemPresenca, setSoSemPresenca] = useState(false);
  const [selecionados, setSelecionados] = useState<ReadonlySet<number>>(new Set());
  const painel = useRef<HTMLDivElement>(null);
  // salvar ou descartar tira o botão da tela: o foco vai para o painel do encontro (depois do commit)
  const m = useMarcacoes(dados, () => setTimeout(() => painel.current?.focus(), 0));
  const ativo = Math.min(escolhido, Math.max(0, dados.encontros.length - 1));
  const encontro = dados.encontros[ativo];

  if (!encontro) {
    return (
      <div className="space-y-5">
        <CabecalhoLista dados={dados} temPendentes={false} />
        <Vazio mensagem="Esta turma ainda não tem datas de encontro." sugestao="Quando a administração cadastrar as datas, a lista de presença aparece aqui." />
      </div>
    );
  }

  const habilitado = podeMarcar(encontro, dados.administrador);
  const exibidos = filtrarParticipantes(dados.participantes, { busca, soSemPresenca, data: encontro.data, alteracoes: m.alteracoes });
  const selecionaveis = habilitado ? exibidos : [];
  // a seleção vale para quem está na tela (a busca pode esconder alguém já selecionado)
  const escolhidos = selecionaveis.filter((p) => selecionados.has(p.usuario_id));
  const todosSelecionados = selecionaveis.length > 0 && escolhidos.length === selecionaveis.length;
  const mudarAba = (i: number) => {
    setEscolhido(i);
    setSelecionados(new Set());
  };
  const alternar = (id: number) =>
    setSelecionados((s) => {
      const novo = new Set(s);
      if (!novo.delete(id)) novo.add(id);
      return novo;
    });
  const marcarSelecionados = (presente: boolean) => {
    m.marcar(escolhidos, encontro.data, presente);
    setSelecionados(new Set());
  };
  const marcarUm = (p: ParticipanteDaLista, presente: boolean) => m.marcar([p], encontro.data, presente);

  return (
    <div className="space-y-5">
      <CabecalhoLista dados={dados} temPendentes={m.pendentes > 0} />
      <AbasEncontros encontros={dados.encontros} ativo={ativo} aoMudar={mudarAba} idBase={idBase} hoje={dataEmSaoPaulo(agora)} pendentes={pendentesPorData(m.alteracoes)} />
      <div ref={painel} role="tabpanel" id={`${idBase}-painel`} aria-labelledby={idAba(idBase, ativo)} tabIndex={0} className="space-y-4 rounded-lg">
        <ResumoEncontro contagem={contarSituacoes(dados.participantes, encontro.data, m.alteracoes)} />
        <AvisoJanela encontro={encontro} administrador={dados.administrador} agora={agora} />
        {dados.participantes.length === 0 ? (
          <Vazio mensagem="Nenhum inscrito nesta turma." sugestao="As pessoas aparecem aqui assim que a inscrição for confirmada." />
        ) : (
          <>
            <FiltrosPresencas busca={busca} aoBuscar={setBusca} soSemPresenca={soSemPresenca} aoAlternarSemPresenca={setSoSemPresenca} />
            <p role="status" className="text-sm font-medium text-slate-700 dark:text-slate-200">
              Mostrando {formatarNumero(exibidos.length)} de {formatarNumero(dados.participantes.length)} participantes.
            </p>
            {habilitado && (
              <BarraSelecao
                exibidos={selecionaveis.length}
                selecionados={escolhidos.length}
                todosSelecionados={todosSelecionados}
                aoSelecionarTodos={(marcar) => setSelecionados(marcar ? new Set(selecionaveis.map((p) => p.usuario_id)) : new Set())}
                aoMarcarSelecionados={marcarSelecionados}
              />
            )}
            {exibidos.length === 0 ? (
              <Vazio
                mensagem={soSemPresenca && !busca.trim() ? 'Todos os inscritos estão presentes neste encontro.' : 'Nenhum participante corresponde à busca.'}
                sugestao="Limpe a busca ou desligue “Mostrar apenas sem presença”."
              />
            ) : (
              <TabelaPresencas
                participantes={exibidos}
                encontro={encontro}
                encontros={dados.encontros}
                alteracoes={m.alteracoes}
                selecionados={selecionados}
                habilitado={habilitado}
                agora={agora}
                aoSelecionar={alternar}
                aoMarcar={marcarUm}
              />
            )}
          </>
        )}
      </div>
      <BarraSalvar pendentes={m.pendentes} salvando={m.salvando} erro={m.dialogo ? null : (m.erro?.geral ?? null)} aoSalvar={m.salvar} aoDescartar={m.descartar} />
      <p role="status" aria-live="polite" className="sr-only">
        {m.anuncio}
      </p>
      {m.dialogo && (
        <DialogoMotivo pendentes={m.pendentes} datas={m.datasFora} salvando={m.salvando} erro={m.erro} aoConfirmar={(motivo) => void m.enviar(motivo)} aoFechar={m.fecharDialogo} />
      )}
    </div>
  );
}
