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
  /**
   * Envia (ou, sem SMTP, guarda na caixa de saída) uma mensagem.
   * @param db Quem chama de dentro de uma transação passa o `tx` dela: na caixa de saída o e-mail
   *   entra pela mesma transação (e some com o rollback). Sem ele a escrita usa o banco global, o que
   *   dentro de uma transação do PGlite trava para sempre (uma conexão só). O SMTP o ignora.
   */
  enviar(msg: Mensagem, db?: Db): Promise<void>;
  close(): Promise<void>;
}

/** Sem SMTP: cada mensagem vai para a tabela `emails`, que administradores leem em /admin/emails. */
export function criarMailerCaixa(db: Db): Mailer {
  return {
    modo: 'caixa',
    async enviar(msg, tx) {
      await (tx ?? db).insert(emails).values({ para: msg.para, assunto: msg.assunto, texto: msg.texto, html: msg.html ?? null });
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
