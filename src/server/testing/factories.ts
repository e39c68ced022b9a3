import type { Perfil } from '#shared/rules/perfis.ts';
import type { Db } from '../db/client.ts';
import { cargos, coresRacas, deficiencias, escolaridades, generos, orientacoesSexuais, unidades, usuarios } from '../db/schema/index.ts';
import { hashSenha } from '../lib/senha.ts';

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

export interface NovoUsuario {
  nome?: string;
  email?: string;
  cpf?: string;
  senha?: string;
  perfis?: Perfil[];
  completo?: boolean;
  ativo?: boolean;
}

/** Cria uma pessoa direto no banco (perfil completo por padrão). */
export async function criarUsuario(db: Db, o: NovoUsuario = {}) {
  const n = ++sequencia + Math.floor(Math.random() * 1_000_000) * 100;
  const perfil = o.completo === false ? {} : await camposPerfilCompleto(db);
  const [u] = await db
    .insert(usuarios)
    .values({
      nome: o.nome ?? `Pessoa Teste ${n}`,
      email: o.email ?? `pessoa${n}@teste.gov.br`,
      cpf: o.cpf ?? gerarCpf(n),
      celular: '13991234567',
      senhaHash: await hashSenha(o.senha ?? SENHA_PADRAO, 10),
      perfis: o.perfis ?? ['usuario'],
      ativo: o.ativo ?? true,
      ...perfil,
    })
    .returning();
  return { ...u!, senha: o.senha ?? SENHA_PADRAO };
}
