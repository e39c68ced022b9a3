import { z } from 'zod';
import { cpfValido, somenteDigitos } from '../rules/cpf.ts';
import { MENSAGEM_SENHA_FRACA, senhaForte } from '../rules/senha.ts';
import { ANOS_DAS_DATAS, dataEntreAnos, idSchema } from './comum.ts';

/** Caractere de controle (U+0000–U+001F, U+007F) ou metade solta de um par UTF-16. */
const SURROGATE_SOLTO = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Controles bidirecionais que reordenam o texto na tela: incorporações e substituições (U+202A–U+202E)
 * e isolamentos (U+2066–U+2069). Com eles, "relatorio\u202Efdp.exe" aparece como "relatorioexe.pdf".
 */
const REORDENA_TEXTO = /[\u202A-\u202E\u2066-\u2069]/;
/** Todo controle de direção, inclusive as marcas invisíveis (U+200E, U+200F, U+061C): nada disso cabe num nome de arquivo. */
const CONTROLES_DE_DIRECAO = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Tira todo controle de direção (bidirecional) de um texto; para nomes de arquivo, que não recusam. */
export function semControlesDeDirecao(v: string): string {
  return v.replace(CONTROLES_DE_DIRECAO, '');
}

/**
 * Texto sem caracteres de controle, sem UTF-16 malformado e sem controles bidirecionais que reordenam
 * o texto: o PostgreSQL recusa U+0000 em texto e surrogates soltos em jsonb, o que viraria erro 500; um
 * U+202E faria um nome parecer outro na tela. As marcas de direção (U+200E, U+200F, U+061C) passam: não
 * reordenam letras e vêm coladas de textos em árabe ou hebraico.
 */
export function textoSeguro(v: string): boolean {
  return !SURROGATE_SOLTO.test(v) && !REORDENA_TEXTO.test(v) && ![...v].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);
}

/**
 * Texto de uma linha: sem controles, espaços colapsados; `nome` entra nas mensagens ("Informe o título.",
 * "O campo o título pode ter…").
 */
export function textoDeUmaLinha(nome: string, max: number, obrigatorio = true) {
  const base = z
    .string({ error: `Informe ${nome}.` })
    .refine(textoSeguro, `O campo ${nome} contém caracteres inválidos.`)
    .transform((v) => v.replace(/\s+/g, ' ').trim());
  return base.pipe(
    obrigatorio
      ? z.string().min(1, `Informe ${nome}.`).max(max, `O campo ${nome} pode ter no máximo ${max} caracteres.`)
      : z.string().max(max, `O campo ${nome} pode ter no máximo ${max} caracteres.`),
  );
}

/** Texto de várias linhas: mantém as quebras, recusa outros controles, apara as pontas. */
export function textoLongo(rotulo: string, max: number) {
  return z
    .string()
    .refine((v) => textoSeguro(v.replace(/[\n\r\t]/g, ' ')), `${rotulo} contém caracteres inválidos.`)
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(max, `${rotulo} pode ter no máximo ${max} caracteres.`));
}

/** Campos de pessoa reutilizados por cadastro, perfil e gestão de usuários. */
export const NomeSchema = z
  .string({ error: 'Informe seu nome.' })
  .refine(textoSeguro, 'O nome contém caracteres inválidos.')
  .transform((v) => v.replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(3, 'Digite o nome completo.')
      .max(150, 'O nome pode ter no máximo 150 caracteres.')
      .refine((v) => v.includes(' '), 'Digite o nome completo (nome e sobrenome).'),
  );

export const CpfSchema = z
  .string({ error: 'Informe o CPF.' })
  .transform(somenteDigitos)
  .pipe(z.string().refine(cpfValido, 'CPF inválido. Verifique os dígitos.'));

export const EmailSchema = z
  .string({ error: 'Informe o e-mail.' })
  .trim()
  .toLowerCase()
  .pipe(z.email('Informe um e-mail válido.').max(120, 'O e-mail pode ter no máximo 120 caracteres.'));

export const CelularSchema = z
  .string({ error: 'Informe o celular.' })
  .transform(somenteDigitos)
  .pipe(z.string().regex(/^\d{10,11}$/, 'Celular inválido. Informe DDD + número.'));

export const SenhaNovaSchema = z
  .string({ error: 'Informe a senha.' })
  .refine(senhaForte, MENSAGEM_SENHA_FRACA);

/** Data de nascimento: não futura (o teto é hoje, não o de `ANOS_DAS_DATAS`), a partir de 1900. */
export const DataNascimentoSchema = dataEntreAnos(ANOS_DAS_DATAS.primeiro, 9999, 'Data de nascimento inválida.').refine((v) => v <= new Date().toISOString().slice(0, 10), 'A data de nascimento não pode ser futura.');

/** Registro funcional (servidores da Prefeitura): 6 ou 7 dígitos, guardado só com dígitos. */
export const RegistroSchema = z
  .string()
  .transform(somenteDigitos)
  .pipe(z.string().regex(/^(\d{6,7})?$/, 'Registro inválido. Use o formato 28.053-7.'))
  .transform((v) => (v === '' ? null : v));

/** Id de uma lista do perfil: o esquema único de id (`idSchema`), com a mensagem do campo. */
const idLookup = (rotulo: string) => idSchema(`${rotulo}: opção inválida.`);

/** Campos de perfil vindos das tabelas de apoio (`GET /api/lookups`). Nulos quando não informados. */
export const CamposPerfilSchema = z.object({
  cargo_id: idLookup('Cargo').nullable().optional(),
  unidade_id: idLookup('Unidade').nullable().optional(),
  genero_id: idLookup('Gênero').nullable().optional(),
  orientacao_sexual_id: idLookup('Orientação sexual').nullable().optional(),
  cor_raca_id: idLookup('Cor/raça').nullable().optional(),
  escolaridade_id: idLookup('Escolaridade').nullable().optional(),
  deficiencia_id: idLookup('Deficiência').nullable().optional(),
  registro: RegistroSchema.nullable().optional(),
});
