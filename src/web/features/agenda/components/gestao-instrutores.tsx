import { FileDown, UserCheck, UserX, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { InstrutorResumo } from '#shared/contracts/instrutores.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { ErroCarregamento, Vazio } from '#web/components/ui/estados.tsx';
import { formatarNumero } from '#web/lib/formato.ts';
import { useValorAtrasado } from '#web/lib/use-valor-atrasado.ts';
import { useInstrutores } from '../api/listar-instrutores.ts';
import { baixarBlob } from '#web/lib/baixar-arquivo.ts';
import { hoje } from './datas.ts';
import { DialogoTurmasInstrutor } from './dialogo-turmas-instrutor.tsx';
import { Indicador } from './indicador.tsx';
import { csvInstrutores, filtrarInstrutores, ORDENS, type Ordem } from './instrutores.ts';
import { TabelaInstrutores } from './tabela-instrutores.tsx';

/** Espera da busca digitada antes de filtrar (SPEC §9: 250 ms). */
export const ATRASO_BUSCA_MS = 250;

function Indicadores({ lista }: { lista: readonly InstrutorResumo[] | undefined }) {
  const contar = (f: (i: InstrutorResumo) => boolean) => (lista ? lista.filter(f).length : null);
  return (
    <ul aria-label="Resumo dos instrutores" className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-3">
      <Indicador rotulo="Total" valor={lista?.length ?? null} dica="Pessoas com perfil de instrutor" icone={Users} />
      <Indicador rotulo="Com turmas em andamento" valor={contar((i) => i.turmas_andamento > 0)} dica="Dando aula agora" icone={UserCheck} />
      <Indicador rotulo="Sem turmas" valor={contar((i) => i.turmas_qtd === 0)} dica="Nenhuma turma vinculada" icone={UserX} />
    </ul>
  );
}

function Controles({ busca, aoBuscar, ordem, aoOrdenar, aoExportar, podeExportar }: {
  busca: string;
  aoBuscar: (v: string) => void;
  ordem: Ordem;
  aoOrdenar: (o: Ordem) => void;
  aoExportar: () => void;
  podeExportar: boolean;
}) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <div className="flex-1">
        <label htmlFor="busca-instrutores" className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          Buscar por nome ou e-mail
        </label>
        <input
          id="busca-instrutores"
          type="search"
          value={busca}
          onChange={(e) => aoBuscar(e.target.value)}
          placeholder="Buscar por nome ou e-mail…"
          autoComplete="off"
          className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
      </div>
      <div className="md:w-56">
        <label htmlFor="ordem-instrutores" className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          Ordenar por
        </label>
        <select
          id="ordem-instrutores"
          value={ordem}
          onChange={(e) => aoOrdenar(e.target.value as Ordem)}
          className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        >
          {ORDENS.map((o) => (
            <option key={o.valor} value={o.valor}>
              {o.rotulo}
            </option>
          ))}
        </select>
      </div>
      <Botao variante="secundario" onClick={aoExportar} disabled={!podeExportar}>
        <FileDown aria-hidden="true" className="size-4" /> Exportar CSV
      </Botao>
    </div>
  );
}

/** Gestão de Instrutores: indicadores, busca, ordem, exportação CSV e as turmas de cada um. */
export function GestaoInstrutores() {
  const consulta = useInstrutores();
  const [busca, setBusca] = useState('');
  const [ordem, setOrdem] = useState<Ordem>('nome-asc');
  const [aberto, setAberto] = useState<InstrutorResumo | null>(null);
  const buscaAplicada = useValorAtrasado(busca, ATRASO_BUSCA_MS);
  const lista = consulta.data;
  const filtrados = useMemo(() => filtrarInstrutores(lista ?? [], buscaAplicada, ordem), [lista, buscaAplicada, ordem]);

  function exportar() {
    baixarBlob(new Blob([csvInstrutores(filtrados)], { type: 'text/csv;charset=utf-8' }), `instrutores-${hoje()}.csv`);
  }

  return (
    <div className="space-y-5">
      <Indicadores lista={lista} />
      <Controles busca={busca} aoBuscar={setBusca} ordem={ordem} aoOrdenar={setOrdem} aoExportar={exportar} podeExportar={filtrados.length > 0} />
      <p role="status" aria-live="polite" className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {lista ? `${formatarNumero(filtrados.length)} instrutor(es) encontrado(s)` : consulta.isPending ? 'Carregando instrutores…' : ''}
      </p>
      {consulta.isPending && (
        <div aria-hidden="true" className="space-y-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-16 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
          ))}
        </div>
      )}
      {consulta.isError && !lista && <ErroCarregamento mensagem="Não foi possível carregar os instrutores." aoTentar={() => void consulta.refetch()} />}
      {lista && filtrados.length === 0 && (
        <Vazio
          mensagem={lista.length === 0 ? 'Nenhum instrutor cadastrado.' : 'Nenhum instrutor encontrado.'}
          sugestao={lista.length === 0 ? 'Dê o perfil de instrutor a uma pessoa na Gestão de Usuários.' : 'Confira a grafia do nome ou do e-mail.'}
        />
      )}
      {filtrados.length > 0 && <TabelaInstrutores instrutores={filtrados} aoVer={setAberto} />}
      {aberto && <DialogoTurmasInstrutor instrutor={aberto} aoFechar={() => setAberto(null)} />}
    </div>
  );
}
