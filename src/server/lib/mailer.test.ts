import net, { type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client.ts';
import { emails } from '../db/schema/index.ts';
import { criarBancoDeTeste, limparBanco } from '../testing/db.ts';
import { criarMailerCaixa, criarMailerSmtp, ESPERAS_SMTP } from './mailer.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h?.close());
beforeEach(() => limparBanco(h));

const msg = (assunto: string) => ({ para: 'ana@teste.gov.br', assunto, texto: 'Olá' });

describe('caixa de saída (sem SMTP)', () => {
  it('dentro de uma transação grava pelo tx recebido (sem travar o PGlite) e some com o rollback', async () => {
    const mailer = criarMailerCaixa(h.db);
    await h.db.transaction(async (tx) => {
      await mailer.enviar(msg('Confirmado'), tx);
    });
    await h.db
      .transaction(async (tx) => {
        await mailer.enviar(msg('Desfeito'), tx);
        throw new Error('desfaz');
      })
      .catch(() => {});
    const assuntos = (await h.db.select().from(emails)).map((e) => e.assunto);
    expect(assuntos).toEqual(['Confirmado']);
  });

  it('fora de transação usa o banco com que foi criado', async () => {
    await criarMailerCaixa(h.db).enviar(msg('Avulso'));
    expect(await h.db.$count(emails)).toBe(1);
  });
});

describe('SMTP travado', () => {
  it('um servidor que aceita a conexão e nunca cumprimenta faz o envio falhar pela espera, não pendurar', async () => {
    const soltas: Socket[] = [];
    const mudo = net.createServer((s) => soltas.push(s));
    await new Promise<void>((r) => mudo.listen(0, '127.0.0.1', r));
    const porta = (mudo.address() as AddressInfo).port;
    // as esperas de produção ficam bem abaixo da trava de 5 min de uma tarefa
    expect(Math.max(...Object.values(ESPERAS_SMTP))).toBeLessThan(5 * 60_000 / 2);
    const mailer = await criarMailerSmtp(`smtp://127.0.0.1:${porta}?ignoreTLS=true`, undefined, { connectionTimeout: 300, greetingTimeout: 300, socketTimeout: 300 });
    const t0 = Date.now();
    await expect(mailer.enviar(msg('Nunca chega'))).rejects.toThrow(/greeting|timeout/i);
    expect(Date.now() - t0).toBeLessThan(5000);
    await mailer.close();
    for (const s of soltas) s.destroy();
    await new Promise((r) => mudo.close(r));
  });
});
