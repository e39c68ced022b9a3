/**
 * Esquema do formulário de cadastro: o `CadastroBodySchema` do contrato mais o que só existe na
 * tela (confirmação de senha) e a conversão dos valores de formulário (seleção vazia → nulo).
 */
import { z } from 'zod';
import { CadastroBodySchema } from '#shared/contracts/auth.ts';
import { CamposPerfilSchema, DataNascimentoSchema, RegistroSchema } from '#shared/contracts/campos.ts';
import { MENSAGEM_SENHAS_DIFERENTES } from '#web/lib/senha-textos.ts';

const perfil = CamposPerfilSchema.shape;
type RegraLista = typeof perfil.cargo_id;
/**
 * `<select>` devolve texto: "" vira nulo (não informado), o resto segue a regra do contrato, que
 * converte o texto em número (`z.coerce`). A conversão de tipo só informa ao `pipe` que a regra aceita texto.
 */
const selecao = (regra: RegraLista) =>
  z
    .string()
    .transform((v) => (v === '' ? null : v))
    .pipe(regra as unknown as z.ZodType<z.output<RegraLista>, string | null>);

export const CadastroFormSchema = CadastroBodySchema.extend({
  data_nascimento: z.string().min(1, 'Informe a data de nascimento.').pipe(DataNascimentoSchema),
  unidade_id: selecao(perfil.unidade_id),
  cargo_id: selecao(perfil.cargo_id),
  genero_id: selecao(perfil.genero_id),
  orientacao_sexual_id: selecao(perfil.orientacao_sexual_id),
  cor_raca_id: selecao(perfil.cor_raca_id),
  escolaridade_id: selecao(perfil.escolaridade_id),
  deficiencia_id: selecao(perfil.deficiencia_id),
  registro: RegistroSchema,
  confirmar_senha: z.string(),
}).superRefine((v, ctx) => {
  if (v.senha !== v.confirmar_senha) ctx.addIssue({ code: 'custom', path: ['confirmar_senha'], message: MENSAGEM_SENHAS_DIFERENTES });
});

export type CadastroForm = z.input<typeof CadastroFormSchema>;
export type CadastroFormSaida = z.output<typeof CadastroFormSchema>;

export const VALORES_INICIAIS: CadastroForm = {
  nome: '',
  cpf: '',
  email: '',
  celular: '',
  data_nascimento: '',
  senha: '',
  confirmar_senha: '',
  unidade_id: '',
  cargo_id: '',
  genero_id: '',
  orientacao_sexual_id: '',
  cor_raca_id: '',
  escolaridade_id: '',
  deficiencia_id: '',
  registro: '',
};

/** Ordem dos campos na tela: o foco vai para o primeiro com erro do servidor. */
export const ORDEM_CAMPOS = [
  'nome',
  'cpf',
  'email',
  'celular',
  'data_nascimento',
  'senha',
  'confirmar_senha',
  'unidade_id',
  'cargo_id',
  'genero_id',
  'orientacao_sexual_id',
  'cor_raca_id',
  'escolaridade_id',
  'deficiencia_id',
  'registro',
] as const satisfies readonly (keyof CadastroForm)[];
