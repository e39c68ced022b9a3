import type { Db } from '../db/client.ts';
import { emails } from '../db/schema/index.ts';

export interface Mensagem {
  para: string;
  assunto: string;
  texto: string;
  html?: string;
}

export interface Mailer {
  readonly modo: 'smtp' | 'caixa';
  enviar(msg: Mensagem): Promise<void>;
  close(): Promise<void>;
}

/** Sem SMTP: cada mensagem vai para a tabela `emails`, que administradores leem em /admin/emails. */
export function criarMailerCaixa(db: Db): Mailer {
  return {
    modo: 'caixa',
    async enviar(msg) {
      await db.insert(emails).values({ para: msg.para, assunto: msg.assunto, texto: msg.texto, html: msg.html ?? null });
    },
    async close() {},
  };
}

/** Com `SMTP_URL`: nodemailer. */
export async function criarMailerSmtp(url: string, from: string): Promise<Mailer> {
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport(url);
  return {
    modo: 'smtp',
    async enviar(msg) {
      await transport.sendMail({ from, to: msg.para, subject: msg.assunto, text: msg.texto, html: msg.html });
    },
    async close() {
      transport.close();
    },
  };
}
