import { count, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import {
  cargos,
  coresRacas,
  deficiencias,
  escolaridades,
  generos,
  notificacoes,
  orientacoesSexuais,
  unidades,
  usuarios,
} from './schema/index.ts';
import listas from './seed-lookups.json' with { type: 'json' };
import { hashSenha } from '../lib/senha.ts';

export const SENHA_DEMO = 'Escola@2026';
export const CONTAS_DEMO = [
  { email: 'admin@escola.demo', nome: 'Ana Administradora Souza', cpf: '52998224725', perfis: ['usuario', 'instrutor', 'administrador'] },
  { email: 'instrutor@escola.demo', nome: 'Igor Instrutor Lima', cpf: '11144477735', perfis: ['usuario', 'instrutor'] },
  { email: 'usuario@escola.demo', nome: 'Úrsula Usuária Santos', cpf: '39053344705', perfis: ['usuario'] },
] as const;

/** Semeia as listas do perfil; idempotente (não duplica nem apaga o que já existe). */
export async function seedLookups(db: Db): Promise<void> {
  const simples = [
    [cargos, listas.cargos],
    [generos, listas.generos],
    [orientacoesSexuais, listas.orientacoes_sexuais],
    [coresRacas, listas.cores_racas],
    [escolaridades, listas.escolaridades],
    [deficiencias, listas.deficiencias],
  ] as const;
  for (const [tabela, nomes] of simples) {
    await db
      .insert(tabela)
      .values(nomes.map((nome, i) => ({ nome, ordem: i + 1 })))
      .onConflictDoNothing();
  }
  await db
    .insert(unidades)
    .values(listas.unidades.map((u, i) => ({ nome: u.nome, sigla: u.sigla, ordem: i + 1 })))
    .onConflictDoNothing();
}

/** Banco sem nenhuma pessoa cadastrada. */
export async function bancoVazio(db: Db): Promise<boolean> {
  const [linha] = await db.select({ n: count() }).from(usuarios);
  return (linha?.n ?? 0) === 0;
}

/**
 * Dados de demonstração: as três contas de `CONTAS_DEMO` com perfil completo e algumas notificações.
 * Determinístico: sempre as mesmas pessoas.
 */
export async function seedDemo(db: Db, logN = 15): Promise<void> {
  const senhaHash = await hashSenha(SENHA_DEMO, logN);
  const primeiro = (t: typeof cargos | typeof unidades | typeof generos) =>
    db.select({ id: t.id }).from(t).orderBy(t.ordem).limit(1).then((r) => r[0]?.id ?? null);
  const [cargoId, unidadeId, generoId] = await Promise.all([primeiro(cargos), primeiro(unidades), primeiro(generos)]);
  const [orientacaoSexualId, corRacaId, escolaridadeId, deficienciaId] = await Promise.all([
    db.select({ id: orientacoesSexuais.id }).from(orientacoesSexuais).limit(1).then((r) => r[0]?.id ?? null),
    db.select({ id: coresRacas.id }).from(coresRacas).limit(1).then((r) => r[0]?.id ?? null),
    db.select({ id: escolaridades.id }).from(escolaridades).orderBy(sql`ordem desc`).limit(1).then((r) => r[0]?.id ?? null),
    db.select({ id: deficiencias.id }).from(deficiencias).orderBy(deficiencias.ordem).limit(1).then((r) => r[0]?.id ?? null),
  ]);
  const criados = await db
    .insert(usuarios)
    .values(
      CONTAS_DEMO.map((c, i) => ({
        nome: c.nome,
        cpf: c.cpf,
        email: c.email,
        celular: `1399100000${i}`,
        senhaHash,
        perfis: [...c.perfis],
        dataNascimento: `198${i}-0${i + 3}-15`,
        cargoId,
        unidadeId,
        generoId,
        orientacaoSexualId,
        corRacaId,
        escolaridadeId,
        deficienciaId,
      })),
    )
    .returning({ id: usuarios.id });
  await db.insert(notificacoes).values(
    criados.flatMap(({ id }) => [
      {
        usuarioId: id,
        tipo: 'sistema',
        titulo: 'Bem-vindo(a) à Escola da Saúde',
        mensagem: 'Sua conta está pronta. Explore os eventos e mantenha seu perfil atualizado.',
        link: '/usuario/dashboard',
      },
      {
        usuarioId: id,
        tipo: 'aviso',
        titulo: 'Complete seu perfil sempre que algo mudar',
        mensagem: 'Unidade e cargo atualizados ajudam na emissão dos certificados.',
        link: '/perfil',
      },
    ]),
  );
}
