import type { z } from 'zod';
import type { AtualizarPerfilBodySchema, MeusDados, PerfilMe } from '#shared/contracts/perfil.ts';
import { formatarCpf } from '#shared/rules/cpf.ts';
import { camposPendentes } from '#shared/rules/perfil-completo.ts';
import { ehPerfil, PERFIS, perfilPrincipal, type Perfil } from '#shared/rules/perfis.ts';
import type { Ctx, CtxAutenticado } from '../../lib/context.ts';
import { AppError, erroCampo, violacaoUnica } from '../../lib/errors.ts';
import { hashSenha } from '../../lib/senha.ts';
import { conferirSenhaDaConta } from '../auth/auth.service.ts';
import { notificacoesDaPessoa } from '../notificacoes/notificacoes.service.ts';
import { CAMPOS_OPCAO, COLUNA_DO_CAMPO, validarOpcoesPerfil, type CamposPerfilEntrada } from '../listas/listas.service.ts';
import {
  dadosDaPessoa,
  atualizarUsuario,
  buscarUsuario,
  emailEmUsoPorOutro,
  revogarOutrasSessoes,
  type LinhaUsuario,
  type ValoresUsuario,
} from './perfil.repository.ts';

/** O corpo do PUT /api/perfil/me mais o IP do cliente (`req.ip`), para o limite de senhas do login. */
export type AtualizarPerfilInput = z.output<typeof AtualizarPerfilBodySchema> & { ip: string };

/** Perfis da linha, válidos e na ordem canônica (`usuario`, `instrutor`, `administrador`). */
export function perfisDaLinha(perfis: readonly string[]): Perfil[] {
  const validos = perfis.filter(ehPerfil);
  return PERFIS.filter((p) => validos.includes(p));
}

/** Os campos obrigatórios da linha, com os nomes do contrato (para a regra de completude). */
export function camposObrigatoriosDaLinha(
  l: Pick<LinhaUsuario, 'cargoId' | 'unidadeId' | 'generoId' | 'orientacaoSexualId' | 'corRacaId' | 'escolaridadeId' | 'deficienciaId' | 'dataNascimento'>,
) {
  return {
    cargo_id: l.cargoId,
    unidade_id: l.unidadeId,
    genero_id: l.generoId,
    orientacao_sexual_id: l.orientacaoSexualId,
    cor_raca_id: l.corRacaId,
    escolaridade_id: l.escolaridadeId,
    deficiencia_id: l.deficienciaId,
    data_nascimento: l.dataNascimento,
  };
}

/** Linha de `usuarios` → `PerfilMe` (CPF formatado só para consulta; nunca o hash da senha). */
export function paraPerfilMe(l: LinhaUsuario): PerfilMe {
  const perfis = perfisDaLinha(l.perfis);
  const obrigatorios = camposObrigatoriosDaLinha(l);
  const pendentes = camposPendentes(obrigatorios);
  return {
    id: l.id,
    nome: l.nome,
    cpf: formatarCpf(l.cpf),
    email: l.email,
    celular: l.celular,
    registro: l.registro,
    ...obrigatorios,
    perfil: perfilPrincipal(perfis),
    perfis,
    roles: perfis,
    perfil_incompleto: pendentes.length > 0,
    campos_pendentes: pendentes,
    criado_em: l.criadoEm.toISOString(),
  };
}

/**
 * Monta o `PerfilMe` de uma pessoa (usado também por outros módulos, como o de autenticação).
 * @throws NAO_ENCONTRADO quando a pessoa não existe
 */
export async function montarPerfilMe(ctx: Pick<Ctx, 'db'>, usuarioId: number): Promise<PerfilMe> {
  const linha = await buscarUsuario(ctx.db, usuarioId);
  if (!linha) throw new AppError('NAO_ENCONTRADO', 'Usuário não encontrado.');
  return paraPerfilMe(linha);
}

/**
 * Perfil da pessoa logada (sessão por Bearer ou cookie).
 * @throws NAO_ENCONTRADO
 */
export function obterPerfil(ctx: CtxAutenticado): Promise<PerfilMe> {
  return montarPerfilMe(ctx, ctx.user.id);
}

/**
 * Exporta tudo o que a plataforma guarda da pessoa (direito de acesso, LGPD): perfil, notificações,
 * sessões (sem tokens) e quais campos administradores alteraram (sem valores de outras pessoas).
 * @throws NAO_ENCONTRADO
 */
export async function exportarMeusDados(ctx: CtxAutenticado): Promise<MeusDados> {
  const [perfil, notas, { sessoesDaPessoa, alteracoes }] = await Promise.all([
    montarPerfilMe(ctx, ctx.user.id),
    notificacoesDaPessoa(ctx, ctx.user.id),
    dadosDaPessoa(ctx.db, ctx.user.id),
  ]);
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  ctx.log.info({ usuarioId: ctx.user.id }, 'exportação dos próprios dados');
  return {
    gerado_em: ctx.now().toISOString(),
    perfil,
    notificacoes: notas,
    sessoes: sessoesDaPessoa.map((s) => ({
      criada_em: s.criadaEm.toISOString(),
      expira_em: s.expiraEm.toISOString(),
      renovada_em: iso(s.renovadaEm),
      revogada_em: iso(s.revogadaEm),
    })),
    alteracoes_por_administradores: alteracoes.map((a) => ({
      acao: a.acao,
      criado_em: a.criadoEm.toISOString(),
      campos: a.detalhes && typeof a.detalhes === 'object' ? Object.keys(a.detalhes) : [],
    })),
  };
}

