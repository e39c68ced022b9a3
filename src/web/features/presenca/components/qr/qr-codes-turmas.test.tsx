import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { EventoComTurmasSchema } from '#shared/contracts/presencas.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import PaginaQrCodes from '#web/app/routes/admin/qr-codes.tsx';
import { gravarCacheEventos, VALIDADE_CACHE_MS } from './cache-eventos.ts';
import { EVENTOS_EXEMPLO, evento, turma } from './dados-de-teste.ts';
import { ErroQr } from './pdf/gerar-pdf-qr.ts';
import { lerPdf, lerQrDaImagem } from './pdf/ler-pdf.ts';
import type * as ModuloPdf from './pdf/pdf-da-turma.ts';
import { gradienteDoEvento, type EventoQr } from './regras.ts';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));
vi.mock('./pdf/pdf-da-turma.ts', async (original) => {
  const real = await original<typeof ModuloPdf>();
  return { ...real, baixarPdfDaTurma: vi.fn(real.baixarPdfDaTurma) };
});
const toast = await import('#web/lib/toast.ts');
const { baixarPdfDaTurma } = await import('./pdf/pdf-da-turma.ts');
const baixar = vi.mocked(baixarPdfDaTurma);

const servidor = usarServidorMsw();
let eventos: EventoQr[];
let pedidos: number;
/** Só com periodo=todas: um evento cuja turma acabou há um ano. */
const ANTIGO = evento({
  id: 70,
  titulo: 'Curso de Imunização 2025',
  instrutor: [{ id: 950, nome: 'Edna Evento' }],
  turmas: [turma({ id: 71, nome: 'Turma do Ano Passado', status: 'encerrado', instrutores: [{ id: 951, nome: 'Tânia Turma' }] })],
});

const responder = (lista: EventoQr[]) => respostaDoContrato(z.array(EventoComTurmasSchema), lista);

beforeEach(() => {
  vi.clearAllMocks();
  eventos = structuredClone(EVENTOS_EXEMPLO);
  pedidos = 0;
  servidor.use(
    http.get('/api/presencas/turmas', ({ request }) => {
      pedidos++;
      const periodo = new URL(request.url).searchParams.get('periodo');
      expect(['recentes', 'todas']).toContain(periodo);
      return responder(periodo === 'todas' ? [...eventos, ANTIGO] : eventos);
    }),
  );
});

/** Promessa resolvida por fora (para segurar a geração ou a resposta). */
function adiada<T = void>() {
  let resolver!: (v: T) => void;
  let rejeitar!: (e: unknown) => void;
  const promessa = new Promise<T>((r, j) => {
    resolver = r;
    rejeitar = j;
  });
  return { promessa, resolver, rejeitar };
}

const cartao = (titulo: string) => screen.getByRole('region', { name: titulo });
const status = () => screen.getAllByRole('status').find((s) => s.classList.contains('sr-only'))!;

