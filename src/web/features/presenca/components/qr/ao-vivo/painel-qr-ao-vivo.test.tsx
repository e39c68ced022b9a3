import { act, screen, waitFor, within } from '@testing-library/react';
import jsQR from 'jsqr';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { QrAoVivoSchema, type QrAoVivo } from '#shared/contracts/presencas.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import PaginaQrAoVivo from '#web/app/routes/instrutor/qr-ao-vivo.tsx';
import { proximaConsultaMs } from '../../../api/obter-qr-ao-vivo.ts';
import { restanteDoCodigo } from './contagem-regressiva.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));
const toast = await import('#web/lib/toast.ts');

const servidor = usarServidorMsw();
const ROTA = { rota: '/turmas/presencas/42/ao-vivo', padrao: '/turmas/presencas/:turmaId/ao-vivo' };

function qr(parcial: Partial<QrAoVivo> = {}): QrAoVivo {
  const codigo = parcial.codigo ?? '381924';
  return {
    turma: { id: 42, nome: 'Turma Manhã', evento: { id: 1, titulo: 'Oficina de Primeiros Socorros' } },
    exige_qr_ao_vivo: false,
    codigo,
    caminho: `/presenca?turma=42&t=${codigo}`,
    expira_em: new Date(Date.now() + 20_000).toISOString(),
    periodo_segundos: 30,
    hoje: { data: '2026-03-10', horario_inicio: '08:00', horario_fim: '12:00' },
    presentes_hoje: 3,
    inscritos: 20,
    ...parcial,
  };
}

/** Lê o QR desenhado no SVG (um retângulo por sequência de módulos) com o jsQR. */
function lerQrDoSvg(svg: Element): string | null {
  const [, , lado] = svg.getAttribute('viewBox')!.split(' ').map(Number) as [number, number, number];
  const escala = 4;
  const px = lado * escala;
  const rgba = new Uint8ClampedArray(px * px * 4).fill(255);
  for (const [, x, y, w] of svg.querySelector('path')!.getAttribute('d')!.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    for (let dy = 0; dy < escala; dy++)
      for (let dx = 0; dx < Number(w) * escala; dx++) {
        const i = ((Number(y) * escala + dy) * px + Number(x) * escala + dx) * 4;
        rgba.set([0, 0, 0, 255], i);
      }
  }
  return jsQR(rgba, px, px)?.data ?? null;
}

let respostas: QrAoVivo[];
let pedidos: number;
beforeEach(() => {
  vi.clearAllMocks();
  pedidos = 0;
  respostas = [qr()];
  servidor.use(
    http.get('/api/turmas/:turmaId/presenca/ao-vivo', ({ params }) => {
      expect(params.turmaId).toBe('42');
      const r = respostas[Math.min(pedidos, respostas.length - 1)]!;
      pedidos++;
      return respostaDoContrato(QrAoVivoSchema, r);
    }),
  );
});
afterEach(() => vi.useRealTimers());

