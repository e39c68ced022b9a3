import { afterEach, describe, expect, it, vi } from 'vitest';
import { ATRASO_RECARGA_MS, AVISO_ATUALIZACAO, criarAoTrocarControlador, enderecoDoWorker, registrarServiceWorker } from './registrar-sw.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('service worker', () => {
  it('o endereço leva o nome do arquivo de entrada como versão', () => {
    expect(enderecoDoWorker('https://escola.gov.br/assets/index-AbC123.js')).toBe('/sw.js?v=index-AbC123.js');
  });

  it('um worker novo numa página da versão anterior avisa e recarrega após 1200 ms', async () => {
    vi.useFakeTimers();
    const recarregar = vi.fn();
    const aoTrocar = criarAoTrocarControlador('/sw.js?v=index-velho.js', recarregar);
    aoTrocar({ scriptURL: `${location.origin}/sw.js?v=index-novo.js` });
    aoTrocar({ scriptURL: `${location.origin}/sw.js?v=index-novo.js` }); // uma vez só
    await vi.advanceTimersByTimeAsync(50);
    expect(document.body.textContent).toContain(AVISO_ATUALIZACAO);
    expect(AVISO_ATUALIZACAO).toBe('Atualização aplicada — recarregando…');
    await vi.advanceTimersByTimeAsync(ATRASO_RECARGA_MS - 100);
    expect(recarregar).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(recarregar).toHaveBeenCalledTimes(1);
  });

  it('a primeira instalação e a página que já é a versão nova não recarregam', async () => {
    vi.useFakeTimers();
    const recarregar = vi.fn();
    const aoTrocar = criarAoTrocarControlador('/sw.js?v=index-novo.js', recarregar);
    aoTrocar(null);
    aoTrocar({ scriptURL: `${location.origin}/sw.js?v=index-novo.js` });
    await vi.advanceTimersByTimeAsync(5000);
    expect(recarregar).not.toHaveBeenCalled();
    expect(document.body.textContent).not.toContain(AVISO_ATUALIZACAO);
  });

  it('registra /sw.js com a versão e escuta a troca de controlador', () => {
    const register = vi.fn(() => Promise.resolve({}));
    const addEventListener = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register, addEventListener, controller: null } });
    registrarServiceWorker('/assets/index-x1.js');
    expect(register).toHaveBeenCalledWith('/sw.js?v=index-x1.js');
    expect(addEventListener).toHaveBeenCalledWith('controllerchange', expect.any(Function));
  });
});
