import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { ehPerfil, type Perfil } from '#shared/rules/perfis.ts';
import type { Db } from '../db/client.ts';
import {
  cargos,
  coresRacas,
  deficiencias,
  escolaridades,
  generos,
  orientacoesSexuais,
  sessoes,
  unidades,
  usuarios,
} from '../db/schema/index.ts';

import { criarCtx, type Ctx, type CtxAutenticado, type UsuarioAutenticado } from '../lib/context.ts';
import { criarMailerCaixa } from '../lib/mailer.ts';
import { TAREFAS } from '../modules/registro-de-tarefas.ts';
import { criarStorageLocal } from '../lib/storage.ts';
import { criarFila } from '../lib/tarefas/fila.ts';
import { hashSenha } from '../lib/senha.ts';
import { criarSelador, hashToken, tokenAleatorio } from '../lib/auth/tokens.ts';
import type { AppDeTeste } from './app.ts';
import { configDeTeste, SEGREDO_TESTE } from './config.ts';

export const SENHA_PADRAO = 'Senha@123';
let sequencia = 0;

/** Gera um CPF válido e único a partir de um número (determinístico). */
export function gerarCpf(n: number): string {
  const base = String(100_000_000 + (n % 800_000_000)).padStart(9, '0').slice(0, 9);
  const dv = (s: string) => {
    let soma = 0;
    for (let i = 0; i < s.length; i++) soma += Number(s[i]) * (s.length + 1 - i);
    const r = (soma * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = dv(base);
  const d2 = dv(base + d1);
  return `${base}${d1}${d2}`;
}

async function primeiroId(db: Db, t: typeof cargos): Promise<number> {
  const [l] = await db.select({ id: t.id }).from(t).limit(1);
  if (!l) throw new Error('listas do perfil não semeadas');
  return l.id;
}

/** IDs válidos de cada lista do perfil (para montar perfis completos). */
export async function camposPerfilCompleto(db: Db) {
  const [cargoId, unidadeId, generoId, orientacaoSexualId, corRacaId, escolaridadeId, deficienciaId] = await Promise.all(
    [cargos, unidades, generos, orientacoesSexuais, coresRacas, escolaridades, deficiencias].map((t) =>
      primeiroId(db, t as typeof cargos),
    ),
  );
  return {
    cargoId: cargoId!, unidadeId: unidadeId!, generoId: generoId!, orientacaoSexualId: orientacaoSexualId!,
    corRacaId: corRacaId!, escolaridadeId: escolaridadeId!, deficienciaId: deficienciaId!, dataNascimento: '1990-05-20',
  };
}

/** Um cargo a mais na lista (primeiro na ordem), ativo ou desativado; quem cria apaga no fim do teste. */
export async function criarCargo(db: Db, ativo: boolean) {
  const [c] = await db
    .insert(cargos)
    .values({ nome: `Cargo temporário ${tokenAleatorio()}`, ordem: -1, ativo })
    .returning();
  return c!;
}

export interface NovoUsuario {
  nome?: string;
  email?: string;
  cpf?: string;
  senha?: string;
  perfis?: Perfil[];
  completo?: boolean;
  ativo?: boolean;
  celular?: string;
  dataNascimento?: string;
  /** Listas do perfil escolhidas (padrão: a primeira opção de cada). */
  campos?: Partial<Awaited<ReturnType<typeof camposPerfilCompleto>>>;
  /** Custo do scrypt (padrão 10: barato para os testes; a demonstração usa o da configuração). */
  scryptLogN?: number;
}

/**
 * Cria uma pessoa direto no banco (perfil completo por padrão). Usada pelos testes e pela semente de
 * demonstração (que passa todos os campos, para ser determinística).
 */
export async function criarUsuario(db: Db, o: NovoUsuario = {}) {
  const n = ++sequencia + Math.floor(Math.random() * 1_000_000) * 100;
  const perfil = o.completo === false ? {} : { ...(await camposPerfilCompleto(db)), ...o.campos };
  const [u] = await db
    .insert(usuarios)
    .values({
      nome: o.nome ?? `Pessoa Teste ${n}`,
      email: o.email ?? `pessoa${n}@teste.gov.br`,
      cpf: o.cpf ?? gerarCpf(n),
      celular: o.celular ?? '13991234567',
      senhaHash: await hashSenha(o.senha ?? SENHA_PADRAO, o.scryptLogN ?? 10),
      perfis: o.perfis ?? ['usuario'],
      ativo: o.ativo ?? true,
      ...perfil,
      ...(o.dataNascimento ? { dataNascimento: o.dataNascimento } : {}),
    })
    .returning();
  return { ...u!, senha: o.senha ?? SENHA_PADRAO };
}

const DIA_MS = 24 * 60 * 60 * 1000;

export interface SessaoDeTeste {
  /** JWT de acesso, para `Authorization: Bearer`. */
  token: string;
  sessaoId: string;
  headers: { authorization: string };
  /** JWT do cookie de sessão, para testar o fallback por cookie (`cookies: { sessao }`). */
  cookies: { sessao: string };
}

/**
 * Abre uma sessão direto no banco (sem passar pelo login): linha em `sessoes` com o hash de um
 * refresh aleatório, expirando em 30 dias, e os JWTs de acesso e de cookie assinados pela app.
 * Os JWTs valem até o fim da sessão, para que testes que avançam o relógio não percam o acesso.
 */
export async function criarSessao(t: AppDeTeste, usuario: { id: number }): Promise<SessaoDeTeste> {
  const agora = t.app.deps.now();
  const expiraEm = new Date(agora.getTime() + 30 * DIA_MS);
  const [linha] = await t.handle.db
    .insert(sessoes)
    .values({ usuarioId: usuario.id, refreshHash: hashToken(tokenAleatorio()), criadaEm: agora, expiraEm })
    .returning({ id: sessoes.id });
  const sessaoId = linha!.id;
  const claims = { usuarioId: usuario.id, sessaoId };
  const token = await t.app.deps.selador.emitirToken(claims, 'access', expiraEm, agora);
  const cookie = await t.app.deps.selador.emitirToken(claims, 'cookie', expiraEm, agora);
  return { token, sessaoId, headers: { authorization: `Bearer ${token}` }, cookies: { sessao: cookie } };
}

/** Cria uma pessoa e já abre uma sessão para ela. */
export async function criarUsuarioComSessao(t: AppDeTeste, o: NovoUsuario = {}) {
  const usuario = await criarUsuario(t.handle.db, o);
  const sessao = await criarSessao(t, usuario);
  return { usuario, ...sessao };
}

/** Logger que descarta tudo, para os testes de serviço. */
export const loggerMudo: FastifyBaseLogger = (() => {
  const nada = () => {};
  const logger = {
    level: 'silent',
    fatal: nada, error: nada, warn: nada, info: nada, debug: nada, trace: nada, silent: nada,
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
})();

/**
 * Contexto de serviço para testes sem HTTP (config de teste, caixa de saída no mesmo banco, selador
 * de teste); com `usuario` vira um contexto autenticado.
 */
export function ctxDeTeste(db: Db, usuario: { id: number; perfis?: readonly string[] }, opts?: { now?: () => Date; sessaoId?: string }): CtxAutenticado;
export function ctxDeTeste(db: Db, usuario?: null, opts?: { now?: () => Date }): Ctx;
export function ctxDeTeste(
  db: Db,
  usuario?: { id: number; perfis?: readonly string[] } | null,
  opts: { now?: () => Date; sessaoId?: string } = {},
): Ctx {
  const jobs = criarFila({ log: loggerMudo, tarefas: TAREFAS });
  const servicos = {
    db, config: configDeTeste(), mailer: criarMailerCaixa(db), selador: criarSelador(SEGREDO_TESTE), jobs,
    storage: criarStorageLocal(path.join(os.tmpdir(), 'escola-testes-arquivos')), now: opts.now ?? (() => new Date()),
  };
  jobs.vincular(servicos);
  const user: UsuarioAutenticado | null = usuario
    ? {
        id: usuario.id,
        perfis: (usuario.perfis ?? ['usuario']).filter(ehPerfil),
        perfilIncompleto: false,
        sessaoId: opts.sessaoId ?? '00000000-0000-4000-8000-000000000000',
        via: 'bearer',
      }
    : null;
  return criarCtx(servicos, loggerMudo, user);
}