describe('QR Codes de Presença por Turma: lista e busca', () => {
  it('mostra título, resumo, um cartão por evento (com a cor do id) e anuncia a carga', async () => {
    renderizar(<PaginaQrCodes />);
    expect(screen.getByRole('heading', { level: 1, name: 'QR Codes de Presença por Turma' })).toBeInTheDocument();
    expect(await screen.findByText('3 evento(s) • 3 turma(s)')).toBeInTheDocument();
    const resumo = screen.getByLabelText('Resumo dos QR Codes');
    expect(within(resumo).getByText('Eventos').nextSibling).toHaveTextContent('3');
    expect(within(resumo).getByText('Turmas').nextSibling).toHaveTextContent('3');
    const oficina = cartao('Oficina de Primeiros Socorros');
    expect(within(oficina).getByText('2 turmas')).toBeInTheDocument();
    expect(within(oficina).getByText('Turma Manhã')).toBeInTheDocument();
    expect(within(oficina).getByText('Instrutor: Igor Instrutor Lima')).toBeInTheDocument();
    expect(within(oficina).getByRole('button', { name: 'Gerar PDF de Turma Tarde' })).toBeEnabled();
    expect(within(oficina).getByRole('link', { name: 'QR ao vivo de Turma Tarde' })).toHaveAttribute('href', '/turmas/presencas/12/ao-vivo');
    expect(oficina.querySelector('header')!.className).toContain(gradienteDoEvento(1));
    expect(within(cartao('Seminário de Vigilância')).getByText('Nenhuma turma cadastrada para este evento.')).toBeInTheDocument();
    expect(within(cartao('Seminário de Vigilância')).getByRole('button', { name: /Gerar todos/ })).toBeDisabled();
    expect(status()).toHaveTextContent('Foram carregados 3 evento(s).');
  });

  it('lista vazia: anuncia "Nenhum evento encontrado." e mostra o estado vazio com o próximo passo', async () => {
    eventos = [];
    renderizar(<PaginaQrCodes />);
    expect(await screen.findByText('Nenhum evento com turmas encontrado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cadastre turmas em Gestão de Eventos' })).toHaveAttribute('href', '/gerenciar-eventos');
    expect(status()).toHaveTextContent('Nenhum evento encontrado.');
  });

  it('busca espera 250 ms, filtra por turma ou instrutor, fica guardada entre sessões e se limpa', async () => {
    const { user, unmount } = renderizar(<PaginaQrCodes />);
    await screen.findByText('3 evento(s) • 3 turma(s)');
    const campo = screen.getByRole('searchbox', { name: 'Buscar por evento, turma ou instrutor' });
    await user.type(campo, '  CARLA ');
    expect(screen.getByText('3 evento(s) • 3 turma(s)')).toBeInTheDocument();
    expect(await screen.findByText('1 evento(s) • 1 turma(s)')).toBeInTheDocument();
    expect(within(cartao('Oficina de Primeiros Socorros')).queryByText('Turma Manhã')).not.toBeInTheDocument();
    expect(localStorage.getItem('qr:busca')).toBe('  CARLA ');
    unmount();

    const outra = renderizar(<PaginaQrCodes />);
    expect(screen.getByRole('searchbox')).toHaveValue('  CARLA ');
    expect(await screen.findByText('1 evento(s) • 1 turma(s)')).toBeInTheDocument();
    await outra.user.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByRole('searchbox')).toHaveFocus();
    expect(localStorage.getItem('qr:busca')).toBeNull();
    expect(await screen.findByText('3 evento(s) • 3 turma(s)')).toBeInTheDocument();
  });

  it('o padrão diz o que mostra (recentes); "Todas as turmas" pede periodo=todas e acha a turma de um ano atrás, com os instrutores do evento', async () => {
    const { user } = renderizar(<PaginaQrCodes />);
    await screen.findByText('3 evento(s) • 3 turma(s)');
    const periodo = screen.getByRole('combobox', { name: 'Período das turmas' });
    expect(periodo).toHaveValue('recentes');
    expect(periodo).toHaveAccessibleDescription(/Mostrando as turmas programadas, em andamento e as encerradas há até 60 dias/);
    await user.type(screen.getByRole('searchbox'), 'ano passado');
    expect(await screen.findByText('Nenhum evento com turmas encontrado.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buscar em todas as turmas' }));
    expect(periodo).toHaveValue('todas');
    expect(await screen.findByText('1 evento(s) • 1 turma(s)')).toBeInTheDocument();
    const antigo = cartao('Curso de Imunização 2025');
    expect(within(antigo).getByText('Turma do Ano Passado')).toBeInTheDocument();
    // o evento tem instrutor: o nome dele vem antes (e no lugar) do da turma (SPEC §3)
    expect(within(antigo).getByText('Instrutor: Edna Evento')).toBeInTheDocument();
    expect(within(antigo).queryByText(/Tânia Turma/)).not.toBeInTheDocument();
    expect(periodo).toHaveAccessibleDescription('Mostrando todas as turmas, inclusive as encerradas há mais de 60 dias.');
    await user.selectOptions(periodo, 'recentes');
    expect(await screen.findByText('Nenhum evento com turmas encontrado.')).toBeInTheDocument();
  });

  it('título do evento que bate mantém todas as turmas; sem resultado oferece limpar a busca', async () => {
    localStorage.setItem('qr:busca', 'primeiros');
    const { user } = renderizar(<PaginaQrCodes />);
    expect(await screen.findByText('1 evento(s) • 2 turma(s)')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'ninguém');
    expect(await screen.findByText('Nenhum evento com turmas encontrado.')).toBeInTheDocument();
    expect(screen.getByText('0 evento(s) • 0 turma(s)')).toBeInTheDocument();
    // o X do campo e o botão do estado vazio fazem o mesmo
    await user.click(screen.getAllByRole('button', { name: 'Limpar busca' })[1]!);
    expect(await screen.findByText('3 evento(s) • 3 turma(s)')).toBeInTheDocument();
  });
});

