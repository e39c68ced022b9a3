/**
 * Esquema do formulário "Meu Perfil": o `AtualizarPerfilBodySchema` do contrato mais a confirmação
 * da nova senha e a regra de que trocar e-mail ou senha pede a senha atual (o servidor confere de novo).
 */
import { z } from 'zod';
import { SenhaNovaSchema } from '#shared/contracts/campos.ts';
import { camposPerfilDoFormulario } from '#web/lib/formularios.ts';
import { AtualizarPerfilBodySchema, type AtualizarPerfilBody, type PerfilMe } from '#shared/contracts/perfil.ts';
import { MENSAGEM_SENHAS_DIFERENTES } from '#web/lib/senha-textos.ts';
import { mascaraCelular, mascaraRegistro } from '#web/lib/mascaras.ts';

const vazioComoAusente = (v: string) => (v === '' ? undefined : v);

export function criarPerfilFormSchema(emailAtual: string) {
  return AtualizarPerfilBodySchema.extend({
    ...camposPerfilDoFormulario,
    senha_atual: z.string().max(200).transform(vazioComoAusente),
    nova_senha: z.string().transform(vazioComoAusente).pipe(SenhaNovaSchema.optional()),
    confirmar_senha: z.string(),
  }).superRefine((v, ctx) => {
    if ((v.nova_senha ?? '') !== v.confirmar_senha) {
      ctx.addIssue({ code: 'custom', path: ['confirmar_senha'], message: MENSAGEM_SENHAS_DIFERENTES });
    }
    const trocaEmail = v.email !== emailAtual.trim().toLowerCase();
    if ((trocaEmail || v.nova_senha) && !v.senha_atual) {
      const motivo = trocaEmail ? 'trocar o e-mail' : 'trocar a senha';
      ctx.addIssue({ code: 'custom', path: ['senha_atual'], message: `Informe a senha atual para ${motivo}.` });
    }
  });
}

type Esquema = ReturnType<typeof criarPerfilFormSchema>;
export type PerfilForm = z.input<Esquema>;
export type PerfilFormSaida = z.output<Esquema>;

/** Valores do formulário a partir do perfil carregado (ids viram texto, celular e registro com máscara). */
export function valoresDoPerfil(p: PerfilMe): PerfilForm {
  const id = (v: number | null) => (v === null ? '' : String(v));
  return {
    nome: p.nome,
    email: p.email,
    celular: mascaraCelular(p.celular ?? ''),
    data_nascimento: p.data_nascimento ?? '',
    registro: mascaraRegistro(p.registro ?? ''),
    unidade_id: id(p.unidade_id),
    cargo_id: id(p.cargo_id),
    genero_id: id(p.genero_id),
    orientacao_sexual_id: id(p.orientacao_sexual_id),
    cor_raca_id: id(p.cor_raca_id),
    escolaridade_id: id(p.escolaridade_id),
    deficiencia_id: id(p.deficiencia_id),
    senha_atual: '',
    nova_senha: '',
    confirmar_senha: '',
  };
}

/** Corpo do PUT: a senha atual só vai quando é exigida (troca de e-mail ou de senha); campos vazios não vão. */
export function corpoDoPerfil(dados: PerfilFormSaida, emailAtual: string): AtualizarPerfilBody {
  const { confirmar_senha: _confirmacao, senha_atual, nova_senha, ...resto } = dados;
  const exigeSenhaAtual = nova_senha !== undefined || resto.email !== emailAtual.trim().toLowerCase();
  return {
    ...resto,
    ...(nova_senha !== undefined ? { nova_senha } : {}),
    ...(exigeSenhaAtual && senha_atual !== undefined ? { senha_atual } : {}),
  };
}

/** Ordem dos campos na tela (o foco vai para o primeiro com erro do servidor). */
export const ORDEM_CAMPOS_PERFIL = [
  'nome',
  'email',
  'celular',
  'data_nascimento',
  'unidade_id',
  'cargo_id',
  'genero_id',
  'orientacao_sexual_id',
  'cor_raca_id',
  'escolaridade_id',
  'deficiencia_id',
  'registro',
  'senha_atual',
  'nova_senha',
  'confirmar_senha',
] as const satisfies readonly (keyof PerfilForm)[];
