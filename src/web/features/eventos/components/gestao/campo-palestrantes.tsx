import { useId } from 'react';
import { LIMITES_EVENTO } from '#shared/rules/eventos.ts';
import { EscolhaDePalestrantes } from '#web/components/formulario/escolha-de-palestrantes.tsx';
import type { PalestranteForm } from './esquema-evento.ts';
import { SeletorPessoas } from './seletor-pessoas.tsx';

interface Props {
  id: string;
  valor: PalestranteForm[];
  aoMudar: (v: PalestranteForm[]) => void;
  /** Erro da lista e erros de cada palestrante (pela posição). */
  erro?: string | undefined;
  errosItens: (string | undefined)[];
}

/** Palestrantes: uma pessoa com conta (busca) ou um nome externo digitado. */
export function CampoPalestrantes({ id, valor, aoMudar, erro, errosItens }: Props) {
  const idExterno = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-800 dark:text-slate-200">Palestrantes (opcional)</legend>
      <EscolhaDePalestrantes
        valor={valor}
        aoMudar={aoMudar}
        errosItens={errosItens}
        maximo={LIMITES_EVENTO.pessoasPorTurmaMax}
        nome={{ id: idExterno, rotulo: 'Palestrante externo (nome)', maxLength: 150, botao: 'Adicionar nome' }}
        busca={(p) => <SeletorPessoas id={id} rotulo="Palestrante com conta na plataforma" perfis={[]} erro={erro} {...p} />}
        rotuloLista="Palestrantes escolhidos"
        marca={(p) => (p.usuario_id === null ? ' (externo)' : null)}
      />
    </fieldset>
  );
}
