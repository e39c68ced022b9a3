import { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { Servicos } from './context.ts';
import { emails } from '../db/schema/index.ts';

export interface Mensagem {
  para: string;
  assunto: string;
  texto: string;
  html?: string;
  /**
   * Trechos secretos do texto (um link que dá acesso à conta, como o de redefinição de senha). Quem monta
   * a mensagem os marca aqui; a caixa de saída os guarda para mostrá-los ocultos a administradores fora
   * do modo de demonstração. O destinatário recebe o texto inteiro.
   */
  segredos?: string[];
  /** Arquivos anexados, guardados no `Storage` (a tarefa leva só a chave; o conteúdo é lido na entrega). */
  anexos?: AnexoGuardado[];
}

export interface AnexoGuardado {
  /** Nome do arquivo para quem recebe (`certificado-EMSP-SMS-2026-000123.pdf`). */
  nome: string;
  /** Chave no `Storage`. */
  chave: string;
  /** `application/pdf` (certificados), planilhas dos relatórios agendados (XLSX, CSV). */
  tipo: 'application/pdf' | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' | 'text/csv; charset=utf-8';
}

/** Quem envia: nome e endereço (dados da instituição, decisão 019). */
export interface Remetente {
  nome: string;
  email: string;
}

/** A mensagem pronta para sair: anexos já lidos do `Storage`. */
export interface MensagemParaEnvio extends Omit<Mensagem, 'anexos'> {
  anexos?: { nome: string; conteudo: Buffer; tipo: string }[];
  /** Remetente configurado pela instituição; o `SMTP_FROM` do ambiente, quando existe, vale no lugar dele. */
  de?: Remetente;
}

/** Sem `SMTP_FROM` nem remetente na mensagem. */
const REMETENTE_PADRAO = 'Escola da Saúde <nao-responda@localhost>';

export interface Mailer {
  readonly modo: 'smtp' | 'caixa';
  /**
   * Envia (ou, sem SMTP, guarda na caixa de saída) uma mensagem.
   * @param db Quem chama de dentro de uma transação passa o `tx` dela: na caixa de saída o e-mail
   *   entra pela mesma transação (e some com o rollback). Sem ele a escrita usa o banco global, o que
   *   dentro de uma transação do PGlite trava para sempre (uma conexão só). O SMTP o ignora.
   */
  enviar(msg: MensagemParaEnvio, db?: Db): Promise<void>;
  close(): Promise<void>;
}

/** Sem SMTP: cada mensagem vai para a tabela `emails`, que administradores leem em /admin/emails. */
export function criarMailerCaixa(db: Db): Mailer {
  return {
    modo: 'caixa',
    async enviar(msg, tx) {
      await (tx ?? db)
        .insert(emails)
        .values({
          para: msg.para, assunto: msg.assunto, texto: msg.texto, html: msg.html ?? null, segredos: msg.segredos ?? [],
          anexos: (msg.anexos ?? []).map((a) => a.nome),
        });
    },
    async close() {},
  };
}

/**
 * Esperas do SMTP, todas bem menores que a trava de uma tarefa (5 min): com os padrões do nodemailer (2 min
 * para conectar, 10 min de silêncio no socket), um servidor SMTP travado seguraria o envio além da trava, e
 * outro processo pegaria a mesma tarefa e mandaria o e-mail de novo. Parâmetros na própria SMTP_URL
 * (`?socketTimeout=…`) têm precedência.
 */
export const ESPERAS_SMTP = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 } as const;

/**
 * Com `SMTP_URL`: nodemailer. O remetente, em ordem: `fromFixo` (o `SMTP_FROM` do ambiente), o da
 * mensagem (os dados da instituição) e, sem nenhum dos dois, um padrão.
 */
export async function criarMailerSmtp(url: string, fromFixo?: string, esperas: { connectionTimeout: number; greetingTimeout: number; socketTimeout: number } = ESPERAS_SMTP): Promise<Mailer> {
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({ url, ...esperas });
  return {
    modo: 'smtp',
    async enviar(msg) {
      // o objeto deixa o nodemailer pôr aspas e codificar o nome (vírgulas, acentos) no cabeçalho
      const from = fromFixo ?? (msg.de ? { name: msg.de.nome, address: msg.de.email } : REMETENTE_PADRAO);
      await transport.sendMail({
        from, to: msg.para, subject: msg.assunto, text: msg.texto, html: msg.html,
        attachments: msg.anexos?.map((a) => ({ filename: a.nome, content: a.conteudo, contentType: a.tipo })),
      });
    },
    async close() {
      transport.close();
    },
  };
}

/** Tipo da tarefa que entrega um e-mail (pelo SMTP ou na caixa de saída). */
export const TAREFA_EMAIL = 'email';

/** Os dados da tarefa `email` (uma `Mensagem`; os anexos vão como chaves do `Storage`). */
export const MensagemDaFilaSchema = z.object({
  para: z.string().min(3),
  assunto: z.string(),
  texto: z.string(),
  html: z.string().optional(),
  segredos: z.array(z.string()).optional(),
  anexos: z.array(z.object({ nome: z.string(), chave: z.string(), tipo: z.enum(['application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv; charset=utf-8']) })).optional(),
});

/**
 * Envia um e-mail pela fila de tarefas: entra na transação de quem chama (`ctx.db` pode ser o `tx`) e
 * é entregue em seguida, em segundo plano; uma falha do SMTP é tentada de novo com espera crescente,
 * e depois da última tentativa fica visível para administradores, que podem reenviar. Nunca se perde.
 */
export async function enviarEmail(ctx: Pick<Servicos, 'db' | 'jobs'>, msg: Mensagem): Promise<void> {
  await ctx.jobs.enfileirar(ctx.db, { tipo: TAREFA_EMAIL, dados: msg });
}

/**
 * Entrega uma mensagem que veio da fila. `identidade` (remetente e assinatura da instituição) vem do
 * tratador registrado na app (`entregarEmailDaInstituicao`); a assinatura vai no pé do texto.
 */
export async function entregarEmail(
  ctx: Pick<Servicos, 'db' | 'mailer' | 'storage'>,
  dados: unknown,
  identidade?: { de: Remetente; rodape: string },
): Promise<void> {
  const m = dados as Partial<Mensagem>;
  if (typeof m?.para !== 'string' || typeof m.assunto !== 'string' || typeof m.texto !== 'string') {
    throw new Error('tarefa de e-mail sem destinatário, assunto ou texto');
  }
  const anexos = await Promise.all(
    (m.anexos ?? []).map(async (a) => {
      const conteudo = await ctx.storage.ler(a.chave);
      // sem o arquivo a entrega falha e volta à fila: um e-mail de certificado sem o PDF não sai
      if (!conteudo) throw new Error('anexo do e-mail não encontrado');
      return { nome: a.nome, conteudo, tipo: a.tipo };
    }),
  );
  const { anexos: _guardados, ...resto } = m as Mensagem;
  const texto = identidade ? `${resto.texto}\n\n${identidade.rodape}` : resto.texto;
  await ctx.mailer.enviar({ ...resto, texto, ...(identidade ? { de: identidade.de } : {}), ...(anexos.length ? { anexos } : {}) }, ctx.db);
}
