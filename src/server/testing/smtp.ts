import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { criarMailerSmtp, type Mailer } from '../lib/mailer.ts';

/**
 * Um receptor SMTP de verdade no loopback, para os testes de e-mail: guarda cada mensagem recebida
 * (texto bruto, para o `mailparser`) e devolve um mailer nodemailer apontado para ele. `fromFixo` faz
 * o papel do `SMTP_FROM`; sem ele vale o remetente da instituição.
 */
export async function iniciarReceptorSmtp(fromFixo?: string): Promise<{ recebidos: string[]; mailer: Mailer; fechar(): Promise<void> }> {
  const recebidos: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _sessao, pronto) {
      const partes: Buffer[] = [];
      stream.on('data', (p: Buffer) => partes.push(p));
      stream.on('end', () => {
        recebidos.push(Buffer.concat(partes).toString('utf8'));
        pronto();
      });
    },
  });
  await new Promise<void>((ok) => smtp.listen(0, '127.0.0.1', ok));
  const porta = (smtp.server.address() as AddressInfo).port;
  const mailer = await criarMailerSmtp(`smtp://127.0.0.1:${porta}?ignoreTLS=true`, fromFixo);
  return { recebidos, mailer, fechar: () => new Promise<void>((ok) => smtp.close(() => ok())) };
}
