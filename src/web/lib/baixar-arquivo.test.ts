import { afterEach, describe, expect, it, vi } from 'vitest';
import { baixarBlob, baixarConteudo } from './baixar-arquivo.ts';

describe('baixarBlob', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('clica num link temporário com o nome, tira o link da página e libera o endereço depois', () => {
    vi.useFakeTimers();
    const criar = vi.fn(() => 'blob:teste-1');
    const liberar = vi.fn();
    Object.assign(URL, { createObjectURL: criar, revokeObjectURL: liberar });
    const cliques: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      cliques.push({ href: this.getAttribute('href')!, download: this.download });
    });
    baixarConteudo('a;b\n1;2', 'text/csv;charset=utf-8', 'lista.csv');
    expect(cliques).toEqual([{ href: 'blob:teste-1', download: 'lista.csv' }]);
    expect((criar.mock.calls[0] as unknown as [Blob])[0].type).toBe('text/csv;charset=utf-8');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(liberar).not.toHaveBeenCalled(); // o navegador ainda vai ler o endereço
    vi.advanceTimersByTime(1000);
    expect(liberar).toHaveBeenCalledWith('blob:teste-1');
  });

  it('aceita um Blob pronto', () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:teste-2'), revokeObjectURL: vi.fn() });
    const clique = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    baixarBlob(new Blob(['<svg/>'], { type: 'image/svg+xml' }), 'qr.svg');
    expect(clique).toHaveBeenCalledTimes(1);
  });
});
