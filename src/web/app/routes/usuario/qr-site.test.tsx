import { act, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sistemaEndpoints } from '#shared/contracts/sistema.ts';
import { AVISO_CONTRASTE, QrCode } from '#web/features/inicio/components/qr/qr-code.tsx';
import { tamanhoQrPara } from '#web/features/inicio/components/qr/use-tamanho-qr.ts';
import { handlerInstituicao, instituicaoDeTeste } from '#web/testing/fixtures-instituicao.ts';
import { CHAVES } from '#web/lib/sessao.ts';
import { respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import PaginaQrSite from './qr-site.tsx';

const servidor = usarServidorMsw();
const SITE = 'https://saude.santos.sp.gov.br';
let visitas: number;
let falharMetricas: boolean;
const larguraOriginal = window.innerWidth;

beforeEach(() => {
  visitas = 0;
  falharMetricas = false;
  servidor.use(
    handlerInstituicao(),
    http.post('/api/metricas/contar-visita', () => {
      visitas++;
      return respostaDoContrato(sistemaEndpoints.contarVisita.response, { ok: true });
    }),
    http.get('/api/metricas/publica', () =>
      falharMetricas
        ? HttpResponse.json({ erro: 'indisponível', message: 'indisponível', code: 'ERRO_INTERNO' }, { status: 503 })
        : respostaDoContrato(sistemaEndpoints.metricasPublicas.response, { acessos_app: 12345, atualizado_em: '2026-03-05' }),
    ),
  );
});

afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: larguraOriginal });
  vi.unstubAllGlobals();
  delete (navigator as { share?: unknown }).share;
});

