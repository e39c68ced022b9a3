import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client.ts';
import { emails } from '../db/schema/index.ts';
import { criarBancoDeTeste, limparBanco } from '../testing/db.ts';
import { criarMailerCaixa } from './mailer.ts';

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
