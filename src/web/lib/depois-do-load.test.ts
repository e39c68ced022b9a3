import { afterEach, describe, expect, it, vi } from 'vitest';
import { depoisDoLoad } from './depois-do-load.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('depoisDoLoad', () => {
  it('antes do load espera o evento e então o navegador ocioso', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const ocioso: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (f: () => void) => ocioso.push(f));
    const fn = vi.fn();
    depoisDoLoad(fn);
    expect(ocioso).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(fn).not.toHaveBeenCalled();
    expect(ocioso).toHaveLength(1);
    ocioso[0]!();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('com o load já passado, só espera o navegador ocioso (sem requestIdleCallback, a próxima tarefa)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const fn = vi.fn();
    depoisDoLoad(fn);
    expect(fn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
