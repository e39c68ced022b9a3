import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { Filtro } from '#shared/contracts/relatorios.ts';
import { OPERADORES_POR_TIPO, ROTULO_OPERADOR, type CampoRelatorio, type Operador, type Opcao } from '#shared/rules/relatorios.ts';
import { Botao } from '#web/components/ui/botao.tsx';
import { Campo, CampoSelecao } from '#web/components/ui/campo.tsx';
import { filtroNovo } from './definicao.ts';
import { EscolhaDeReferencia } from './escolha-de-referencia.tsx';

interface Props {
  filtro: Filtro;
  campos: readonly CampoRelatorio[];
  /** Opções de unidades e cargos (listas do cadastro). */
  opcoesDaReferencia: (c: CampoRelatorio) => Opcao[] | null;
  aoMudar: (f: Filtro) => void;
  aoRemover: () => void;
  numero: number;
}

/** Uma linha de filtro: campo, operador e valor (o controle muda com o tipo do campo). */
export function FiltroDoRelatorio({ filtro, campos, opcoesDaReferencia, aoMudar, aoRemover, numero }: Props) {
  const id = useId();
  const campo = campos.find((c) => c.chave === filtro.campo) ?? campos[0]!;
  const operadores = OPERADORES_POR_TIPO[campo.tipo];
  const opcoes = campo.tipo === 'enum' ? [...(campo.opcoes ?? [])] : campo.tipo === 'referencia' ? opcoesDaReferencia(campo) : null;

  function mudarOperador(op: Operador) {
    if (op === 'em') {
      aoMudar({ ...filtro, operador: op, valor: opcoes?.length ? [opcoes[0]!.valor] : [] });
    } else {
      aoMudar({ ...filtro, operador: op, valor: Array.isArray(filtro.valor) ? (filtro.valor[0] ?? '') : filtro.valor });
    }
  }

  const valorSimples = Array.isArray(filtro.valor) ? '' : String(filtro.valor);
  let controle;
  if (campo.tipo === 'referencia' && (campo.referencia === 'evento' || campo.referencia === 'turma')) {
    const valores = (Array.isArray(filtro.valor) ? filtro.valor : [filtro.valor]).filter((v): v is number => typeof v === 'number');
    controle = (
      <EscolhaDeReferencia
        referencia={campo.referencia}
        varios={filtro.operador === 'em'}
        valores={valores}
        aoMudar={(v) => aoMudar({ ...filtro, valor: filtro.operador === 'em' ? v : (v[0] ?? '') })}
      />
    );
  } else if (filtro.operador === 'em' && opcoes) {
    const marcados = new Set((Array.isArray(filtro.valor) ? filtro.valor : []).map(String));
    controle = (
      <fieldset>
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Valores</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {opcoes.map((o) => (
            <label key={o.valor} className="inline-flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={marcados.has(String(o.valor))}
                onChange={(e) => {
                  const novos = new Set(marcados);
                  if (e.target.checked) novos.add(String(o.valor));
                  else novos.delete(String(o.valor));
                  const lista = opcoes.filter((x) => novos.has(String(x.valor))).map((x) => (campo.tipo === 'referencia' ? Number(x.valor) : x.valor));
                  aoMudar({ ...filtro, valor: lista });
                }}
              />
              {o.rotulo}
            </label>
          ))}
        </div>
      </fieldset>
    );
  } else if (filtro.operador === 'em') {
    controle = (
      <Campo
        rotulo="Códigos (separados por vírgula)"
        inputMode="numeric"
        value={Array.isArray(filtro.valor) ? filtro.valor.join(', ') : ''}
        onChange={(e) => aoMudar({ ...filtro, valor: e.target.value.split(/[,;\s]+/).filter(Boolean).map((v) => (/^\d+$/.test(v) ? Number(v) : v)) })}
      />
    );
  } else if (opcoes) {
    controle = (
      <CampoSelecao
        rotulo="Valor"
        opcoes={opcoes.map((o) => ({ valor: o.valor, rotulo: o.rotulo }))}
        value={valorSimples}
        onChange={(e) => aoMudar({ ...filtro, valor: campo.tipo === 'referencia' ? Number(e.target.value) : e.target.value })}
      />
    );
  } else if (campo.tipo === 'booleano') {
    controle = (
      <CampoSelecao
        rotulo="Valor"
        vazio="Selecione…"
        opcoes={[{ valor: 'true', rotulo: 'Sim' }, { valor: 'false', rotulo: 'Não' }]}
        value={valorSimples}
        onChange={(e) => aoMudar({ ...filtro, valor: e.target.value === 'true' })}
      />
    );
  } else if (campo.tipo === 'data') {
    controle = <Campo rotulo="Data" type="date" value={valorSimples} onChange={(e) => aoMudar({ ...filtro, valor: e.target.value })} />;
  } else if (campo.tipo === 'numero' || campo.tipo === 'referencia') {
    controle = (
      <Campo
        rotulo={campo.tipo === 'referencia' ? 'Código' : 'Número'}
        type="number"
        inputMode="decimal"
        value={valorSimples}
        onChange={(e) => aoMudar({ ...filtro, valor: e.target.value === '' ? '' : Number(e.target.value) })}
      />
    );
  } else {
    controle = <Campo rotulo="Texto" maxLength={120} value={valorSimples} onChange={(e) => aoMudar({ ...filtro, valor: e.target.value })} />;
  }

  return (
    <li className="rounded-lg border border-slate-200 p-3 dark:border-slate-700" aria-labelledby={`${id}-t`}>
      <p id={`${id}-t`} className="sr-only">
        Filtro {numero}
      </p>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_1.3fr_auto] sm:items-start">
        <CampoSelecao
          rotulo="Campo"
          vazio="Escolha o campo…"
          opcoes={campos.map((c) => ({ valor: c.chave, rotulo: c.rotulo }))}
          value={campo.chave}
          onChange={(e) => {
            const c = campos.find((x) => x.chave === e.target.value);
            if (c) aoMudar(filtroNovo(c));
          }}
        />
        <CampoSelecao rotulo="Condição" vazio="Escolha…" opcoes={operadores.map((o) => ({ valor: o, rotulo: ROTULO_OPERADOR[o] }))} value={filtro.operador} onChange={(e) => mudarOperador(e.target.value as Operador)} />
        {controle}
        <Botao variante="fantasma" className="sm:self-end" onClick={aoRemover} aria-label={`Remover o filtro ${numero} (${campo.rotulo})`}>
          <Trash2 aria-hidden="true" className="size-4" />
          <span className="sm:sr-only">Remover</span>
        </Botao>
      </div>
    </li>
  );
}