describe('QR Codes de Presença por Turma: carga, cache e falhas (SPEC §4, §8)', () => {
  it('cache com menos de 180 s aparece na hora e a lista nova chega em segundo plano', async () => {
    gravarCacheEventos('', [evento({ id: 50, titulo: 'Evento do cache', turmas: [turma({ id: 51 })] })]);
    const resposta = adiada();
    servidor.use(
      http.get('/api/presencas/turmas', async () => {
        await resposta.promessa;
        return responder(eventos);
      }),
    );
    renderizar(<PaginaQrCodes />);
    expect(cartao('Evento do cache')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Exibindo 1 evento(s) do cache.');
    expect(screen.getByRole('button', { name: 'Atualizando…' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Atualizando eventos e turmas…' })).toBeInTheDocument();
    resposta.resolver();
    expect(await screen.findByRole('region', { name: 'Oficina de Primeiros Socorros' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Evento do cache' })).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('Foram carregados 3 evento(s).');
    expect(screen.getByRole('button', { name: 'Atualizar' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('cache vencido não aparece: esqueleto e "Carregando…" até a resposta', async () => {
    gravarCacheEventos('', [evento({ id: 50, titulo: 'Evento velho' })], Date.now() - VALIDADE_CACHE_MS - 1000);
    renderizar(<PaginaQrCodes />);
    expect(screen.queryByRole('region', { name: 'Evento velho' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Carregando eventos e turmas…').length).toBeGreaterThan(0);
    expect(await screen.findByText('3 evento(s) • 3 turma(s)')).toBeInTheDocument();
  });

  it('"Atualizar" cancela o pedido em curso; o cancelado não mostra erro', async () => {
    const cancelados: boolean[] = [];
    servidor.use(
      http.get('/api/presencas/turmas', async ({ request }) => {
        pedidos++;
        if (pedidos === 1) {
          await new Promise((r) => request.signal.addEventListener('abort', r));
          cancelados.push(request.signal.aborted);
          return HttpResponse.error();
        }
        return responder(eventos);
      }),
    );
    const { user } = renderizar(<PaginaQrCodes />);
    await waitFor(() => expect(pedidos).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Atualizando…' }));
    expect(await screen.findByText('3 evento(s) • 3 turma(s)')).toBeInTheDocument();
    await waitFor(() => expect(cancelados).toEqual([true]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toast.notificarErro).not.toHaveBeenCalled();
    expect(status()).toHaveTextContent('Foram carregados 3 evento(s).');
  });

  it('403 é ignorado em silêncio: sem erro, sem toast e sem sair da página', async () => {
    servidor.use(http.get('/api/presencas/turmas', () => respostaDeErro(403, 'Sem permissão.', 'SEM_PERMISSAO')));
    renderizar(<PaginaQrCodes />, { rota: '/admin/qr-codes' });
    expect(await screen.findByText('Nenhum evento com turmas encontrado.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toast.notificarErro).not.toHaveBeenCalled();
    expect(screen.getByTestId('local-atual')).toHaveTextContent('/admin/qr-codes');
  });

  it('falha: erro na página, toast, nota de status e foco no alerta; "Tentar novamente" recarrega', async () => {
    servidor.use(http.get('/api/presencas/turmas', () => respostaDeErro(500, 'Falha interna.', 'ERRO_INTERNO')));
    const { user } = renderizar(<PaginaQrCodes />);
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('Erro ao carregar eventos/turmas');
    await waitFor(() => expect(alerta).toHaveFocus());
    expect(toast.notificarErro).toHaveBeenCalledWith('❌ Erro ao carregar eventos/turmas.', expect.anything());
    expect(status()).toHaveTextContent('Falha ao carregar eventos e turmas.');
    servidor.use(http.get('/api/presencas/turmas', () => responder(eventos)));
    await user.click(within(alerta).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('3 evento(s) • 3 turma(s)')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('QR Codes de Presença por Turma: geração dos PDFs', () => {
  it('"Gerar PDF": "Gerando…", todos os botões parados, e "🔳 QR Code gerado!" no fim', async () => {
    const geracao = adiada();
    baixar.mockImplementationOnce(() => geracao.promessa);
    const { user } = renderizar(<PaginaQrCodes />);
    const oficina = await screen.findByRole('region', { name: 'Oficina de Primeiros Socorros' });
    await user.click(within(oficina).getByRole('button', { name: 'Gerar PDF de Turma Manhã' }));
    const gerando = within(oficina).getByRole('button', { name: 'Gerando… o PDF de Turma Manhã' });
    expect(gerando).toHaveAttribute('aria-busy', 'true');
    expect(baixar).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), expect.objectContaining({ id: 11 }));
    for (const b of screen.getAllByRole('button', { name: /Gerar PDF|Gerando|Gerar todos/ })) expect(b).toBeDisabled();
    await act(async () => geracao.resolver());
    expect(toast.notificarSucesso).toHaveBeenCalledWith('🔳 QR Code gerado!');
    expect(within(oficina).getByRole('button', { name: 'Gerar PDF de Turma Manhã' })).toBeEnabled();
    expect(baixar).toHaveBeenCalledTimes(1);
  });

  it('falha numa etapa: o toast diz qual (imagem do QR, QR ou PDF)', async () => {
    baixar.mockRejectedValueOnce(new ErroQr('Erro ao gerar imagem do QR Code.')).mockRejectedValueOnce(new Error('qualquer'));
    const { user } = renderizar(<PaginaQrCodes />);
    const botao = await screen.findByRole('button', { name: 'Gerar PDF de Turma única' });
    await user.click(botao);
    await waitFor(() => expect(toast.notificarErro).toHaveBeenCalledWith('Erro ao gerar imagem do QR Code.'));
    await waitFor(() => expect(botao).toBeEnabled());
    await user.click(botao);
    await waitFor(() => expect(toast.notificarErro).toHaveBeenCalledWith('❌ Erro ao gerar PDF do QR Code.'));
  });

  it('"Gerar todos" gera as turmas do evento uma depois da outra, com estado próprio', async () => {
    const primeira = adiada();
    const segunda = adiada();
    baixar.mockImplementationOnce(() => primeira.promessa).mockImplementationOnce(() => segunda.promessa);
    const { user } = renderizar(<PaginaQrCodes />);
    const oficina = await screen.findByRole('region', { name: 'Oficina de Primeiros Socorros' });
    await user.click(within(oficina).getByRole('button', { name: 'Gerar todos os PDFs de Oficina de Primeiros Socorros' }));
    expect(within(oficina).getByRole('button', { name: 'Gerando 1 de 2…' })).toBeDisabled();
    expect(within(oficina).getByRole('button', { name: 'Gerar PDF de Turma Manhã' })).toBeDisabled();
    expect(baixar).toHaveBeenCalledTimes(1);
    await act(async () => primeira.resolver());
    expect(within(oficina).getByRole('button', { name: 'Gerando 2 de 2…' })).toBeInTheDocument();
    expect(baixar).toHaveBeenCalledTimes(2);
    expect(baixar.mock.calls.map(([, t]) => t?.id)).toEqual([11, 12]);
    await act(async () => segunda.resolver());
    expect(toast.notificarSucesso).toHaveBeenCalledWith('✅ PDFs gerados para todas as turmas do evento.');
    expect(within(oficina).getByRole('button', { name: /Gerar todos/ })).toBeEnabled();
  });

  it('"Gerar todos" com uma falha: segue com as outras e avisa "❌ Erro ao gerar alguns PDFs."', async () => {
    baixar.mockRejectedValueOnce(new ErroQr('Erro ao gerar QR Code.')).mockResolvedValueOnce(undefined);
    const { user } = renderizar(<PaginaQrCodes />);
    const oficina = await screen.findByRole('region', { name: 'Oficina de Primeiros Socorros' });
    await user.click(within(oficina).getByRole('button', { name: /Gerar todos/ }));
    await waitFor(() => expect(toast.notificarErro).toHaveBeenCalledWith('❌ Erro ao gerar alguns PDFs.'));
    expect(baixar).toHaveBeenCalledTimes(2);
    expect(toast.notificarSucesso).not.toHaveBeenCalled();
  });

  it('baixa qr_presenca_turma_{id}.pdf com o PDF de verdade, cujo QR leva a esta origem', async () => {
    const blobs: Blob[] = [];
    const nomes: string[] = [];
    const criar = vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => (blobs.push(b as Blob), 'blob:teste'));
    const revogar = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicar = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      nomes.push(this.download);
    });
    try {
      const { user } = renderizar(<PaginaQrCodes />);
      await user.click(await screen.findByRole('button', { name: 'Gerar PDF de Turma Tarde' }));
      await waitFor(() => expect(toast.notificarSucesso).toHaveBeenCalledWith('🔳 QR Code gerado!'), { timeout: 10_000 });
      expect(nomes).toEqual(['qr_presenca_turma_12.pdf']);
      expect(blobs[0]!.type).toBe('application/pdf');
      const { imagens, textos } = await lerPdf(new Uint8Array(await blobs[0]!.arrayBuffer()));
      expect(await lerQrDaImagem(imagens[0]!)).toBe(`${window.location.origin}/presenca?turma=12`);
      expect(textos).toContain('Instrutor: Carla Dias');
    } finally {
      criar.mockRestore();
      revogar.mockRestore();
      clicar.mockRestore();
    }
  });
});
