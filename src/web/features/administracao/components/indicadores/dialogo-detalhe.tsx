import { ExternalLink } from 'lucide-react';
import type { Indicador, LinhaDetalhe } from '#shared/contracts/administracao.ts';
import { CLASSE_LINK_TEXTO, CLASSE_TD, CLASSE_TH } from '#web/components/ui/classes.ts';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { ErroCarregamento, Esqueleto } from '#web/components/ui/estados.tsx';
import { Paginacao } from '#web/components/ui/paginacao.tsx';
import { GESTAO_CERTIFICADOS, LISTA_PRESENCAS_TURMA, SUBMISSOES_ADMIN } from '#web/lib/caminhos.ts';
import { formatarData, formatarMedia, formatarNumero } from '#web/lib/formato.ts';
import { Link } from '#web/lib/roteador.tsx';
import { DETALHE_POR_PAGINA, useDetalheIndicador, type PedidoDetalhe } from '../../api/obter-detalhe-indicador.ts';

interface Coluna {
  titulo: string;
  valor: (l: LinhaDetalhe) => string;
  numerica?: boolean;
}

const turmaDaLinha = (l: LinhaDetalhe) => [l.evento, l.turma].filter(Boolean).join(' — ');
const frequencia = (l: LinhaDetalhe) =>
  l.presentes === null || !l.agendados ? '—' : `${formatarNumero(l.presentes)} de ${formatarNumero(l.agendados)} (${formatarNumero(Math.round((100 * l.presentes) / l.agendados))} %)`;
const pessoa: Coluna = { titulo: 'Pessoa', valor: (l) => l.pessoa ?? '—' };
const unidade: Coluna = { titulo: 'Unidade', valor: (l) => l.unidade ?? 'Sem unidade' };
const turma: Coluna = { titulo: 'Turma', valor: turmaDaLinha };

const COLUNAS: Record<Indicador, Coluna[]> = {
  turmas: [turma, { titulo: 'Início', valor: (l) => formatarData(l.quando) }, { titulo: 'Inscrições', valor: (l) => formatarNumero(l.inscricoes ?? 0), numerica: true }],
  inscricoes: [pessoa, unidade, turma, { titulo: 'Presença', valor: frequencia }],
  concluintes: [pessoa, unidade, turma, { titulo: 'Presença', valor: frequencia }],
  frequencia: [pessoa, unidade, turma, { titulo: 'Presença', valor: frequencia }],
  certificados: [pessoa, unidade, turma, { titulo: 'Emitido em', valor: (l) => formatarData(l.quando) }],
  avaliacoes: [pessoa, turma, { titulo: 'Média (2 a 10)', valor: (l) => formatarMedia(l.nota), numerica: true }, { titulo: 'Enviada em', valor: (l) => formatarData(l.quando) }],
  trabalhos: [{ titulo: 'Trabalho', valor: (l) => l.trabalho ?? '—' }, { titulo: 'Autor(a)', valor: (l) => l.pessoa ?? '—' }, unidade, { titulo: 'Enviado em', valor: (l) => formatarData(l.quando) }],
};

/** Onde a linha é tratada: a lista de presenças da turma, os certificados da turma ou os trabalhos da chamada. */
function destino(indicador: Indicador, l: LinhaDetalhe): { para: string; rotulo: string } | null {
  if (indicador === 'trabalhos') return l.chamada_id ? { para: `${SUBMISSOES_ADMIN}?chamada=${l.chamada_id}`, rotulo: 'Abrir trabalhos da chamada' } : null;
  if (l.turma_id === null) return null;
  if (indicador === 'certificados') return { para: `${GESTAO_CERTIFICADOS}?turma=${l.turma_id}`, rotulo: 'Abrir certificados da turma' };
  return { para: `${LISTA_PRESENCAS_TURMA}?turma=${l.turma_id}`, rotulo: 'Abrir presenças da turma' };
}

interface Props {
  titulo: string;
  pedido: PedidoDetalhe;
  aoMudarPagina: (p: number) => void;
  aoFechar: () => void;
}

/** As linhas por trás de um número do painel, paginadas, cada uma com o link para a tela que a trata. */
export function DialogoDetalhe({ titulo, pedido, aoMudarPagina, aoFechar }: Props) {
  const consulta = useDetalheIndicador(pedido);
  const dados = consulta.data;
  const colunas = COLUNAS[pedido.indicador];
  return (
    <Dialogo titulo={titulo} aoFechar={aoFechar} largura="lg" descricao={dados ? `${formatarNumero(dados.total)} ${dados.total === 1 ? 'linha' : 'linhas'}` : undefined}>
      {consulta.isPending ? (
        <Esqueleto linhas={3} rotulo="Carregando as linhas…" />
      ) : consulta.isError || !dados ? (
        <ErroCarregamento mensagem="Erro ao carregar as linhas deste número." aoTentar={() => void consulta.refetch()} />
      ) : dados.itens.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">Nenhuma linha neste recorte.</p>
      ) : (
        <>
          <div className="overflow-x-auto [contain:inline-size]">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{titulo}</caption>
              <thead>
                <tr className="border-b border-slate-200 dark:border-slate-700">
                  {colunas.map((c) => (
                    <th key={c.titulo} scope="col" className={`${CLASSE_TH} ${c.numerica ? 'text-right' : ''}`}>
                      {c.titulo}
                    </th>
                  ))}
                  <th scope="col" className={CLASSE_TH}>
                    <span className="sr-only">Abrir</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {dados.itens.map((l) => {
                  const d = destino(pedido.indicador, l);
                  return (
                    <tr key={l.chave} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                      {colunas.map((c) => (
                        <td key={c.titulo} className={`${CLASSE_TD} ${c.numerica ? 'text-right tabular-nums' : ''}`}>
                          {c.valor(l)}
                        </td>
                      ))}
                      <td className={CLASSE_TD}>
                        {d && (
                          <Link to={d.para} className={CLASSE_LINK_TEXTO}>
                            <ExternalLink aria-hidden="true" className="size-4" />
                            <span className="sr-only">{`${d.rotulo}: ${l.pessoa ?? l.trabalho ?? turmaDaLinha(l)}`}</span>
                            <span aria-hidden="true" className="whitespace-nowrap">
                              Abrir
                            </span>
                          </Link>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Paginacao
            className="mt-4"
            pagina={pedido.pagina}
            totalPaginas={Math.max(1, Math.ceil(dados.total / DETALHE_POR_PAGINA))}
            aoMudar={aoMudarPagina}
            rotulo="Páginas das linhas"
          />
        </>
      )}
    </Dialogo>
  );
}
