import type { UseFormRegisterReturn } from 'react-hook-form';
import type { CamposPerfilSchema } from '#shared/contracts/campos.ts';
import type { Lookups } from '#shared/contracts/perfil.ts';
import type { z } from 'zod';
import { Campo, CampoSelecao, type Opcao } from '#web/components/ui/campo.tsx';
import { mascaraRegistro } from '#web/lib/mascaras.ts';

/** Campos de vínculo/perfil vindos das listas de apoio, mais o registro funcional. */
export type CampoVinculo = keyof z.input<typeof CamposPerfilSchema>;

/** Ordem em que os campos aparecem (e em que o foco procura o primeiro erro). */
export const CAMPOS_VINCULO = [
  'unidade_id',
  'cargo_id',
  'genero_id',
  'orientacao_sexual_id',
  'cor_raca_id',
  'escolaridade_id',
  'deficiencia_id',
  'registro',
] as const satisfies readonly CampoVinculo[];

type CampoLista = Exclude<CampoVinculo, 'registro'>;

const LISTAS: { campo: CampoLista; rotulo: string; opcoes: (l: Lookups) => Opcao[]; dica?: string }[] = [
  { campo: 'unidade_id', rotulo: 'Unidade', opcoes: (l) => l.unidades.map((u) => ({ valor: u.id, rotulo: `${u.sigla} — ${u.nome}` })) },
  { campo: 'cargo_id', rotulo: 'Cargo', opcoes: (l) => l.cargos.map(opcao) },
  { campo: 'genero_id', rotulo: 'Gênero', opcoes: (l) => l.generos.map(opcao) },
  { campo: 'orientacao_sexual_id', rotulo: 'Orientação sexual', opcoes: (l) => l.orientacoes_sexuais.map(opcao) },
  { campo: 'cor_raca_id', rotulo: 'Cor/raça', opcoes: (l) => l.cores_racas.map(opcao) },
  { campo: 'escolaridade_id', rotulo: 'Escolaridade', opcoes: (l) => l.escolaridades.map(opcao) },
  { campo: 'deficiencia_id', rotulo: 'Deficiência', opcoes: (l) => l.deficiencias.map(opcao), dica: 'Se não possuir, escolha “Não possuo”.' },
];

function opcao(o: { id: number; nome: string }): Opcao {
  return { valor: o.id, rotulo: o.nome };
}

export interface CamposVinculoProps {
  /** Listas do GET /api/lookups; sem elas as seleções ficam desabilitadas ("Carregando..."). */
  lookups: Lookups | undefined;
  registrar: (campo: CampoVinculo) => UseFormRegisterReturn;
  erros: Partial<Record<CampoVinculo, string | undefined>>;
  /** Marca as listas como obrigatórias (exigidas para o perfil completo). */
  obrigatorios?: boolean;
}

/** As sete seleções do perfil e o registro funcional (máscara 00.000-0), para cadastro e perfil. */
export function CamposVinculo({ lookups, registrar, erros, obrigatorios = false }: CamposVinculoProps) {
  const registro = registrar('registro');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {LISTAS.map(({ campo, rotulo, opcoes, dica }) => (
        <CampoSelecao
          key={campo}
          rotulo={rotulo}
          obrigatorio={obrigatorios}
          opcoes={lookups ? opcoes(lookups) : []}
          vazio={lookups ? 'Selecione…' : 'Carregando...'}
          disabled={!lookups}
          erro={erros[campo]}
          dica={dica}
          {...registrar(campo)}
        />
      ))}
      <Campo
        rotulo="Registro funcional"
        inputMode="numeric"
        placeholder="Ex.: 10.010-1"
        maxLength={9}
        erro={erros.registro}
        dica="Somente para servidores da Prefeitura"
        {...registro}
        onChange={(e) => {
          e.target.value = mascaraRegistro(e.target.value);
          void registro.onChange(e);
        }}
      />
    </div>
  );
}
