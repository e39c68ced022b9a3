import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  cargos,
  coresRacas,
  deficiencias,
  escolaridades,
  generos,
  orientacoesSexuais,
  sessoes,
  tokensSenha,
  unidades,
  usuarios,
} from '../../db/schema/index.ts';

/** O que a sessão precisa da pessoa: dados do `usuario` da resposta e os campos da completude do perfil. */
const colunasPessoa = {
  id: usuarios.id,
  nome: usuarios.nome,
  email: usuarios.email,
  perfis: usuarios.perfis,
  ativo: usuarios.ativo,
  cargo_id: usuarios.cargoId,
  unidade_id: usuarios.unidadeId,
  genero_id: usuarios.generoId,
  orientacao_sexual_id: usuarios.orientacaoSexualId,
  cor_raca_id: usuarios.corRacaId,
  escolaridade_id: usuarios.escolaridadeId,
  deficiencia_id: usuarios.deficienciaId,
  data_nascimento: usuarios.dataNascimento,
};

const colunasLogin = {
  ...colunasPessoa,
  senhaHash: usuarios.senhaHash,
  bloqueadoAte: usuarios.bloqueadoAte,
  googleSub: usuarios.googleSub,
};

export type PessoaSessao = Awaited<ReturnType<typeof inserirUsuario>>;
export type PessoaLogin = NonNullable<Awaited<ReturnType<typeof buscarPessoa>>>;

/** Pessoa pelo CPF (11 dígitos), pelo e-mail (minúsculo) ou pelo `sub` da conta Google. */
export async function buscarPessoa(db: Db, filtro: { cpf: string } | { email: string } | { googleSub: string }) {
  const where =
    'cpf' in filtro ? eq(usuarios.cpf, filtro.cpf) : 'email' in filtro ? eq(usuarios.email, filtro.email) : eq(usuarios.googleSub, filtro.googleSub);
  const [linha] = await db.select(colunasLogin).from(usuarios).where(where).limit(1);
  return linha ?? null;
}

/**
 * Conta uma falha de login de forma atômica (incremento em SQL). A partir de `limite` falhas seguidas
 * a conta fica bloqueada por `2^(falhas - limite)` minutos, no máximo `maxMinutos`.
 */
export async function registrarFalhaLogin(db: Db, usuarioId: number, agora: Date, limite: number, maxMinutos: number) {
  const falhas = sql`${usuarios.falhasLogin} + 1`;
  const [linha] = await db
    .update(usuarios)
    .set({
      falhasLogin: falhas,
      bloqueadoAte: sql`case when ${falhas} >= ${limite}
        then ${agora.toISOString()}::timestamptz + make_interval(mins => least(power(2, ${falhas} - ${limite}), ${maxMinutos})::int)
        else ${usuarios.bloqueadoAte} end`,
    })
    .where(eq(usuarios.id, usuarioId))
    .returning({ falhas: usuarios.falhasLogin, bloqueadoAte: usuarios.bloqueadoAte });
  return linha ?? null;
}

/** Zera o contador de falhas depois de um login certo (só escreve se houver o que zerar). */
export async function zerarFalhasLogin(db: Db, usuarioId: number): Promise<void> {
  await db
    .update(usuarios)
    .set({ falhasLogin: 0, bloqueadoAte: null })
    .where(and(eq(usuarios.id, usuarioId), or(gt(usuarios.falhasLogin, 0), sql`${usuarios.bloqueadoAte} is not null`)));
}

/** Quais de CPF e e-mail já pertencem a alguém (pré-checagem; a garantia é a constraint unique). */
export async function cpfEmailEmUso(db: Db, cpf: string, email: string): Promise<{ cpf: boolean; email: boolean }> {
  const linhas = await db
    .select({ cpf: usuarios.cpf, email: usuarios.email })
    .from(usuarios)
    .where(or(eq(usuarios.cpf, cpf), eq(usuarios.email, email)));
  return { cpf: linhas.some((l) => l.cpf === cpf), email: linhas.some((l) => l.email === email) };
}

const TABELAS_LOOKUP = {
  cargo_id: cargos,
  unidade_id: unidades,
  genero_id: generos,
  orientacao_sexual_id: orientacoesSexuais,
  cor_raca_id: coresRacas,
  escolaridade_id: escolaridades,
  deficiencia_id: deficiencias,
} as const;
export type CampoLookup = keyof typeof TABELAS_LOOKUP;

/** Campos cujo id informado não existe (ou está inativo) na tabela de apoio correspondente. */
export async function lookupsInexistentes(db: Db, ids: Partial<Record<CampoLookup, number | null | undefined>>): Promise<CampoLookup[]> {
  const informados = (Object.keys(TABELAS_LOOKUP) as CampoLookup[]).filter((c) => ids[c] != null);
  const achados = await Promise.all(
    informados.map(async (campo) => {
      const t = TABELAS_LOOKUP[campo] as typeof cargos;
      const [l] = await db.select({ id: t.id }).from(t).where(and(eq(t.id, ids[campo]!), eq(t.ativo, true))).limit(1);
      return l ? null : campo;
    }),
  );
  return achados.filter((c): c is CampoLookup => c !== null);
}

