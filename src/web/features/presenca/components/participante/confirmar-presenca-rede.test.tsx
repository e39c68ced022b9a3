/**
 * Rede ruim na confirmação: novas tentativas com espera crescente, "Tentar agora", a fila sem internet
 * e o envio dela quando a rede volta (relógio falso; a chamada à API é simulada).
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { CHAVES } from '#web/lib/sessao.ts';
import { jwtDeTeste } from '#web/testing/jwt.ts';
import { renderizar } from '#web/testing/render.tsx';
import { reiniciarEnvioParaTestes } from '../../api/enviar-pendentes.ts';
import { lerPendentes } from '../../api/pendentes.ts';
import { ConfirmarPresenca } from './confirmar-presenca.tsx';
import { confirmacaoDeTeste } from './dados-de-teste.ts';

vi.mock('../../api/confirmar-presenca.ts', () => ({ confirmarPresenca: vi.fn() }));
vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn() }));
const { confirmarPresenca } = await import('../../api/confirmar-presenca.ts');
const toast = await import('#web/lib/toast.ts');
const confirmar = vi.mocked(confirmarPresenca);

const semRede = () => new ApiError('Falha de rede ou CORS', 0, 'REDE');
const foraDoAr = () => new ApiError('HTTP 503', 503, 'HTTP');
const SEM_INTERNET = 'Sem internet: sua confirmação foi guardada e será enviada assim que o celular voltar a ficar on-line.';

const abrir = () => renderizar(<ConfirmarPresenca />, { rota: '/presenca?turma=42&t=381924', padrao: '/presenca' });
const passar = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const visivel = (texto: string) => screen.getAllByText(texto).find((e) => !e.classList.contains('sr-only'));

beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
  reiniciarEnvioParaTestes();
  localStorage.setItem(CHAVES.token, jwtDeTeste());
});
afterEach(() => {
  reiniciarEnvioParaTestes();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Confirmar presença com rede ruim', () => {
  it('tenta de novo sozinha depois de 2 s, contando os segundos, e confirma', async () => {
    confirmar.mockRejectedValueOnce(semRede()).mockResolvedValueOnce(confirmacaoDeTeste());
    abrir();
    await passar(0);
    expect(visivel('Conexão instável — tentando de novo em 2 s (tentativa 1 de 5)')).toBeInTheDocument();
    expect(screen.getByText('Conexão instável — tentando de novo em 2 s (tentativa 1 de 5)', { selector: '.sr-only' })).toHaveAttribute('role', 'status');
    await passar(1000);
    expect(visivel('Conexão instável — tentando de novo em 1 s (tentativa 1 de 5)')).toBeInTheDocument();
    await passar(1000);
    expect(screen.getByRole('heading', { name: 'Presença confirmada.' })).toBeInTheDocument();
    expect(confirmar).toHaveBeenCalledTimes(2);
    expect(confirmar.mock.calls[1]![0]).toEqual({ turma: 42, t: '381924' });
  });

  it('espera 2, 4, 8, 15 e 30 s entre as tentativas; com o servidor fora do ar, oferece tentar de novo', async () => {
    confirmar.mockRejectedValue(foraDoAr());
    abrir();
    await passar(0);
    const esperas = [2, 4, 8, 15, 30];
    for (const [i, s] of esperas.entries()) {
      expect(confirmar).toHaveBeenCalledTimes(i + 1);
      expect(visivel(`Conexão instável — tentando de novo em ${s} s (tentativa ${i + 1} de 5)`)).toBeInTheDocument();
      await passar(s * 1000 - 1);
      expect(confirmar).toHaveBeenCalledTimes(i + 1);
      await passar(1);
    }
    expect(confirmar).toHaveBeenCalledTimes(6);
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível confirmar a presença no momento.');
    expect(lerPendentes()).toEqual([]); // o servidor respondeu: não é falta de internet

    confirmar.mockResolvedValueOnce(confirmacaoDeTeste());
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await passar(0);
    expect(screen.getByRole('heading', { name: 'Presença confirmada.' })).toBeInTheDocument();
  });

  it('"Tentar agora" pula a espera', async () => {
    confirmar.mockRejectedValueOnce(semRede()).mockRejectedValueOnce(semRede()).mockResolvedValueOnce(confirmacaoDeTeste());
    abrir();
    await passar(2000);
    expect(visivel('Conexão instável — tentando de novo em 4 s (tentativa 2 de 5)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar agora' }));
    await passar(0);
    expect(confirmar).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('heading', { name: 'Presença confirmada.' })).toBeInTheDocument();
  });

  it('sem resposta depois das 5 novas tentativas, guarda a confirmação no aparelho', async () => {
    confirmar.mockRejectedValue(semRede());
    abrir();
    await passar(60_000);
    expect(confirmar).toHaveBeenCalledTimes(6);
    expect(screen.getByText(SEM_INTERNET)).toBeInTheDocument();
    expect(lerPendentes()).toEqual([{ turma: 42, t: '381924', criada_em: expect.any(String) }]);

    // o aparelho se diz on-line (Wi-Fi sem internet): a fila tenta de novo sozinha 1 min depois
    confirmar.mockResolvedValueOnce(confirmacaoDeTeste());
    await passar(60_000);
    expect(confirmar).toHaveBeenCalledTimes(7);
    expect(screen.getByRole('heading', { name: 'Presença confirmada.' })).toBeInTheDocument();
    expect(lerPendentes()).toEqual([]);
  });

  it('sem internet (navigator.onLine) guarda na hora e envia quando a rede volta, mostrando o resultado aqui', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    abrir();
    await passar(0);
    expect(confirmar).not.toHaveBeenCalled();
    expect(screen.getByText(SEM_INTERNET)).toBeInTheDocument();
    expect(lerPendentes()).toHaveLength(1);

    confirmar.mockResolvedValueOnce(confirmacaoDeTeste());
    online.mockReturnValue(true);
    await act(async () => void window.dispatchEvent(new Event('online')));
    await passar(0);
    expect(screen.getByRole('heading', { name: 'Presença confirmada.' })).toBeInTheDocument();
    expect(toast.notificarSucesso).not.toHaveBeenCalled();
    expect(lerPendentes()).toEqual([]);
  });

  it('a rede cai durante a espera: vai direto para a fila', async () => {
    confirmar.mockRejectedValue(semRede());
    abrir();
    await passar(0);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await act(async () => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText(SEM_INTERNET)).toBeInTheDocument();
    expect(lerPendentes()).toHaveLength(1);
  });

  it('recusa (4xx) não é repetida', async () => {
    confirmar.mockRejectedValue(new ApiError('Hoje não é uma data válida desta turma.', 422, 'REGRA_NEGOCIO', { motivo: 'DATA_INVALIDA' }));
    abrir();
    await passar(60_000);
    expect(confirmar).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Hoje não é uma data válida desta turma.')).toBeInTheDocument();
  });
});
