import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MENSAGENS_SALA } from '#shared/rules/salas.ts';
import { ROTULO_ACEITE, TERMO_SALAS } from '#shared/rules/termo-salas.ts';
import { respostaDeErro, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { MES } from '../../testing/fixtures.ts';
import { ligarServidorFalso, recebidosDe, type EstadoFalso } from '../../testing/servidor.ts';
import { TEXTOS_PEDIDO } from './dialogo-reserva.tsx';
import { AgendamentoSala } from './pagina-agendamento.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));
const toast = await import('#web/lib/toast.ts');

const servidor = usarServidorMsw();
let falso: EstadoFalso;

beforeEach(() => {
  vi.clearAllMocks();
  falso = ligarServidorFalso(servidor);
  // o jsdom não tem canvas 2D (o modal de assinatura cai no "enviar imagem")
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

/** Abre o pedido da manhã de segunda, 18 de março, no Auditório. */
async function abrirPedido() {
  const r = renderizar(<AgendamentoSala />, { rota: `/agendamento-sala?mes=${MES}` });
  await r.user.click(await screen.findByRole('button', { name: /^Manhã \(8h às 12h\) livre: solicitar segunda-feira, 18 de março/ }));
  const dialogo = await screen.findByRole('dialog', { name: 'Solicitar horário' });
  return { ...r, d: within(dialogo), dialogo };
}

const erroDe = (campo: HTMLElement) => {
  const id = campo.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('Pedido de horário', () => {
  it('mostra o Termo de Uso inteiro, numa caixa que rola pelo teclado, e o aceite com o texto das regras', async () => {
    const { d } = await abrirPedido();
    const termo = d.getByRole('region', { name: TERMO_SALAS.titulo });
    expect(termo).toHaveAttribute('tabindex', '0');
    for (const secao of TERMO_SALAS.secoes) {
      expect(within(termo).getByRole('heading', { name: secao.titulo })).toBeInTheDocument();
      for (const item of secao.itens) expect(within(termo).getByText(item)).toBeInTheDocument();
    }
    expect(d.getByRole('checkbox', { name: ROTULO_ACEITE })).not.toBeChecked();
  });

  it('finalidade, pessoas e o aceite do termo são obrigatórios: as mensagens do contrato e nada enviado', async () => {
    const { user, d } = await abrirPedido();
    await user.click(d.getByRole('button', { name: 'Enviar solicitação' }));
    const pessoas = d.getByLabelText(/^Quantidade de pessoas/);
    await waitFor(() => expect(pessoas).toHaveAttribute('aria-invalid', 'true'));
    expect(erroDe(pessoas)).toBe('Informe a quantidade de pessoas.');
    expect(erroDe(d.getByLabelText(/^Finalidade/))).toBe(MENSAGENS_SALA.finalidade);
    expect(erroDe(d.getByRole('checkbox', { name: /^Li e aceito/ }))).toBe(MENSAGENS_SALA.termo);
    expect(pessoas).toHaveFocus();
    expect(recebidosDe(falso, 'pedir')).toEqual([]);
  });

  it('acima da capacidade da sala: "Capacidade máxima para esta sala é de 120 pessoas."', async () => {
    const { user, d } = await abrirPedido();
    await user.type(d.getByLabelText(/^Quantidade de pessoas/), '121');
    await user.type(d.getByLabelText(/^Finalidade/), 'Roda de conversa');
    await user.click(d.getByRole('checkbox', { name: /^Li e aceito/ }));
    await user.click(d.getByRole('button', { name: 'Enviar solicitação' }));
    await waitFor(() => expect(erroDe(d.getByLabelText(/^Quantidade de pessoas/))).toBe(MENSAGENS_SALA.capacidade(120)));
    expect(d.getByLabelText(/^Quantidade de pessoas/)).toHaveAccessibleDescription(MENSAGENS_SALA.capacidade(120));
    expect(recebidosDe(falso, 'pedir')).toEqual([]);
  });

  it('horário tomado (409): a mensagem do servidor num alerta dentro do diálogo, que continua aberto com os dados', async () => {
    servidor.use(http.post('/api/salas/reservas', () => respostaDeErro(409, MENSAGENS_SALA.ocupado, 'CONFLITO')));
    const { user, d } = await abrirPedido();
    await user.type(d.getByLabelText(/^Quantidade de pessoas/), '30');
    await user.type(d.getByLabelText(/^Finalidade/), 'Oficina');
    await user.click(d.getByRole('checkbox', { name: /^Li e aceito/ }));
    await user.click(d.getByRole('button', { name: 'Enviar solicitação' }));
    expect(await d.findByRole('alert')).toHaveTextContent(MENSAGENS_SALA.ocupado);
    expect(d.getByLabelText(/^Finalidade/)).toHaveValue('Oficina');
    expect(toast.notificarSucesso).not.toHaveBeenCalled();
  });

  it('recusa com campo (400, details.campos): a mensagem vai ao campo citado, que recebe o foco', async () => {
    servidor.use(
      http.post('/api/salas/reservas', () =>
        HttpResponse.json(
          { erro: MENSAGENS_SALA.bloqueada, message: MENSAGENS_SALA.bloqueada, code: 'DADOS_INVALIDOS', details: { campos: [{ campo: 'data', mensagem: MENSAGENS_SALA.bloqueada }] } },
          { status: 400 },
        ),
      ),
    );
    const { user, d } = await abrirPedido();
    await user.type(d.getByLabelText(/^Quantidade de pessoas/), '30');
    await user.type(d.getByLabelText(/^Finalidade/), 'Oficina');
    await user.click(d.getByRole('checkbox', { name: /^Li e aceito/ }));
    await user.click(d.getByRole('button', { name: 'Enviar solicitação' }));
    await waitFor(() => expect(erroDe(d.getByLabelText(/^Data/))).toBe(MENSAGENS_SALA.bloqueada));
    expect(d.getByLabelText(/^Data/)).toHaveFocus();
    expect(d.queryByRole('alert')).toBeNull();
  });

  it('enviado: o corpo do contrato, o aviso, o calendário refeito e o pedido em Minhas reservas (com o foco)', async () => {
    const { user, d } = await abrirPedido();
    await user.type(d.getByLabelText(/^Quantidade de pessoas/), '30');
    await user.type(d.getByLabelText(/^Finalidade/), '  Reunião do conselho  ');
    await user.click(d.getByRole('radio', { name: 'Sim' }));
    await user.click(d.getByRole('checkbox', { name: /^Li e aceito/ }));
    await user.click(d.getByRole('button', { name: 'Enviar solicitação' }));
    await waitFor(() => expect(toast.notificarSucesso).toHaveBeenCalledWith(TEXTOS_PEDIDO.enviado));
    expect(recebidosDe(falso, 'pedir').map((r) => r.corpo)).toEqual([
      { sala_id: 1, data: '2030-03-18', periodo: 'manha', qtd_pessoas: 30, finalidade: 'Reunião do conselho', coffee_break: true, termo_aceito: true },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    const cartao = await screen.findByRole('article', { name: 'Auditório' });
    expect(cartao).toHaveTextContent('segunda-feira, 18/03/2030');
    await waitFor(() => expect(cartao).toHaveFocus());
    // o horário agora é "Em análise" e "Minha solicitação"
    const periodos = within(await screen.findByRole('list', { name: 'Períodos de segunda-feira, 18 de março' }));
    expect(await periodos.findByText('Minha solicitação')).toBeInTheDocument();
    expect(periodos.getByText('Em análise')).toBeInTheDocument();
  });

  it('assinatura: sem assinatura salva, "Criar assinatura" abre o modal por cima do pedido; Escape fecha só o modal', async () => {
    const { user, d } = await abrirPedido();
    expect(await d.findByText(/Você ainda não tem assinatura salva/)).toBeInTheDocument();
    await user.click(d.getByRole('button', { name: 'Criar assinatura' }));
    expect(await screen.findByRole('dialog', { name: 'Minha assinatura' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Minha assinatura' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Solicitar horário' })).toBeInTheDocument();
    expect(d.getByRole('button', { name: 'Criar assinatura' })).toHaveFocus();
  });

  it('com assinatura salva: diz que ela assinará o termo e oferece "Trocar assinatura"; só o texto da situação é região viva', async () => {
    falso.assinatura = { tem_assinatura: true, funcao: null, atualizada_em: '2030-01-01T12:00:00.000Z', imagem: null };
    const { d } = await abrirPedido();
    const situacao = await d.findByText('Sua assinatura salva assinará este termo.');
    expect(situacao).toHaveAttribute('aria-live', 'polite');
    const botao = d.getByRole('button', { name: 'Trocar assinatura' });
    expect(botao.closest('[aria-live]')).toBeNull();
  });

  it('assinatura que não carrega: o aviso na região viva e "Tentar novamente" fora dela', async () => {
    servidor.use(http.get('/api/assinatura', () => respostaDeErro(500, 'Falhou', 'ERRO_INTERNO')));
    const { d } = await abrirPedido();
    expect(await d.findByText('Não foi possível conferir sua assinatura.')).toHaveAttribute('aria-live', 'polite');
    expect(d.getByRole('button', { name: 'Tentar novamente' }).closest('[aria-live]')).toBeNull();
    expect(d.getByRole('button', { name: 'Criar assinatura' }).closest('[aria-live]')).toBeNull();
  });
});
