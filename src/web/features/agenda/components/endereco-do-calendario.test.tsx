import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LinkCalendarioSchema } from '#shared/contracts/agenda.ts';
import { respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { EnderecoDoCalendario } from './endereco-do-calendario.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));
const toast = await import('#web/lib/toast.ts');

const servidor = usarServidorMsw();

const feed = (versao: number) => `${location.origin}/api/agenda/ical/7-${versao}-AbCdEfGhIjKlMnOpQrStUv.ics`;
const link = (versao: number) => ({ url: feed(versao), webcal: feed(versao).replace(/^https?:/, 'webcal:') });

let versao: number;
let chamadas: { get: number; post: number };

beforeEach(() => {
  vi.clearAllMocks();
  versao = 1;
  chamadas = { get: 0, post: 0 };
  servidor.use(
    http.get('/api/agenda/calendario', () => {
      chamadas.get++;
      return respostaDoContrato(LinkCalendarioSchema, link(versao));
    }),
    http.post('/api/agenda/calendario', () => {
      chamadas.post++;
      versao++;
      return respostaDoContrato(LinkCalendarioSchema, link(versao));
    }),
  );
});

afterEach(() => vi.restoreAllMocks());

describe('Assinar no seu calendário', () => {
  it('só pede o endereço quando a pessoa quer vê-lo; mostra o link webcal e as instruções', async () => {
    const { user } = renderizar(<EnderecoDoCalendario />);
    expect(screen.getByRole('heading', { name: 'Assinar no seu calendário' })).toBeInTheDocument();
    expect(chamadas.get).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Mostrar endereço do calendário' }));
    const campo = await screen.findByLabelText('Endereço do seu calendário');
    expect(campo).toHaveValue(feed(1));
    expect(campo).toHaveFocus();
    expect(chamadas.get).toBe(1);
    expect(screen.getByRole('link', { name: 'Abrir no aplicativo de calendário' })).toHaveAttribute('href', link(1).webcal);
    expect(screen.getByText('Google Agenda:')).toBeInTheDocument();
    expect(screen.getByText('iPhone ou iPad:')).toBeInTheDocument();
    expect(screen.getByText('Outlook:')).toBeInTheDocument();
  });

  it('copia o endereço para a área de transferência e avisa', async () => {
    const { user } = renderizar(<EnderecoDoCalendario />);
    await user.click(screen.getByRole('button', { name: 'Mostrar endereço do calendário' }));
    await user.click(await screen.findByRole('button', { name: 'Copiar endereço' }));
    await waitFor(() => expect(toast.notificarSucesso).toHaveBeenCalledWith('Endereço copiado para a área de transferência!'));
    expect(await navigator.clipboard.readText()).toBe(feed(1));
  });

  it('gera um novo endereço só depois da confirmação e mostra o novo', async () => {
    const { user } = renderizar(<EnderecoDoCalendario />);
    await user.click(screen.getByRole('button', { name: 'Mostrar endereço do calendário' }));
    await user.click(await screen.findByRole('button', { name: 'Gerar novo endereço' }));
    let dialogo = screen.getByRole('dialog', { name: 'Gerar novo endereço?' });
    expect(dialogo).toHaveTextContent('O endereço atual deixará de funcionar');
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    expect(chamadas.post).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Gerar novo endereço' }));
    dialogo = screen.getByRole('dialog', { name: 'Gerar novo endereço?' });
    await user.click(within(dialogo).getByRole('button', { name: 'Gerar novo endereço' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(chamadas.post).toBe(1);
    expect(screen.getByLabelText('Endereço do seu calendário')).toHaveValue(feed(2));
    expect(toast.notificarSucesso).toHaveBeenCalledWith('Novo endereço gerado. O anterior deixou de funcionar.');
  });

  it('"Exportar (.ics)" baixa o arquivo do feed como agenda.ics', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    servidor.use(http.get(feed(1), () => new HttpResponse(ics, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } })));
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => (blobs.push(b), 'blob:agenda'));
    URL.revokeObjectURL = vi.fn();
    const baixados: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      baixados.push(this.download);
    });
    const { user } = renderizar(<EnderecoDoCalendario />);
    await user.click(screen.getByRole('button', { name: 'Exportar (.ics)' }));
    await waitFor(() => expect(baixados).toEqual(['agenda.ics']));
    expect(await blobs[0]!.text()).toBe(ics);
    expect(blobs[0]!.type).toBe('text/calendar;charset=utf-8');
    expect(toast.notificarErro).not.toHaveBeenCalled();
  });

  it('avisa quando a exportação falha', async () => {
    servidor.use(http.get(feed(1), () => new HttpResponse('não', { status: 404 })));
    const { user } = renderizar(<EnderecoDoCalendario />);
    await user.click(screen.getByRole('button', { name: 'Exportar (.ics)' }));
    await waitFor(() => expect(toast.notificarErro).toHaveBeenCalledWith('Não foi possível exportar a agenda. Tente novamente.'));
  });
});
