/**
 * Esquema do formulário de cadastro: o `CadastroBodySchema` do contrato mais o que só existe na
 * tela (confirmação de senha) e a conversão dos valores de formulário (seleção vazia → nulo).
 */
import { z } from 'zod';
import { CadastroBodySchema } from '#shared/contracts/auth.ts';
import { camposPerfilDoFormulario } from '#web/lib/formularios.ts';
import { MENSAGEM_SENHAS_DIFERENTES } from '#web/lib/senha-textos.ts';

export const CadastroFormSchema = CadastroBodySchema.extend({
  ...camposPerfilDoFormulario,
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