describe('QR ao vivo: o que aparece na tela', () => {
  it('QR grande do link com o código, código para digitar, dica, encontro e presentes de hoje', async () => {
    renderizar(<PaginaQrAoVivo />, ROTA);
    const codigo = await screen.findByText('42-381924');
    expect(codigo.closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
    expect(screen.getByText('Sem câmera? Abra Escanear › Digitar código e informe o código acima.')).toBeInTheDocument();
    expect(screen.getByText('Oficina de Primeiros Socorros — Turma Manhã')).toBeInTheDocument();
    const imagem = screen.getByRole('img', { name: /QR Code de presença da turma Turma Manhã/ });
    expect(lerQrDoSvg(imagem)).toBe(`${window.location.origin}/presenca?turma=42&t=381924`);
    expect(screen.getByText(/Encontro de hoje, 10\/03\/2026, das 08:00 às 12:00/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 de 20 inscritos presentes hoje');
    expect(screen.getByRole('link', { name: 'Lista de presença da turma' })).toHaveAttribute('href', '/turmas/presencas/42');
  });

  it('sem encontro hoje: explica que a confirmação só funciona nos dias de aula', async () => {
    respostas = [qr({ hoje: null, presentes_hoje: 0 })];
    renderizar(<PaginaQrAoVivo />, ROTA);
    expect(await screen.findByText('Esta turma não tem encontro hoje.')).toBeInTheDocument();
    expect(screen.getByText(/só funciona nos dias de aula da turma/)).toBeInTheDocument();
    expect(screen.queryByText(/inscritos presentes hoje/)).not.toBeInTheDocument();
  });

  it('endereço com id inválido: diz e leva à lista de turmas', () => {
    renderizar(<PaginaQrAoVivo />, { rota: '/turmas/presencas/abc/ao-vivo', padrao: ROTA.padrao });
    expect(screen.getByText('ID da turma inválido.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Escolher uma turma em Presença' })).toHaveAttribute('href', '/instrutor/presenca');
    expect(pedidos).toBe(0);
  });
});

describe('QR ao vivo: contagem e troca do código', () => {
  it('conta os segundos até o próximo código e busca o novo logo depois de vencer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    respostas = [qr({ expira_em: new Date(Date.now() + 3000).toISOString() }), qr({ codigo: '777111', expira_em: new Date(Date.now() + 33_000).toISOString(), presentes_hoje: 4 })];
    renderizar(<PaginaQrAoVivo />, ROTA);
    await screen.findByText('42-381924');
    expect(screen.getByTestId('segundos-restantes')).toHaveTextContent(/^[23] s$/);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByTestId('segundos-restantes')).toHaveTextContent(/^[12] s$/);
    expect(pedidos).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(await screen.findByText('42-777111')).toBeInTheDocument();
    expect(pedidos).toBe(2);
    expect(screen.getByRole('status')).toHaveTextContent('4 de 20 inscritos presentes hoje');
  });

  it('atualiza a contagem de presentes a cada 5 s, sem trocar o código', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    respostas = [qr(), qr({ presentes_hoje: 5 })];
    renderizar(<PaginaQrAoVivo />, ROTA);
    await screen.findByText('3 de 20 inscritos presentes hoje');
    await act(() => vi.advanceTimersByTimeAsync(5100));
    expect(await screen.findByText('5 de 20 inscritos presentes hoje')).toBeInTheDocument();
    expect(screen.getByText('42-381924')).toBeInTheDocument();
  });

  it('próxima consulta: até vencer (mais a folga), no máximo 5 s; relógio adiantado espera 3 s', () => {
    const agora = Date.parse('2026-03-10T11:00:00Z');
    const em = (ms: number) => ({ expira_em: new Date(agora + ms).toISOString() });
    expect(proximaConsultaMs(em(20_000), agora)).toBe(5000);
    expect(proximaConsultaMs(em(1200), agora)).toBe(1500);
    expect(proximaConsultaMs(em(-2000), agora)).toBe(3000);
    expect(proximaConsultaMs(undefined, agora)).toBe(5000);
  });

  it('barra: segundos arredondados para cima e fração presa entre 0 e o período', () => {
    const agora = Date.parse('2026-03-10T11:00:00Z');
    const iso = (ms: number) => new Date(agora + ms).toISOString();
    expect(restanteDoCodigo(iso(14_500), 30, agora)).toEqual({ segundos: 15, fracao: 14_500 / 30_000 });
    expect(restanteDoCodigo(iso(-1000), 30, agora)).toEqual({ segundos: 0, fracao: 0 });
    expect(restanteDoCodigo(iso(90_000), 30, agora)).toEqual({ segundos: 30, fracao: 1 });
  });
});