describe('QR Codes Oficiais', () => {
  it('mostra título, cartões e os links oficiais configurados, que abrem em nova aba', async () => {
    renderizar(<PaginaQrSite />);
    const site = await screen.findByRole('region', { name: 'Site Oficial da Escola' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('QR Codes Oficiais Escola Municipal de Saúde Pública');
    expect(within(site).getByText('Escaneie para acessar')).toBeInTheDocument();
    expect(within(site).getByRole('link', { name: /Abrir site em nova aba/ })).toHaveAttribute('target', '_blank');
    expect(within(site).getByRole('link', { name: /Abrir site em nova aba/ })).toHaveAttribute('href', SITE);
    const insta = screen.getByRole('region', { name: 'Instagram da Escola' });
    expect(within(insta).getByRole('link', { name: /Abrir Instagram em nova aba/ })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(insta).getByRole('link', { name: /Abrir Instagram em nova aba/ })).toHaveAttribute('href', 'https://www.instagram.com/escoladasaude');
    const acoes = screen.getByRole('navigation', { name: 'Ações dos links oficiais' });
    expect(within(acoes).getByRole('link', { name: /Abrir Instagram/ })).toHaveAttribute('href', 'https://www.instagram.com/escoladasaude');
    expect(await within(site).findByRole('img', { name: 'QR Code do site da Escola Municipal de Saúde Pública' })).toBeInTheDocument();
  });

  it('o QR impresso leva ao link configurado: o "Copiar link" do cartão copia o site da instituição', async () => {
    const { user } = renderizar(<PaginaQrSite />);
    const insta = await screen.findByRole('region', { name: 'Instagram da Escola' });
    await user.click(within(insta).getByRole('button', { name: /Copiar link/ }));
    expect(await navigator.clipboard.readText()).toBe('https://www.instagram.com/escoladasaude');
  });

  it('sem Instagram configurado, o cartão diz que falta e o botão de abrir some', async () => {
    servidor.use(handlerInstituicao(instituicaoDeTeste({ instagram: null })));
    renderizar(<PaginaQrSite />);
    expect(await screen.findByText('O Instagram da Escola ainda não foi configurado.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Instagram da Escola' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Abrir Instagram/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Site Oficial da Escola' })).toBeInTheDocument();
  });

  it('se os endereços não carregam, avisa e oferece tentar de novo', async () => {
    servidor.use(http.get('/api/instituicao', () => HttpResponse.json({ erro: 'x', message: 'x', code: 'ERRO_INTERNO' }, { status: 500 })));
    renderizar(<PaginaQrSite />);
    expect(await screen.findByText('Não foi possível carregar os endereços oficiais da Escola.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('conta a visita uma única vez por sessão do navegador e depois consulta as métricas', async () => {
    const primeira = renderizar(<PaginaQrSite />);
    await screen.findByText('Estatísticas atualizadas.');
    expect(visitas).toBe(1);
    expect(sessionStorage.getItem(CHAVES.visita)).toBeTruthy();
    primeira.unmount();
    renderizar(<PaginaQrSite />);
    await screen.findByText('Estatísticas atualizadas.');
    expect(visitas).toBe(1);
  });

  it('mostra "—" ao carregar e, com sucesso, o número e a data em pt-BR', async () => {
    renderizar(<PaginaQrSite />);
    expect(screen.getByTestId('acessos-app')).toHaveTextContent('—');
    expect(screen.getByTestId('atualizado-em')).toHaveTextContent('—');
    await screen.findByText('Estatísticas atualizadas.');
    expect(screen.getByTestId('acessos-app')).toHaveTextContent('12.345');
    expect(screen.getByTestId('atualizado-em')).toHaveTextContent('05/03/2026');
  });

  it('sem métricas anuncia o modo offline e mantém os "—"', async () => {
    falharMetricas = true;
    renderizar(<PaginaQrSite />);
    expect(await screen.findByText('Exibindo estatísticas offline.')).toBeInTheDocument();
    expect(screen.getByTestId('acessos-app')).toHaveTextContent('—');
    expect(screen.getByTestId('atualizado-em')).toHaveTextContent('—');
  });

  it('copia o link do site e avisa', async () => {
    const { user } = renderizar(<PaginaQrSite />);
    await user.click(await screen.findByRole('button', { name: 'Copiar link do site' }));
    expect(await screen.findByText('Link copiado para a área de transferência!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(SITE);
  });

  it('sem navigator.share copia o link e avisa que o compartilhamento não está disponível', async () => {
    expect('share' in navigator).toBe(false);
    const { user } = renderizar(<PaginaQrSite />);
    await user.click(await screen.findByRole('button', { name: 'Compartilhar' }));
    expect(await screen.findByText('Link do site copiado (share indisponível).')).toBeInTheDocument();
  });

  it('ignora em silêncio quando o compartilhamento é cancelado', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('cancelado', 'AbortError'));
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    const { user } = renderizar(<PaginaQrSite />);
    await user.click(await screen.findByRole('button', { name: 'Compartilhar' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: SITE }));
    // a recusa da folha e tudo o que vem depois dela são microtarefas: uma tarefa vazia só roda depois de todas
    await act(() => new Promise<void>((r) => setTimeout(r, 0)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('QrCode reutilizável', () => {
  it('usa 260 px em telas com menos de 360 px e 300 px nas demais', async () => {
    expect(tamanhoQrPara(359)).toBe(260);
    expect(tamanhoQrPara(360)).toBe(300);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 320 });
    render(<QrCode valor={SITE} />);
    const img = await screen.findByRole('img', { name: 'QR Code do site da Escola da Saúde' });
    expect(img).toHaveAttribute('width', '260');
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
    act(() => void window.dispatchEvent(new Event('resize')));
    await waitFor(() => expect(screen.getByRole('img', { name: 'QR Code do site da Escola da Saúde' })).toHaveAttribute('width', '300'));
  });

  it('avisa contraste fraco, usa frente preta e desliga os downloads', async () => {
    render(<QrCode valor={SITE} corFrente="#eeeeee" corFundo="#ffffff" titulo="QR de teste" />);
    expect(screen.getByRole('alert')).toHaveTextContent(AVISO_CONTRASTE);
    const img = await screen.findByRole('img', { name: 'QR de teste' });
    expect(decodeURIComponent(img.getAttribute('src')!)).toContain('fill="#000000"');
    expect(screen.getByRole('button', { name: /Baixar SVG/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Baixar PNG/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Copiar link/ })).toBeEnabled();
  });

  it('com bom contraste usa as cores pedidas e baixa o SVG', async () => {
    const criar = vi.fn(() => 'blob:qr');
    vi.stubGlobal('URL', Object.assign(Object.create(URL), { createObjectURL: criar, revokeObjectURL: vi.fn() }));
    const clique = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderizar(<QrCode corFrente="#17603a" valor="https://exemplo.gov.br/" titulo="QR verde" />);
    const img = await screen.findByRole('img', { name: 'QR verde' });
    expect(decodeURIComponent(img.getAttribute('src')!)).toContain('fill="#17603a"');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Baixar SVG/ }));
    expect(criar).toHaveBeenCalledWith(expect.objectContaining({ type: 'image/svg+xml' }));
    expect(clique).toHaveBeenCalledTimes(1);
    clique.mockRestore();
  });
});
