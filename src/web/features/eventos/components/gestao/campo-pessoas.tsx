import { ArrowDown, ArrowUp, X } from 'lucide-react';
import type { Perfil } from '#shared/rules/perfis.ts';
import { CLASSE_BOTAO_LINHA } from './classes.ts';
import type { PessoaForm } from './esquema-evento.ts';
import { SeletorPessoas } from './seletor-pessoas.tsx';

interface Props {
  id: string;
  rotulo: string;
  perfis: readonly Perfil[];
  valor: PessoaForm[];
  aoMudar: (v: PessoaForm[]) => void;
  erro?: string | undefined;
  dica?: string;
  obrigatorio?: boolean;
  /** Quantas pessoas no máximo (o campo de busca trava ao chegar nele). */
  max?: number;
  /** A ordem importa (assinantes do certificado): mostra a posição e os botões de subir e descer. */
  ordenado?: boolean;
}

const mover = <T,>(lista: T[], de: number, para: number) => {
  const copia = [...lista];
  const [item] = copia.splice(de, 1);
  copia.splice(para, 0, item!);
  return copia;
};

/** Pessoas escolhidas (chips com "Remover") e a busca para acrescentar mais. */
export function CampoPessoas({ id, rotulo, perfis, valor, aoMudar, erro, dica, obrigatorio, max, ordenado }: Props) {
  const cheio = max !== undefined && valor.length >= max;
  const Lista = ordenado ? 'ol' : 'ul';
  return (
    <div className="space-y-2">
      <SeletorPessoas
        id={id}
        rotulo={rotulo}
        perfis={perfis}
        excluir={valor.map((p) => p.id)}
        aoEscolher={(p) => aoMudar([...valor, p])}
        erro={erro}
        dica={cheio ? `Limite de ${max} atingido: remova alguém para trocar.` : dica}
        obrigatorio={obrigatorio}
        desabilitado={cheio}
      />
      {valor.length > 0 && (
        <Lista aria-label={`${rotulo}: escolhidos`} className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {valor.map((p, i) => (
            <li key={p.id} className="flex items-center gap-1 rounded-lg border border-slate-200 bg-slate-50 py-1 pr-1 pl-3 text-sm dark:border-slate-700 dark:bg-slate-800">
              <span className="min-w-0 flex-1 break-words">
                {ordenado && <span className="font-semibold">{i + 1}º · </span>}
                {p.nome}
              </span>
              {ordenado && (
                <>
                  <button type="button" className={CLASSE_BOTAO_LINHA} disabled={i === 0} aria-label={`Subir ${p.nome}`} onClick={() => aoMudar(mover(valor, i, i - 1))}>
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </button>
                  <button type="button" className={CLASSE_BOTAO_LINHA} disabled={i === valor.length - 1} aria-label={`Descer ${p.nome}`} onClick={() => aoMudar(mover(valor, i, i + 1))}>
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </button>
                </>
              )}
              <button type="button" className={CLASSE_BOTAO_LINHA} aria-label={`Remover ${p.nome}`} onClick={() => aoMudar(valor.filter((x) => x.id !== p.id))}>
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </Lista>
      )}
    </div>
  );
}
