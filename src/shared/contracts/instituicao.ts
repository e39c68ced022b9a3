import { z } from 'zod';
import { somenteDigitos } from '../rules/cpf.ts';
import { telefoneValido } from '../rules/telefone.ts';
import { textoDeUmaLinha, textoSeguro } from './campos.ts';
import { defineEndpoint } from './endpoint.ts';

/** Endereço de página pública: só http(s), sem espaços, até 300 caracteres. */
function enderecoWeb(rotulo: string) {
  return z
    .string({ error: `Informe ${rotulo}.` })
    .trim()
    .max(300, `O endereço d${rotulo} pode ter no máximo 300 caracteres.`)
    .refine(textoSeguro, `O endereço d${rotulo} contém caracteres inválidos.`)
    .refine((v) => {
      if (!/^https?:\/\//i.test(v) || /\s/.test(v)) return false;
      try {
        return new URL(v).hostname.includes('.');
      } catch {
        return false;
      }
    }, `Informe o endereço completo d${rotulo}, começando com https://.`);
}

/** Endereço opcional: vazio vira nulo (o campo some das telas). */
const enderecoWebOpcional = (rotulo: string) =>
  z
    .string({ error: `Informe o endereço d${rotulo} ou deixe o campo vazio.` })
    .nullish()
    .transform((v) => v?.trim() || null)
    .pipe(enderecoWeb(rotulo).nullable());

const emailDe = (rotulo: string) =>
  z
    .string({ error: `Informe ${rotulo}.` })
    .trim()
    .toLowerCase()
    .pipe(z.email(`Informe um e-mail válido para ${rotulo}.`).max(120, `O campo ${rotulo} pode ter no máximo 120 caracteres.`));

const TelefoneSchema = z
  .string({ error: 'Informe o telefone.' })
  .transform(somenteDigitos)
  .pipe(z.string().refine(telefoneValido, 'Telefone inválido. Informe DDD + número, como (13) 3226-1234, ou um 0800.'));

/** Os dados da instituição que qualquer pessoa vê (rodapé, Contato, Sobre, QR Codes Oficiais, e-mails). */
export const InstituicaoPublicaSchema = z.object({
  nome: z.string().describe('Nome da instituição (rodapé, e-mails, certificados)'),
  endereco: z.string().nullable().describe('Endereço postal; nulo enquanto não configurado'),
  telefone: z.string().nullable().describe('Só dígitos (DDD + número ou 0800…)'),
  email: z.string().nullable().describe('E-mail de contato'),
  site: z.string().nullable().describe('Site oficial (QR Codes Oficiais)'),
  horario: z.string().nullable().describe('Horário de atendimento'),
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
  youtube: z.string().nullable(),
});
export type InstituicaoPublica = z.infer<typeof InstituicaoPublicaSchema>;

/** Tudo o que o administrador edita, com o remetente dos e-mails. */
export const InstituicaoSchema = InstituicaoPublicaSchema.extend({
  remetente_nome: z.string().describe('Nome do remetente dos e-mails'),
  remetente_email: z.string().describe('Endereço do remetente dos e-mails'),
  remetente_pelo_ambiente: z.boolean().describe('SMTP_FROM definido no servidor: ele vale no lugar do remetente daqui'),
  atualizado_em: z.string().nullable().describe('ISO 8601; nulo enquanto valem os padrões'),
});
export type Instituicao = z.infer<typeof InstituicaoSchema>;

export const SalvarInstituicaoBodySchema = z.object({
  nome: textoDeUmaLinha('o nome da instituição', 120),
  endereco: textoDeUmaLinha('o endereço', 200),
  telefone: TelefoneSchema,
  email: emailDe('o e-mail de contato'),
  site: enderecoWebOpcional('o site'),
  horario: textoDeUmaLinha('o horário de atendimento', 150, false)
    .nullish()
    .transform((v) => v || null),
  instagram: enderecoWebOpcional('o Instagram'),
  facebook: enderecoWebOpcional('o Facebook'),
  youtube: enderecoWebOpcional('o YouTube'),
  remetente_nome: textoDeUmaLinha('o nome do remetente', 100),
  remetente_email: emailDe('o e-mail do remetente'),
});
export type SalvarInstituicaoBody = z.input<typeof SalvarInstituicaoBodySchema>;

const tag = 'instituicao';
export const instituicaoEndpoints = {
  obter: defineEndpoint({
    method: 'GET', path: '/api/instituicao', acesso: 'publico', tag,
    resumo: 'Nome, endereço, telefone, e-mail, site e redes sociais da instituição',
    response: InstituicaoPublicaSchema,
    // igual para todos: proxies podem guardar por 1 minuto (o app pede sem cache e vê a mudança na hora)
    cache: 'public, max-age=60',
  }),
  obterAdmin: defineEndpoint({
    method: 'GET', path: '/api/admin/instituicao', acesso: { perfis: ['administrador'] }, tag,
    resumo: 'Dados da instituição com o remetente dos e-mails (administração)', response: InstituicaoSchema,
  }),
  salvar: defineEndpoint({
    method: 'PUT', path: '/api/admin/instituicao', acesso: { perfis: ['administrador'] }, tag,
    resumo: 'Atualiza os dados da instituição (auditado)', body: SalvarInstituicaoBodySchema, response: InstituicaoSchema,
  }),
} as const;
