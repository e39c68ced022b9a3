import { CalendarOff, ChevronLeft, ChevronRight, Flag, Landmark, Lock, Plus, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import type { Bloqueio } from '#shared/contracts/salas.ts';
import { mesDe } from '#shared/rules/salas.ts';
import { AlertaErro } from '#web/components/ui/alerta-erro.tsx';
import { Botao } from '#web/components/ui/botao.tsx';
import { Dialogo } from '#web/components/ui/dialogo.tsx';
import { CabecalhoPagina, ErroCarregamento, Esqueleto, Vazio } from '#web/components/ui/estados.tsx';
import { Indicadores } from '#web/components/ui/indicadores.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import { Link } from '#web/lib/roteador.tsx';
import { notificarErro, notificarSucesso } from '#web/lib/toast.ts';
import { useIncluirFeriados } from '../../api/incluir-feriados-nacionais.ts';
import { useBloqueios } from '../../api/listar-bloqueios.ts';
import { useRemoverBloqueio } from '../../api/remover-bloqueio.ts';
import { CLASSE_ATENCAO, CLASSE_H2, CLASSE_LINK_TEXTO, CLASSE_SUCESSO } from '../comum/classes.ts';
import { anoAtual, dataComSemana } from '../comum/datas.ts';
import { useParametrosDaUrl as useParametros } from '#web/lib/estado-na-url.ts';
import { DialogoBloqueio, type BloqueioSalvo } from './dialogo-bloqueio.tsx';
import { ListaBloqueios } from './lista-bloqueios.tsx';
import { RESERVAS_SALAS } from '#web/lib/caminhos.ts';

const CLASSE_SETA =
  'inline-flex size-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

/** "Há N reservas ativas nesta data: revise-as em Reservas de Salas." com o link para a agenda daquele mês. */
export function AvisoReservas({ salvo }: { salvo: BloqueioSalvo }) {
  const n = salvo.reservas_no_dia;
  const destino = `${RESERVAS_SALAS}?aba=agenda&mes=${mesDe(salvo.bloqueio.data)}`;
  return (
    <div className={CLASSE_ATENCAO}>
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-semibold first-letter:uppercase">{dataComSemana(salvo.bloqueio.data)}.</span>{' '}
        {n === 1 ? 'Há 1 reserva ativa nesta data: revise-a em ' : `Há ${formatarNumero(n)} reservas ativas nesta data: revise-as em `}
        <Link to={destino} className={CLASSE_LINK_TEXTO}>
          Reservas de Salas
        </Link>
        .
      </p>
    </div>
  );
}

function RemoverBloqueio({ bloqueio: b, aoFechar }: { bloqueio: Bloqueio; aoFechar: () => void }) {
  const remover = useRemoverBloqueio();
  return (
    <Dialogo titulo="Liberar esta data?" descricao={`${dataComSemana(b.data)} — ${b.descricao}. A data volta a ficar disponível para agendamento em todas as salas.`} aoFechar={aoFechar} largura="sm">
      <AlertaErro mensagem={remover.error?.message} />
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Botao variante="secundario" data-autofoco onClick={aoFechar}>
          Voltar
        </Botao>
        <Botao
          variante="perigo"
          carregando={remover.isPending}
          textoCarregando="Removendo…"
          onClick={() => remover.mutate(b.id, { onSuccess: () => (notificarSucesso('Data liberada.'), aoFechar()) })}
        >
          Remover
        </Botao>
      </div>
    </Dialogo>
  );
}

/** Resultados mostrados acima da lista, do ano em que foram pedidos: somem quando o ano muda. */
interface Avisos {
  ano: number;
  /** A mensagem de "Incluir feriados nacionais". */
  feriados?: string;
  /** O último bloqueio salvo (o aviso das reservas que já havia no dia). */
  salvo?: BloqueioSalvo;
}

/**
 * /admin/bloqueios (issue 10): as datas bloqueadas do ano (`?ano=`) por mês, com contagem por tipo, adicionar,
 * editar e remover, o aviso das reservas que já havia na data e a inclusão dos feriados nacionais do ano.
 */
export function CalendarioDeBloqueios() {
  const [params, mudar] = useParametros();
  const pedido = Number(params.get('ano'));
  const ano = Number.isInteger(pedido) && pedido >= 2000 && pedido <= 2100 ? pedido : anoAtual();
  const consulta = useBloqueios(ano);
  const feriados = useIncluirFeriados();
  const [editando, setEditando] = useState<Bloqueio | 'novo' | null>(null);
  const [removendo, setRemovendo] = useState<Bloqueio | null>(null);
  const [avisos, setAvisos] = useState<Avisos>({ ano });
  // trocar de ano (setas, endereço, voltar do navegador) apaga os resultados do ano anterior
  if (avisos.ano !== ano) setAvisos({ ano });
  const lista = consulta.data ?? [];
  const conta = (tipo: Bloqueio['tipo']) => (consulta.data ? lista.filter((b) => b.tipo === tipo).length : null);

  function incluirFeriados() {
    feriados.mutate(ano, {
      onSuccess: (r, doAno) => {
        notificarSucesso(r.mensagem);
        setAvisos((a) => (a.ano === doAno ? { ...a, feriados: r.mensagem } : a));
      },
      onError: (err) => notificarErro(err.message || 'Não foi possível incluir os feriados.'),
    });
  }

  return (
    <>
      <CabecalhoPagina
        titulo="Calendário de Bloqueios"
        subtitulo="Feriados, pontos facultativos e datas internas em que nenhuma sala pode ser agendada."
        acoes={
          <>
            <Botao variante="secundario" carregando={feriados.isPending} textoCarregando="Incluindo…" onClick={incluirFeriados}>
              <Flag aria-hidden="true" className="size-4" />
              Incluir feriados nacionais de {ano}
            </Botao>
            <Botao aria-haspopup="dialog" onClick={() => setEditando('novo')}>
              <Plus aria-hidden="true" className="size-4" />
              Adicionar data
            </Botao>
          </>
        }
      />
      <div className="space-y-6">
        <div className="flex items-center gap-2">
          <button type="button" className={CLASSE_SETA} aria-label={`Ano anterior: ${ano - 1}`} disabled={ano <= 2000} onClick={() => mudar({ ano: String(ano - 1) })}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <h2 className={`${CLASSE_H2} min-w-20 text-center`}>
            {ano}
          </h2>
          <button type="button" className={CLASSE_SETA} aria-label={`Próximo ano: ${ano + 1}`} disabled={ano >= 2100} onClick={() => mudar({ ano: String(ano + 1) })}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
        <Indicadores
          rotulo={`Datas bloqueadas em ${ano} por tipo`}
          colunas="grid-cols-2 lg:grid-cols-4"
          itens={[
            { rotulo: 'Feriados nacionais', Icone: Flag, valor: conta('feriado_nacional') },
            { rotulo: 'Feriados municipais', Icone: Landmark, valor: conta('feriado_municipal') },
            { rotulo: 'Pontos facultativos', Icone: CalendarOff, valor: conta('ponto_facultativo') },
            { rotulo: 'Bloqueios internos', Icone: Lock, valor: conta('bloqueio_interno') },
          ]}
        />
        <div role="status" aria-live="polite" className="space-y-3">
          {avisos.feriados && <p className={CLASSE_SUCESSO}>{avisos.feriados}</p>}
          {avisos.salvo && avisos.salvo.reservas_no_dia > 0 && <AvisoReservas salvo={avisos.salvo} />}
          <p className="text-sm font-medium text-slate-700 dark:text-slate-200">
            {consulta.isPending ? 'Carregando as datas…' : consulta.data ? `${formatarNumero(lista.length)} ${lista.length === 1 ? 'data bloqueada' : 'datas bloqueadas'} em ${ano}.` : ''}
          </p>
        </div>
        {consulta.isPending ? (
          <Esqueleto linhas={3} rotulo="Carregando as datas…" />
        ) : consulta.isError && !consulta.data ? (
          <ErroCarregamento mensagem="Não foi possível carregar as datas bloqueadas. Confira a conexão e tente novamente." aoTentar={() => void consulta.refetch()} />
        ) : lista.length === 0 ? (
          <Vazio mensagem={`Nenhuma data bloqueada em ${ano}.`} sugestao={`Use “Incluir feriados nacionais de ${ano}” ou “Adicionar data”.`} />
        ) : (
          <ListaBloqueios bloqueios={lista} aoEditar={setEditando} aoRemover={setRemovendo} />
        )}
      </div>
      {editando && (
        <DialogoBloqueio
          bloqueio={editando === 'novo' ? null : editando}
          aoFechar={() => setEditando(null)}
          aoSalvar={(salvo, novo) => {
            notificarSucesso(novo ? 'Data bloqueada.' : 'Data bloqueada atualizada.');
            setAvisos((a) => ({ ...a, salvo }));
          }}
        />
      )}
      {removendo && <RemoverBloqueio bloqueio={removendo} aoFechar={() => setRemovendo(null)} />}
    </>
  );
}
