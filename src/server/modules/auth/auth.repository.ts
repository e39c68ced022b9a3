import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessoes, tokensSenha, usuarios } from '../../db/schema/index.ts';
import { colunasAcesso } from '../../lib/auth/sessoes.repository.ts';

/** O que a sessão precisa da pessoa: dados do `usuario` da resposta e os campos da completude do perfil. */
const colunasPessoa = { ...colunasAcesso, nome: usuarios.nome, email: usuarios.email };

const colunasLogin = {
  ...colunasPessoa,
  senhaHash: usuarios.senhaHash,
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

/** Quais de CPF e e-mail já pertencem a alguém (pré-checagem; a garantia é a constraint unique). */
export async function cpfEmailEmUso(db: Db, cpf: string, email: string): Promise<{ cpf: boolean; email: boolean }> {
  const linhas = await db
    .select({ cpf: usuarios.cpf, email: usuarios.email })
    .from(usuarios)
    .where(or(eq(usuarios.cpf, cpf), eq(usuarios.email, email)));
  return { cpf: linhas.some((l) => l.cpf === cpf), email: linhas.some((l) => l.email === email) };
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

/** Hashes do segredo de renovação apresentado e do segredo seguinte (derivado dele). */
export interface HashesRefresh {
  apresentado: string;
  novo: string;
}

/**
 * Troca o segredo de renovação só se o apresentado for o atual e a sessão estiver ativa (UPDATE
 * condicional: de duas renovações simultâneas com o mesmo segredo, só uma troca), guardando o hash
 * do anterior e a hora da troca para a janela de tolerância.
 */
export async function rotacionarRefresh(db: Db, sessaoId: string, h: HashesRefresh, agora: Date): Promise<boolean> {
  const r = await db
    .update(sessoes)
    .set({ refreshHash: h.novo, refreshHashAnterior: h.apresentado, renovadaEm: agora })
    .where(and(eq(sessoes.id, sessaoId), eq(sessoes.refreshHash, h.apresentado), isNull(sessoes.revogadaEm), gt(sessoes.expiraEm, agora)))
    .returning({ id: sessoes.id });
  return r.length > 0;
}

/**
 * O segredo apresentado é o anterior de uma troca feita depois de `desde`, e o atual ainda é o
 * derivado dele (nenhuma troca depois): a renovação recebe o mesmo segredo novo, sem mudar nada.
 */
export async function trocadoHaPouco(db: Db, sessaoId: string, h: HashesRefresh, desde: Date): Promise<boolean> {
  const [l] = await db
    .select({ id: sessoes.id })
    .from(sessoes)
    .where(
      and(
        eq(sessoes.id, sessaoId),
        eq(sessoes.refreshHashAnterior, h.apresentado),
        eq(sessoes.refreshHash, h.novo),
        gt(sessoes.renovadaEm, desde),
        isNull(sessoes.revogadaEm),
      ),
    )
    .limit(1);
  return Boolean(l);
}

export async function revogarSessao(db: Db, sessaoId: string, agora: Date): Promise<void> {
  await db.update(sessoes).set({ revogadaEm: agora }).where(and(eq(sessoes.id, sessaoId), isNull(sessoes.revogadaEm)));
}

/**
 * Novo token de redefinição; os anteriores ainda não usados deixam de valer. Se a pessoa já tem um
 * token não usado criado há menos de `intervaloMinimoMs`, não faz nada e devolve falso (um pedido
 * repetido não invalida o link recém-enviado nem enche a caixa de entrada). A linha da pessoa é
 * travada para que pedidos simultâneos não passem os dois. Chame dentro de uma transação.
 */
export async function substituirTokenSenha(
  tx: Db,
  usuarioId: number,
  token: { hash: string; agora: Date; expiraEm: Date; intervaloMinimoMs: number },
): Promise<boolean> {
  await tx.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.id, usuarioId)).for('update');
  const limite = new Date(token.agora.getTime() - token.intervaloMinimoMs);
  const [recente] = await tx
    .select({ id: tokensSenha.id })
    .from(tokensSenha)
    .where(and(eq(tokensSenha.usuarioId, usuarioId), isNull(tokensSenha.usadoEm), gt(tokensSenha.criadoEm, limite)))
    .limit(1);
  if (recente) return false;
  await tx.delete(tokensSenha).where(and(eq(tokensSenha.usuarioId, usuarioId), isNull(tokensSenha.usadoEm)));
  await tx.insert(tokensSenha).values({ usuarioId, tokenHash: token.hash, criadoEm: token.agora, expiraEm: token.expiraEm });
  return true;
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

/** Nova senha: descarta os outros tokens de redefinição pendentes. */
export async function definirSenha(db: Db, usuarioId: number, senhaHash: string, agora: Date): Promise<void> {
  await db.update(usuarios).set({ senhaHash, atualizadoEm: agora }).where(eq(usuarios.id, usuarioId));
  await db.delete(tokensSenha).where(and(eq(tokensSenha.usuarioId, usuarioId), isNull(tokensSenha.usadoEm)));
}

/** Liga a conta Google (`sub`) a uma pessoa que ainda não tem vínculo. */
export async function vincularGoogle(db: Db, usuarioId: number, googleSub: string, agora: Date): Promise<void> {
  await db
    .update(usuarios)
    .set({ googleSub, atualizadoEm: agora })
    .where(and(eq(usuarios.id, usuarioId), isNull(usuarios.googleSub)));
}

/** Revoga todas as sessões ativas de uma pessoa (logout geral, troca de senha, conta desativada). */
export async function revogarSessoesDoUsuario(db: Db, usuarioId: number, agora: Date): Promise<number> {
  const r = await db
    .update(sessoes)
    .set({ revogadaEm: agora })
    .where(and(eq(sessoes.usuarioId, usuarioId), isNull(sessoes.revogadaEm)))
    .returning({ id: sessoes.id });
  return r.length;
}
