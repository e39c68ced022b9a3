import type { z } from 'zod';
import type { Instituicao, InstituicaoPublica, SalvarInstituicaoBodySchema } from '#shared/contracts/instituicao.ts';
import { formatarTelefone } from '#shared/rules/telefone.ts';
import type { CtxAutenticado, Servicos } from '../../lib/context.ts';
import { entregarEmail, type Remetente } from '../../lib/mailer.ts';
import { exigirPermissao } from '../../lib/permissao.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';
import { podeAdministrarInstituicao } from './instituicao.policy.ts';
import { gravarInstituicao, lerInstituicao, type LinhaInstituicao } from './instituicao.repository.ts';

type Dados = Omit<Instituicao, 'remetente_pelo_ambiente' | 'atualizado_em'>;

/** Nome usado enquanto ninguém configurou a instituição (é a marca da interface, SPEC §1). */
export const NOME_PADRAO = 'Escola da Saúde';

/**
 * Sem a linha (instalação nova): o nome, nenhum contato inventado (as telas escondem o que falta) e um
 * remetente no domínio do `APP_URL` — em produção o administrador preenche o resto em /admin/instituicao.
 */
function padroes(config: Servicos['config']): Dados {
  let dominio = 'localhost';
  try {
    if (config.appUrl) dominio = new URL(config.appUrl).hostname;
  } catch {
    // APP_URL já foi validado pelo config; fica o padrão
  }
  return {
    nome: NOME_PADRAO, endereco: null, telefone: null, email: null, site: null, horario: null, instagram: null, facebook: null, youtube: null,
    remetente_nome: NOME_PADRAO, remetente_email: `nao-responda@${dominio}`,
  };
}

function deLinha(l: LinhaInstituicao): Dados {
  return {
    nome: l.nome, endereco: l.endereco, telefone: l.telefone, email: l.email, site: l.site, horario: l.horario,
    instagram: l.instagram, facebook: l.facebook, youtube: l.youtube, remetente_nome: l.remetenteNome, remetente_email: l.remetenteEmail,
  };
}

async function ler(ctx: Pick<Servicos, 'db' | 'config'>): Promise<{ dados: Dados; atualizadoEm: Date | null }> {
  const linha = await lerInstituicao(ctx.db);
  return linha ? { dados: deLinha(linha), atualizadoEm: linha.atualizadoEm } : { dados: padroes(ctx.config), atualizadoEm: null };
}

function paraAdmin(ctx: Pick<Servicos, 'config'>, dados: Dados, atualizadoEm: Date | null): Instituicao {
  return { ...dados, remetente_pelo_ambiente: Boolean(ctx.config.smtp.from), atualizado_em: atualizadoEm?.toISOString() ?? null };
}

/** Os dados públicos da instituição (rodapé, Contato, Sobre, QR Codes Oficiais). Sem o remetente. */
export async function obterInstituicaoPublica(ctx: Pick<Servicos, 'db' | 'config'>): Promise<InstituicaoPublica> {
  const { dados } = await ler(ctx);
  const { remetente_nome: _n, remetente_email: _e, ...publicos } = dados;
  return publicos;
}

/**
 * Os dados com o remetente dos e-mails, para a tela da administração.
 * @throws SEM_PERMISSAO quem não é administrador
 */
export async function obterInstituicao(ctx: CtxAutenticado): Promise<Instituicao> {
  exigirPermissao(podeAdministrarInstituicao(ctx.user));
  const { dados, atualizadoEm } = await ler(ctx);
  return paraAdmin(ctx, dados, atualizadoEm);
}

/**
 * Troca os dados da instituição. Regras: só administradores; a mudança e a linha de auditoria (quem,
 * quais campos, antes e depois — dados públicos, nenhum pessoal) entram na mesma transação; sem
 * mudança nenhuma, nada é gravado.
 * @throws SEM_PERMISSAO quem não é administrador
 */
export async function salvarInstituicao(ctx: CtxAutenticado, body: z.output<typeof SalvarInstituicaoBodySchema>): Promise<Instituicao> {
  exigirPermissao(podeAdministrarInstituicao(ctx.user));
  return ctx.db.transaction(async (tx) => {
    const atual = await ler({ ...ctx, db: tx });
    const campos = (Object.keys(body) as (keyof Dados)[]).filter((c) => body[c] !== atual.dados[c]);
    if (campos.length === 0) return paraAdmin(ctx, atual.dados, atual.atualizadoEm);
    const linha = await gravarInstituicao(tx, {
      nome: body.nome, endereco: body.endereco, telefone: body.telefone, email: body.email, site: body.site, horario: body.horario,
      instagram: body.instagram, facebook: body.facebook, youtube: body.youtube, remetenteNome: body.remetente_nome, remetenteEmail: body.remetente_email,
      atualizadoEm: ctx.now(), atualizadoPor: ctx.user.id,
    });
    await registrarAuditoria({ db: tx }, {
      atorId: ctx.user.id, acao: 'atualizar_instituicao', alvoTipo: 'instituicao', alvoId: 1,
      detalhes: { campos }, antes: Object.fromEntries(campos.map((c) => [c, atual.dados[c]])), depois: Object.fromEntries(campos.map((c) => [c, body[c]])),
    });
    ctx.log.info({ usuarioId: ctx.user.id, campos }, 'dados da instituição atualizados');
    return paraAdmin(ctx, deLinha(linha), linha.atualizadoEm);
  });
}

/** O nome da instituição, para os documentos (certificados). */
export async function nomeDaInstituicao(ctx: Pick<Servicos, 'db' | 'config'>): Promise<string> {
  return (await ler(ctx)).dados.nome;
}

/** Assinatura no pé de todo e-mail: nome, endereço, telefone, e-mail e site (o que estiver configurado). */
function rodapeDosEmails(d: Dados): string {
  const contato = [d.telefone && `Telefone: ${formatarTelefone(d.telefone)}`, d.email && `E-mail: ${d.email}`].filter(Boolean).join(' · ');
  return ['-- ', d.nome, d.endereco, contato, d.site].filter(Boolean).join('\n');
}

/**
 * Tratador da tarefa `email`: entrega a mensagem com o remetente e a assinatura lidos da instituição
 * na hora da entrega (uma mudança vale para o próximo e-mail que sair, em qualquer processo). O
 * `SMTP_FROM` do ambiente, quando definido, vale no lugar do remetente daqui (o mailer decide).
 */
export async function entregarEmailDaInstituicao(ctx: Pick<Servicos, 'db' | 'mailer' | 'storage' | 'config'>, dados: unknown): Promise<void> {
  const { dados: d } = await ler(ctx);
  const de: Remetente = { nome: d.remetente_nome, email: d.remetente_email };
  await entregarEmail(ctx, dados, { de, rodape: rodapeDosEmails(d) });
}
