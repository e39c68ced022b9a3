/**
 * Peças comuns dos formulários com react-hook-form + zod (cadastro, perfil, gestão de usuários).
 * Só páginas carregadas sob demanda importam este arquivo (ele traz o zod).
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { CamposPerfilSchema, DataNascimentoSchema, RegistroSchema } from '#shared/contracts/campos.ts';

export const CLASSE_FIELDSET = 'space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700';
export const CLASSE_LEGENDA = 'px-1 font-semibold text-escola-800 dark:text-escola-100';

/** Campo com máscara: o valor é refeito a cada mudança antes de chegar ao formulário. */
export function comMascara(registro: UseFormRegisterReturn, mascara: (v: string) => string): UseFormRegisterReturn {
  return {
    ...registro,
    onChange: (e: { target: HTMLInputElement }) => {
      e.target.value = mascara(e.target.value);
      return registro.onChange(e);
    },
  };
}

const perfil = CamposPerfilSchema.shape;
type RegraLista = typeof perfil.cargo_id;
/**
 * `<select>` devolve texto: "" vira nulo (não informado), o resto segue a regra do contrato, que
 * converte o texto em número. A conversão de tipo só informa ao `pipe` que a regra aceita texto.
 */
const selecao = (regra: RegraLista) =>
  z
    .string()
    .transform((v) => (v === '' ? null : v))
    .pipe(regra as unknown as z.ZodType<z.output<RegraLista>, string | null>);

/** Data de nascimento e campos das listas do perfil como chegam de um formulário. */
export const camposPerfilDoFormulario = {
  data_nascimento: z.string().min(1, 'Informe a data de nascimento.').pipe(DataNascimentoSchema),
  unidade_id: selecao(perfil.unidade_id),
  cargo_id: selecao(perfil.cargo_id),
  genero_id: selecao(perfil.genero_id),
  orientacao_sexual_id: selecao(perfil.orientacao_sexual_id),
  cor_raca_id: selecao(perfil.cor_raca_id),
  escolaridade_id: selecao(perfil.escolaridade_id),
  deficiencia_id: selecao(perfil.deficiencia_id),
  registro: RegistroSchema,
};

type CampoListaPerfil = 'unidade_id' | 'cargo_id' | 'genero_id' | 'orientacao_sexual_id' | 'cor_raca_id' | 'escolaridade_id' | 'deficiencia_id' | 'registro';
const CAMPOS_LISTA_PERFIL: CampoListaPerfil[] = [
  'unidade_id', 'cargo_id', 'genero_id', 'orientacao_sexual_id', 'cor_raca_id', 'escolaridade_id', 'deficiencia_id', 'registro',
];

/** Mensagens de erro do react-hook-form para os campos das listas do perfil. */
export function errosDosCamposPerfil(
  erros: Partial<Record<CampoListaPerfil, { message?: string } | undefined>>,
): Partial<Record<CampoListaPerfil, string | undefined>> {
  return Object.fromEntries(CAMPOS_LISTA_PERFIL.map((c) => [c, erros[c]?.message]));
}
