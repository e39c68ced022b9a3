import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Perfil } from '#shared/rules/perfis.ts';
import type { Db } from '../../db/client.ts';
import { escaparLike, semAcento } from '../../db/busca.ts';
import { cargos, unidades, usuarios } from '../../db/schema/index.ts';

export type LinhaUsuario = typeof usuarios.$inferSelect;
export type ValoresUsuario = Partial<Omit<typeof usuarios.$inferInsert, 'id' | 'cpf' | 'criadoEm'>>;

/** Colunas da gestão de usuários (nunca o hash da senha), mais a sigla da unidade e o nome do cargo. */
const colunas = {
  id: usuarios.id,
  nome: usuarios.nome,
  email: usuarios.email,
  cpf: usuarios.cpf,
  perfis: usuarios.perfis,
  ativo: usuarios.ativo,
  celular: usuarios.celular,
  registro: usuarios.registro,
  dataNascimento: usuarios.dataNascimento,
  cargoId: usuarios.cargoId,
  unidadeId: usuarios.unidadeId,
  generoId: usuarios.generoId,
  orientacaoSexualId: usuarios.orientacaoSexualId,
  corRacaId: usuarios.corRacaId,
  escolaridadeId: usuarios.escolaridadeId,
  deficienciaId: usuarios.deficienciaId,
  criadoEm: usuarios.criadoEm,
  unidadeSigla: unidades.sigla,
  cargoNome: cargos.nome,
};
const selecionar = (db: Db) =>
  db
    .select(colunas)
    .from(usuarios)
    .leftJoin(unidades, eq(unidades.id, usuarios.unidadeId))
    .leftJoin(cargos, eq(cargos.id, usuarios.cargoId));
export type LinhaGestao = Awaited<ReturnType<typeof selecionar>>[number];

export interface FiltrosUsuarios {
  busca?: string | undefined;
  perfil?: Perfil | undefined;
  ativo?: boolean | undefined;
}

function condicao(f: FiltrosUsuarios): SQL | undefined {
  const partes: (SQL | undefined)[] = [];
  if (f.busca) {
    const padrao = `%${escaparLike(f.busca)}%`;
    const digitos = f.busca.replace(/\D+/g, '');
    // CPF só quando a busca parece um CPF (dígitos, pontos, traço), com ao menos 3 dígitos
    const pareceCpf = /^[\d.\-\s]+$/.test(f.busca) && digitos.length >= 3;
    partes.push(
      or(
        sql`${semAcento(usuarios.nome)} like ${semAcento(sql`${padrao}`)}`,
        sql`${usuarios.email} like lower(${padrao})`,
        pareceCpf ? sql`${usuarios.cpf} like ${`%${digitos}%`}` : undefined,
      ),
    );
  }
  if (f.perfil) partes.push(sql`${f.perfil} = any(${usuarios.perfis})`);
  if (f.ativo !== undefined) partes.push(eq(usuarios.ativo, f.ativo));
  return and(...partes);
}

/** Uma página, ordenada por nome (sem acento e sem caixa) e id. */
export function listarUsuarios(db: Db, f: FiltrosUsuarios, p: { limite: number; deslocamento: number }): Promise<LinhaGestao[]> {
  return selecionar(db)
    .where(condicao(f))
    .orderBy(asc(semAcento(usuarios.nome)), asc(usuarios.id))
    .limit(p.limite)
    .offset(p.deslocamento);
}

export async function contarUsuarios(db: Db, f: FiltrosUsuarios): Promise<number> {
  const [linha] = await db.select({ n: count() }).from(usuarios).where(condicao(f));
  return linha?.n ?? 0;
}

export async function buscarParaGestao(db: Db, id: number): Promise<LinhaGestao | null> {
  const [linha] = await selecionar(db).where(eq(usuarios.id, id)).limit(1);
  return linha ?? null;
}

/** Lê a linha travando-a até o fim da transação (duas edições simultâneas não se perdem). */
export async function buscarParaAlterar(tx: Db, id: number): Promise<LinhaUsuario | null> {
  const [linha] = await tx.select().from(usuarios).where(eq(usuarios.id, id)).for('update').limit(1);
  return linha ?? null;
}


export async function alterarUsuario(tx: Db, id: number, valores: ValoresUsuario): Promise<void> {
  await tx.update(usuarios).set(valores).where(eq(usuarios.id, id));
}


/**
 * Serializa as alterações de contas feitas por administradores (trava de transação): assim duas
 * pessoas não tiram ao mesmo tempo o perfil de administrador uma da outra.
 */
export async function travarGestaoDeContas(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7301)`);
}

/** Quantas contas ativas têm o perfil de administrador. */
export async function contarAdministradoresAtivos(tx: Db): Promise<number> {
  const [l] = await tx
    .select({ n: count() })
    .from(usuarios)
    .where(and(eq(usuarios.ativo, true), sql`'administrador' = any(${usuarios.perfis})`));
  return l?.n ?? 0;
}

/** A conta existe, está ativa e tem o perfil de administrador (lido agora, dentro da transação). */
export async function ehAdministradorAtivo(tx: Db, usuarioId: number): Promise<boolean> {
  const [l] = await tx
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.id, usuarioId), eq(usuarios.ativo, true), sql`'administrador' = any(${usuarios.perfis})`))
    .limit(1);
  return l !== undefined;
}
