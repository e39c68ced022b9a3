import { Award, BookOpen, CalendarDays, ClipboardCheck, FileText, Star, UserCheck, Users, type LucideIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { FiltrosIndicadores, Indicador, Indicadores } from '#shared/contracts/administracao.ts';
import { CabecalhoPagina, ErroCarregamento, Esqueleto } from '#web/components/ui/estados.tsx';
import { formatarMedia, formatarNumero } from '#web/lib/formato.ts';
import { useIndicadores } from '../../api/obter-indicadores.ts';
import type { PedidoDetalhe } from '../../api/obter-detalhe-indicador.ts';
import { BarraFiltros } from './barra-filtros.tsx';
import { DialogoDetalhe } from './dialogo-detalhe.tsx';
import { MESES, textoDoPeriodo, useFiltrosIndicadores } from './filtros.ts';
import { GraficoBarras, type Barra } from './grafico-barras.tsx';
import { TurmasAtencao } from './turmas-atencao.tsx';

interface Aberto {
  titulo: string;
  pedido: PedidoDetalhe;
}

interface Total {
  rotulo: string;
  Icone: LucideIcon;
  valor: string;
  indicador: Indicador | null;
  nota?: string;
}

function totais(t: Indicadores['totais']): Total[] {
  return [
    { rotulo: 'Eventos', Icone: CalendarDays, valor: formatarNumero(t.eventos), indicador: 'turmas' },
    { rotulo: 'Turmas', Icone: BookOpen, valor: formatarNumero(t.turmas), indicador: 'turmas' },
    { rotulo: 'Inscrições confirmadas', Icone: ClipboardCheck, valor: formatarNumero(t.inscricoes), indicador: 'inscricoes' },
    { rotulo: 'Participantes', Icone: Users, valor: formatarNumero(t.participantes), indicador: 'inscricoes', nota: 'pessoas distintas' },
    { rotulo: 'Frequência de 75 % ou mais', Icone: UserCheck, valor: formatarNumero(t.frequencia_minima), indicador: 'frequencia', nota: `pessoas, de ${formatarNumero(t.concluintes)} concluintes` },
    { rotulo: 'Certificados emitidos', Icone: Award, valor: formatarNumero(t.certificados), indicador: 'certificados' },
    { rotulo: 'Média das avaliações', Icone: Star, valor: formatarMedia(t.media_avaliacoes), indicador: 'avaliacoes', nota: `de 2 a 10, ${formatarNumero(t.avaliacoes)} ${t.avaliacoes === 1 ? 'avaliação' : 'avaliações'}` },
    {
      rotulo: 'Trabalhos enviados',
      Icone: FileText,
      valor: t.trabalhos === null ? '—' : formatarNumero(t.trabalhos),
      indicador: t.trabalhos === null ? null : 'trabalhos',
      nota: t.trabalhos === null ? 'não se aplica a um tipo de evento' : undefined,
    },
  ];
}

const CARTAO_TOTAL = 'flex h-full w-full flex-col items-start rounded-xl border border-slate-200 bg-white p-3 text-left shadow-sm sm:p-4 dark:border-slate-800 dark:bg-slate-900';

/**
 * O painel de indicadores da administração: filtros no endereço, totais que abrem as linhas por trás deles,
 * quatro gráficos (cada um com a tabela equivalente) e as turmas que pedem atenção.
 */
export function PaginaIndicadores() {
  const [filtros, mudar] = useFiltrosIndicadores();
  const consulta = useIndicadores(filtros);
  const [aberto, setAberto] = useState<Aberto | null>(null);
  const dados = consulta.data;
  const periodo = textoDoPeriodo(filtros);

  const abrir = (titulo: string, indicador: Indicador, extra: Partial<FiltrosIndicadores> & { evento?: number } = {}) =>
    setAberto({ titulo, pedido: { ...filtros, ...extra, indicador, pagina: 1 } });

  // as barras só mudam com os dados (o gráfico não é redesenhado a cada render)
  const graficos = useMemo(() => {
    if (!dados) return null;
    const porMes: Barra[] = dados.por_mes.map((m) => ({
      chave: `${m.ano}-${m.mes}`,
      rotulo: filtros.ano === undefined ? `${MESES[m.mes - 1]!.slice(0, 3)}/${m.ano}` : MESES[m.mes - 1]!,
      valor: m.inscricoes,
      abrir: () => setAberto({ titulo: `Inscrições — ${MESES[m.mes - 1]} de ${m.ano}`, pedido: { ...filtros, ano: m.ano, mes: m.mes, indicador: 'inscricoes', pagina: 1 } }),
    }));
    const porTipo: Barra[] = dados.por_tipo.map((t) => ({
      chave: t.tipo,
      rotulo: t.tipo,
      valor: t.inscricoes,
      abrir: () => setAberto({ titulo: `Inscrições — ${t.tipo}`, pedido: { ...filtros, tipo: t.tipo, indicador: 'inscricoes', pagina: 1 } }),
    }));
    const porUnidade: Barra[] = dados.por_unidade.map((u) => ({
      chave: String(u.unidade_id ?? 'sem'),
      rotulo: u.unidade,
      valor: u.inscricoes,
      abrir: u.unidade_id === null ? null : () => setAberto({ titulo: `Inscrições — ${u.unidade}`, pedido: { ...filtros, unidade: u.unidade_id!, indicador: 'inscricoes', pagina: 1 } }),
    }));
    const porEvento: Barra[] = dados.frequencia_por_evento.map((e) => {
      const taxa = e.concluintes > 0 ? Math.round((100 * e.atingiram) / e.concluintes) : 0;
      return {
        chave: String(e.evento_id),
        rotulo: e.evento,
        valor: taxa,
        texto: `${formatarNumero(taxa)} % (${formatarNumero(e.atingiram)} de ${formatarNumero(e.concluintes)})`,
        abrir: () => setAberto({ titulo: `Frequência — ${e.evento}`, pedido: { ...filtros, evento: e.evento_id, indicador: 'concluintes', pagina: 1 } }),
      };
    });
    return { porMes, porTipo, porUnidade, porEvento };
  }, [dados, filtros]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <CabecalhoPagina titulo="Dashboard Administrador" subtitulo="Indicadores de eventos, inscrições, frequência, avaliações, certificados e trabalhos. Cada turma conta no mês em que começa (horário de Brasília)." />
      <BarraFiltros filtros={filtros} unidades={dados?.unidades ?? []} mudar={mudar} />
      {consulta.isPending ? (
        <Esqueleto linhas={4} rotulo="Carregando os indicadores…" />
      ) : consulta.isError || !dados || !graficos ? (
        <ErroCarregamento mensagem="Erro ao carregar os indicadores." aoTentar={() => void consulta.refetch()} />
      ) : (
        <div aria-busy={consulta.isFetching}>
          <h2 className="mb-2 text-lg font-semibold text-escola-800 dark:text-escola-100">Totais de {periodo}</h2>
          <p role="status" aria-live="polite" className="sr-only">
            {`Indicadores de ${periodo}: ${formatarNumero(dados.totais.inscricoes)} inscrições em ${formatarNumero(dados.totais.turmas)} turmas.`}
          </p>
          <ul aria-label="Totais do período" className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
            {totais(dados.totais).map((t) => (
              <li key={t.rotulo}>
                <Total total={t} aoAbrir={t.indicador ? () => abrir(`${t.rotulo} — ${periodo}`, t.indicador!) : null} />
              </li>
            ))}
          </ul>
          {dados.totais.turmas === 0 && dados.totais.trabalhos !== null && dados.totais.trabalhos === 0 && (
            <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-4 text-sm dark:border-slate-700">
              Nenhuma turma começa em {periodo} com estes filtros. Escolha outro ano ou mês, ou limpe os filtros.
            </p>
          )}
          <h2 className="mt-8 mb-3 text-lg font-semibold text-escola-800 dark:text-escola-100">Gráficos</h2>
          <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">Clique numa barra, ou use “Ver linhas” na tabela, para ver quem está por trás do número.</p>
          <div className="grid items-start gap-4 lg:grid-cols-2">
            <GraficoBarras titulo="Inscrições por mês" descricao="Inscrições confirmadas, pelo mês de início da turma." rotuloValor="Inscrições" barras={graficos.porMes} />
            <GraficoBarras titulo="Inscrições por tipo de evento" descricao="Inscrições confirmadas em cada tipo." rotuloValor="Inscrições" barras={graficos.porTipo} horizontal />
            <GraficoBarras titulo="Inscrições por unidade" descricao="Pela unidade do perfil de quem participa." rotuloValor="Inscrições" barras={graficos.porUnidade} horizontal />
            <GraficoBarras
              titulo="Frequência por evento"
              descricao="Concluintes com 75 % ou mais de presença (turmas encerradas; os 15 eventos com mais concluintes)."
              rotuloValor="Com 75 % ou mais"
              barras={graficos.porEvento}
              horizontal
              maximo={100}
              sufixo=" %"
            />
          </div>
          <TurmasAtencao turmas={dados.atencao} />
        </div>
      )}
      {aberto && (
        <DialogoDetalhe
          titulo={aberto.titulo}
          pedido={aberto.pedido}
          aoMudarPagina={(pagina) => setAberto({ ...aberto, pedido: { ...aberto.pedido, pagina } })}
          aoFechar={() => setAberto(null)}
        />
      )}
    </div>
  );
}

function Total({ total: t, aoAbrir }: { total: Total; aoAbrir: (() => void) | null }) {
  const conteudo = (
    <>
      <span className="flex items-center gap-1.5 text-xs font-semibold text-slate-600 sm:text-sm dark:text-slate-300">
        <t.Icone aria-hidden="true" className="size-4 shrink-0" />
        {t.rotulo}
      </span>
      <span className="mt-1 text-2xl font-bold text-escola-800 dark:text-escola-100">{t.valor}</span>
      {t.nota && <span className="text-xs text-slate-600 dark:text-slate-400">{t.nota}</span>}
    </>
  );
  if (!aoAbrir) return <div className={CARTAO_TOTAL}>{conteudo}</div>;
  return (
    <button type="button" onClick={aoAbrir} aria-label={`${t.rotulo}: ${t.valor}${t.nota ? ` (${t.nota})` : ''} — ver as linhas`} className={`${CARTAO_TOTAL} transition-colors hover:border-escola-600 hover:bg-escola-50 dark:hover:border-escola-100 dark:hover:bg-slate-800`}>
      {conteudo}
    </button>
  );
}

