import { count, desc } from 'drizzle-orm';
import type { Db } from './client.ts';
import {
  cargos,
  coresRacas,
  deficiencias,
  escolaridades,
  generos,
  instituicao,
  orientacoesSexuais,
  unidades,
  usuarios,
} from './schema/index.ts';
import listas from './seed-lookups.json' with { type: 'json' };
import { criarNotificacoes } from '../modules/notificacoes/notificacoes.service.ts';
import { criarUsuario } from '../testing/factories.ts';

export const SENHA_DEMO = 'Escola@2026';
export const CONTAS_DEMO = [
  { email: 'admin@escola.demo', nome: 'Ana Administradora Souza', cpf: '52998224725', perfis: ['usuario', 'instrutor', 'administrador'] },
  { email: 'instrutor@escola.demo', nome: 'Igor Instrutor Lima', cpf: '11144477735', perfis: ['usuario', 'instrutor'] },
  { email: 'usuario@escola.demo', nome: 'Úrsula Usuária Santos', cpf: '39053344705', perfis: ['usuario'] },
] as const;

/**
 * Dados da instituição da demonstração (fictícios, como as contas): o administrador os troca em
 * /admin/instituicao. Sem esta linha (produção) valem os padrões do serviço (decisão 019).
 */
export const INSTITUICAO_DEMO = {
  nome: 'Escola da Saúde',
  endereco: 'Av. Exemplo, 000 — Santos/SP',
  telefone: '1300000000',
  email: 'contato@escola.demo',
  site: 'https://www.santos.sp.gov.br',
  horario: 'Segunda a sexta-feira, das 8h às 17h (exceto feriados)',
  instagram: 'https://www.instagram.com/',
  facebook: null,
  youtube: null,
  remetenteNome: 'Escola da Saúde',
  remetenteEmail: 'nao-responda@escola.demo',
} as const;

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
 * Dados de demonstração: os dados da instituição, as três contas de `CONTAS_DEMO` com perfil completo e algumas notificações,
 * montadas com as mesmas fábricas dos testes e o serviço de notificações. Determinístico: sempre as
 * mesmas pessoas, com as mesmas opções do perfil.
 */
export async function seedDemo(db: Db, logN = 15): Promise<void> {
  const primeiro = (t: typeof cargos | typeof unidades | typeof generos | typeof orientacoesSexuais | typeof coresRacas | typeof deficiencias) =>
    db.select({ id: t.id }).from(t).orderBy(t.ordem).limit(1).then((r) => r[0]!.id);
  const campos = {
    cargoId: await primeiro(cargos),
    unidadeId: await primeiro(unidades),
    generoId: await primeiro(generos),
    orientacaoSexualId: await primeiro(orientacoesSexuais),
    corRacaId: await primeiro(coresRacas),
    escolaridadeId: await db.select({ id: escolaridades.id }).from(escolaridades).orderBy(desc(escolaridades.ordem)).limit(1).then((r) => r[0]!.id),
    deficienciaId: await primeiro(deficiencias),
  };
  await db.insert(instituicao).values({ id: 1, ...INSTITUICAO_DEMO }).onConflictDoNothing();
  const criados = [];
  for (const [i, c] of CONTAS_DEMO.entries()) {
    criados.push(
      await criarUsuario(db, {
        nome: c.nome, cpf: c.cpf, email: c.email, senha: SENHA_DEMO, perfis: [...c.perfis], scryptLogN: logN,
        celular: `1399100000${i}`, dataNascimento: `198${i}-0${i + 3}-15`, campos,
      }),
    );
  }
  await criarNotificacoes(
    { db },
    criados.flatMap(({ id }) => [
      {
        usuarioId: id,
        tipo: 'sistema' as const,
        titulo: 'Bem-vindo(a) à Escola da Saúde',
        mensagem: 'Sua conta está pronta. Explore os eventos e mantenha seu perfil atualizado.',
        link: '/usuario/dashboard',
      },
      {
        usuarioId: id,
        tipo: 'aviso' as const,
        titulo: 'Complete seu perfil sempre que algo mudar',
        mensagem: 'Unidade e cargo atualizados ajudam na emissão dos certificados.',
        link: '/perfil',
      },
    ]),
  );
}