/** Cria a pessoa; lança a violação 23505 (cpf/e-mail) para o serviço traduzir. */
export async function inserirUsuario(db: Db, valores: typeof usuarios.$inferInsert) {
  const [linha] = await db.insert(usuarios).values(valores).returning(colunasPessoa);
  return linha!;
}

export async function inserirSessao(db: Db, s: { id: string; usuarioId: number; refreshHash: string; criadaEm: Date; expiraEm: Date }) {
  await db.insert(sessoes).values(s);
}

/** Sessão (mesmo revogada ou vencida: o serviço decide) com a pessoa dona dela. */
export async function buscarSessaoComPessoa(db: Db, sessaoId: string) {
  const [linha] = await db
    .select({ ...colunasPessoa, expiraEm: sessoes.expiraEm, revogadaEm: sessoes.revogadaEm })
    .from(sessoes)
    .innerJoin(usuarios, eq(usuarios.id, sessoes.usuarioId))
    .where(eq(sessoes.id, sessaoId))
    .limit(1);
  return linha ?? null;
}

/**
 * Troca o segredo de renovação só se o apresentado for o atual e a sessão estiver ativa
 * (UPDATE condicional: duas renovações simultâneas com o mesmo segredo não passam ambas).
 */
export async function rotacionarRefresh(db: Db, sessaoId: string, hashAtual: string, hashNovo: string, agora: Date): Promise<boolean> {
  const r = await db
    .update(sessoes)
    .set({ refreshHash: hashNovo, renovadaEm: agora })
    .where(and(eq(sessoes.id, sessaoId), eq(sessoes.refreshHash, hashAtual), isNull(sessoes.revogadaEm), gt(sessoes.expiraEm, agora)))
    .returning({ id: sessoes.id });
  return r.length > 0;
}

export async function revogarSessao(db: Db, sessaoId: string, agora: Date): Promise<void> {
  await db.update(sessoes).set({ revogadaEm: agora }).where(and(eq(sessoes.id, sessaoId), isNull(sessoes.revogadaEm)));
}

/** Novo token de redefinição; os anteriores ainda não usados deixam de valer. */
export async function substituirTokenSenha(db: Db, usuarioId: number, tokenHash: string, agora: Date, expiraEm: Date): Promise<void> {
  await db.delete(tokensSenha).where(and(eq(tokensSenha.usuarioId, usuarioId), isNull(tokensSenha.usadoEm)));
  await db.insert(tokensSenha).values({ usuarioId, tokenHash, criadoEm: agora, expiraEm });
}

/** O token existe, não foi usado e não venceu (pré-checagem barata antes do scrypt). */
export async function tokenSenhaValido(db: Db, tokenHash: string, agora: Date): Promise<boolean> {
  const [l] = await db
    .select({ id: tokensSenha.id })
    .from(tokensSenha)
    .where(and(eq(tokensSenha.tokenHash, tokenHash), isNull(tokensSenha.usadoEm), gt(tokensSenha.expiraEm, agora)))
    .limit(1);
  return Boolean(l);
}

/** Marca o token como usado se ainda valer (UPDATE condicional: uso único mesmo sob concorrência). */
export async function consumirTokenSenha(db: Db, tokenHash: string, agora: Date): Promise<number | null> {
  const [l] = await db
    .update(tokensSenha)
    .set({ usadoEm: agora })
    .where(and(eq(tokensSenha.tokenHash, tokenHash), isNull(tokensSenha.usadoEm), gt(tokensSenha.expiraEm, agora)))
    .returning({ usuarioId: tokensSenha.usuarioId });
  return l?.usuarioId ?? null;
}

/** Nova senha: zera o atraso por falhas e descarta os outros tokens de redefinição pendentes. */
export async function definirSenha(db: Db, usuarioId: number, senhaHash: string, agora: Date): Promise<void> {
  await db
    .update(usuarios)
    .set({ senhaHash, falhasLogin: 0, bloqueadoAte: null, atualizadoEm: agora })
    .where(eq(usuarios.id, usuarioId));
  await db.delete(tokensSenha).where(and(eq(tokensSenha.usuarioId, usuarioId), isNull(tokensSenha.usadoEm)));
}

/** Liga a conta Google (`sub`) a uma pessoa que ainda não tem vínculo. */
export async function vincularGoogle(db: Db, usuarioId: number, googleSub: string, agora: Date): Promise<void> {
  await db
    .update(usuarios)
    .set({ googleSub, atualizadoEm: agora })
    .where(and(eq(usuarios.id, usuarioId), isNull(usuarios.googleSub)));
}