describe('QR ao vivo: exigir o QR ao vivo e tela cheia', () => {
  it('o interruptor liga a exigência (PUT) e explica que o QR impresso ou encaminhado para de valer', async () => {
    const corpos: unknown[] = [];
    servidor.use(
      http.put('/api/turmas/:turmaId/presenca/configuracao', async ({ request }) => {
        const corpo = (await request.json()) as { exige_qr_ao_vivo: boolean };
        corpos.push(corpo);
        return respostaDoContrato(QrAoVivoSchema, qr({ exige_qr_ao_vivo: corpo.exige_qr_ao_vivo }));
      }),
    );
    const { user } = renderizar(<PaginaQrAoVivo />, ROTA);
    const interruptor = await screen.findByRole('switch', { name: 'Exigir QR ao vivo nesta turma' });
    expect(interruptor).toHaveAttribute('aria-checked', 'false');
    expect(interruptor).toHaveAccessibleDescription(/QR impresso deixa de valer.*para de funcionar depois de um minuto/);
    await user.click(interruptor);
    await waitFor(() => expect(interruptor).toHaveAttribute('aria-checked', 'true'));
    expect(corpos).toEqual([{ exige_qr_ao_vivo: true }]);
    expect(toast.notificarSucesso).toHaveBeenCalledWith('Pronto: esta turma agora exige o QR ao vivo.');
  });

  it('falha ao salvar a exigência: o interruptor fica como estava e o erro do servidor vira toast', async () => {
    servidor.use(http.put('/api/turmas/:turmaId/presenca/configuracao', () => respostaDeErro(403, 'Você não é instrutor desta turma.', 'SEM_PERMISSAO')));
    const { user } = renderizar(<PaginaQrAoVivo />, ROTA);
    const interruptor = await screen.findByRole('switch', { name: 'Exigir QR ao vivo nesta turma' });
    await user.click(interruptor);
    await waitFor(() => expect(toast.notificarErro).toHaveBeenCalledWith('Você não é instrutor desta turma.'));
    expect(interruptor).toHaveAttribute('aria-checked', 'false');
    expect(interruptor).toBeEnabled();
  });

  it('"Tela cheia" usa a Fullscreen API e some com o interruptor enquanto projeta', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    let cheio: Element | null = null;
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => cheio });
    const pedir: Mock<() => Promise<void>> = vi.fn(async () => {
      // o elemento que pediu a tela cheia é o `this` da chamada
      cheio = pedir.mock.contexts.at(-1) as Element;
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    const sair = vi.fn(async () => {
      cheio = null;
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    Object.assign(HTMLElement.prototype, { requestFullscreen: pedir });
    Object.assign(document, { exitFullscreen: sair });
    try {
      const { user } = renderizar(<PaginaQrAoVivo />, ROTA);
      await user.click(await screen.findByRole('button', { name: 'Tela cheia' }));
      expect(pedir).toHaveBeenCalledTimes(1);
      expect(within(cheio as unknown as HTMLElement).getByText('42-381924')).toBeInTheDocument();
      expect(screen.queryByRole('switch')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Sair da tela cheia' }));
      expect(sair).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('switch')).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(document, 'fullscreenEnabled');
      Reflect.deleteProperty(document, 'fullscreenElement');
      Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
      Reflect.deleteProperty(document, 'exitFullscreen');
    }
  });
});

describe('QR ao vivo: falhas', () => {
  it('403: a mensagem do servidor e o caminho para as turmas de quem chama', async () => {
    servidor.use(http.get('/api/turmas/:turmaId/presenca/ao-vivo', () => respostaDeErro(403, 'Você não é instrutor desta turma.', 'SEM_PERMISSAO')));
    renderizar(<PaginaQrAoVivo />, ROTA);
    expect(await screen.findByRole('alert')).toHaveTextContent('Você não é instrutor desta turma.');
    expect(screen.getByRole('link', { name: 'Ver as minhas turmas' })).toHaveAttribute('href', '/instrutor/presenca');
    expect(screen.getByTestId('local-atual')).toHaveTextContent('/turmas/presencas/42/ao-vivo');
  });

  it('404: "Turma não encontrada."', async () => {
    servidor.use(http.get('/api/turmas/:turmaId/presenca/ao-vivo', () => HttpResponse.json({}, { status: 404 })));
    renderizar(<PaginaQrAoVivo />, ROTA);
    expect(await screen.findByRole('alert')).toHaveTextContent('Turma não encontrada.');
  });

  it('sem rede: explica e "Tentar novamente" busca de novo', async () => {
    servidor.use(
      http.get('/api/turmas/:turmaId/presenca/ao-vivo', () => HttpResponse.error(), { once: true }),
      http.get('/api/health', () => HttpResponse.error()),
    );
    const { user } = renderizar(<PaginaQrAoVivo />, ROTA);
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('Não foi possível carregar o QR ao vivo. Confira a conexão com a internet.');
    await user.click(within(alerta).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('42-381924')).toBeInTheDocument();
  });
});
