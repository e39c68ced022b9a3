import { useId } from 'react';
import { LIMITES_SOLICITACAO as L } from '#shared/rules/solicitacoes-curso.ts';
import { EscolhaDePalestrantes } from '#web/components/formulario/escolha-de-palestrantes.tsx';
import { CLASSE_FIELDSET, CLASSE_LEGENDA } from '#web/lib/formularios.ts';
import { campoId, type PalestranteForm } from './esquema.ts';
import { SeletorPessoa } from './seletor-pessoa.tsx';

interface Props {
  valor: PalestranteForm[];
  aoMudar: (v: PalestranteForm[]) => void;
  /** Erro da lista e de cada palestrante (pela posição). */
  erro?: string | undefined;
  errosItens: (string | undefined)[];
  /** A busca de pessoas com conta é só da administração; as outras pessoas indicam pelo nome. */
  comBusca: boolean;
}

/** Palestrantes propostos: nomes digitados (e, para a administração, pessoas com conta). */
export function CampoPalestrantes({ valor, aoMudar, erro, errosItens, comBusca }: Props) {
  const idDica = useId();

  return (
    <fieldset className={CLASSE_FIELDSET} aria-describedby={erro ? `${campoId('palestrantes')}-erro` : idDica}>
      <legend className={CLASSE_LEGENDA}>Palestrantes (opcional)</legend>
      <p id={idDica} className="text-sm text-slate-600 dark:text-slate-400">
        {comBusca
          ? `Busque quem tem conta na plataforma ou digite o nome de quem é de fora. Até ${L.palestrantesMax}.`
          : `Digite o nome de cada palestrante; a Escola confere quem tem conta na plataforma. Até ${L.palestrantesMax}.`}
      </p>
      <EscolhaDePalestrantes
        valor={valor}
        aoMudar={aoMudar}
        errosItens={errosItens}
        maximo={L.palestrantesMax}
        nome={{ id: campoId('palestrantes'), rotulo: 'Nome do palestrante', maxLength: L.nomePalestrante, botao: 'Adicionar palestrante', invalido: !!erro }}
        busca={comBusca ? (p) => <SeletorPessoa id={`${campoId('palestrantes')}-busca`} rotulo="Palestrante com conta na plataforma" {...p} /> : undefined}
        aviso={
          erro && (
            <p id={`${campoId('palestrantes')}-erro`} className="text-sm text-red-700 dark:text-red-400">
              {erro}
            </p>
          )
        }
        rotuloLista="Palestrantes indicados"
        marca={(p) => (p.usuario_id === null ? ' (nome)' : ' (com conta)')}
      />
    </fieldset>
  );
}
