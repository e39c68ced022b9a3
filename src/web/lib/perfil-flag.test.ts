import { afterEach, describe, expect, it, vi } from 'vitest';
import { observarPerfilIncompleto, atualizarPeloCabecalho, definirPerfilIncompleto, lerPerfilIncompleto } from './perfil-flag.ts';

const abertos: BroadcastChannel[] = [];
function outraAba(): BroadcastChannel {
  const c = new BroadcastChannel('perfil:bc');
  abertos.push(c);
  return c;
}
afterEach(() => {
  abertos.splice(0).forEach((c) => c.close());
  definirPerfilIncompleto(null);
});

describe('marca de perfil incompleto', () => {
  it('começa desconhecida', () => {
    expect(lerPerfilIncompleto()).toBeNull();
  });

  it('cabeçalho "1" marca incompleto, "0" completo e qualquer outro valor não muda nada', () => {
    atualizarPeloCabecalho('1');
    expect(lerPerfilIncompleto()).toBe(true);
    atualizarPeloCabecalho('talvez');
    atualizarPeloCabecalho(null);
    expect(lerPerfilIncompleto()).toBe(true);
    atualizarPeloCabecalho('0');
    expect(lerPerfilIncompleto()).toBe(false);
    expect(sessionStorage.getItem('perfil_incompleto')).toBe('0');
  });

  it('avisa nesta aba pelo evento perfil:flag', () => {
    const aviso = vi.fn();
    const parar = observarPerfilIncompleto(aviso);
    definirPerfilIncompleto(true);
    definirPerfilIncompleto(true); // sem mudança, sem aviso
    parar();
    expect(aviso).toHaveBeenCalledTimes(1);
    expect(aviso).toHaveBeenCalledWith(true);
  });

  it('difunde para as outras abas pelo canal perfil:bc', async () => {
    const aba = outraAba();
    const recebido = new Promise((ok) => (aba.onmessage = (e) => ok(e.data)));
    observarPerfilIncompleto(() => undefined)();
    definirPerfilIncompleto(false);
    await expect(recebido).resolves.toBe(false);
  });

  it('recebe a marca vinda de outra aba', async () => {
    const parar = observarPerfilIncompleto(() => undefined);
    const mudou = new Promise((ok) => window.addEventListener('perfil:flag', ok, { once: true }));
    outraAba().postMessage(true);
    await mudou;
    parar();
    expect(lerPerfilIncompleto()).toBe(true);
  });
});