/** Campos de perfil do contrato → colunas; `undefined` fica de fora (não altera), `null` limpa. */
export function valoresDosCamposPerfil(campos: CamposPerfilEntrada): ValoresUsuario {
  const valores: ValoresUsuario = {};
  for (const campo of CAMPOS_OPCAO) {
    const v = campos[campo];
    if (v !== undefined) valores[COLUNA_DO_CAMPO[campo]] = v;
  }
  if (campos.registro !== undefined) valores.registro = campos.registro;
  return valores;
}

/** Outra conta já usa este e-mail? (também para a gestão de usuários, com o `tx` dela em `ctx.db`) */
export function emailEmUsoPorOutraConta(ctx: Pick<Ctx, 'db'>, email: string, usuarioId: number): Promise<boolean> {
  return emailEmUsoPorOutro(ctx.db, email, usuarioId);
}

export function erroEmailEmUso(): AppError {
  return erroCampo('email', 'Este e-mail já está em uso por outra conta.', 'CONFLITO');
}

/** A senha atual confere, sob o limite de senhas do login (mesmo par: a conta e o IP). */
async function exigirSenhaAtual(ctx: Ctx, input: AtualizarPerfilInput, atual: Pick<LinhaUsuario, 'id' | 'senhaHash'>): Promise<void> {
  if (!input.senha_atual) {
    throw erroCampo('senha_atual', 'Informe a senha atual para trocar o e-mail ou a senha.');
  }
  if (!atual.senhaHash) {
    throw erroCampo('senha_atual', 'Esta conta ainda não tem senha. Use “Esqueci minha senha” para criar uma.');
  }
  const certa = await conferirSenhaDaConta(ctx, { usuarioId: atual.id, ip: input.ip, senha: input.senha_atual, senhaHash: atual.senhaHash });
  if (!certa) throw erroCampo('senha_atual', 'Senha atual incorreta.');
}

/**
 * Atualiza o próprio perfil.
 * - Ids das listas precisam existir e estar ativos; campos de lista ausentes ficam como estão, `null` limpa.
 * - Trocar o e-mail ou definir `nova_senha` exige `senha_atual` correta (⚠ o sistema anterior não exigia);
 *   as falhas contam no limite de senhas do login (par conta + IP): 5 seguidas põem o par em espera.
 * - Trocar a senha encerra as outras sessões da pessoa, mantendo a atual (na mesma transação).
 * @throws DADOS_INVALIDOS (opção inexistente; senha atual ausente ou incorreta), CONFLITO (e-mail em uso), NAO_ENCONTRADO,
 *   MUITAS_TENTATIVAS (par conta + IP em espera por falhas de senha)
 */
export async function atualizarPerfil(ctx: CtxAutenticado, input: AtualizarPerfilInput): Promise<PerfilMe> {
  const atual = await buscarUsuario(ctx.db, ctx.user.id);
  if (!atual) throw new AppError('NAO_ENCONTRADO', 'Usuário não encontrado.');
  await validarOpcoesPerfil(ctx, input, atual);
  const trocaEmail = input.email !== atual.email;
  const trocaSenha = input.nova_senha !== undefined;
  if (trocaEmail || trocaSenha) await exigirSenhaAtual(ctx, input, atual);
  if (trocaEmail && (await emailEmUsoPorOutro(ctx.db, input.email, atual.id))) throw erroEmailEmUso();
  // o hash (lento de propósito) fica fora da transação: no PGlite ela trava o banco inteiro
  const senhaHash = trocaSenha ? await hashSenha(input.nova_senha!, ctx.config.auth.scryptLogN) : undefined;
  const agora = ctx.now();
  const valores: ValoresUsuario = {
    nome: input.nome,
    email: input.email,
    celular: input.celular,
    dataNascimento: input.data_nascimento,
    ...valoresDosCamposPerfil(input),
    ...(senhaHash ? { senhaHash } : {}),
    atualizadoEm: agora,
  };
  let revogadas = 0;
  try {
    await ctx.db.transaction(async (tx) => {
      await atualizarUsuario(tx, atual.id, valores);
      if (senhaHash) revogadas = await revogarOutrasSessoes(tx, atual.id, ctx.user.sessaoId, agora);
    });
  } catch (err) {
    if (violacaoUnica(err)) throw erroEmailEmUso(); // corrida: outro cadastro levou o e-mail
    throw err;
  }
  ctx.log.info({ usuarioId: atual.id, trocaEmail, trocaSenha, sessoesRevogadas: revogadas }, 'perfil atualizado');
  return paraPerfilMe({ ...atual, ...valores } as LinhaUsuario);
}

// e-mails opcionais: quem manda um deles passa por aqui (outros módulos só alcançam o serviço)
export { enfileirarEmailsOpcionais, type EmailOpcional } from './preferencias-email.ts';
