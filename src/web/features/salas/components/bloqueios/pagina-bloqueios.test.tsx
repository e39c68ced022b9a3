import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BloqueioSalvoSchema } from '#shared/contracts/salas.ts';
import { MENSAGENS_SALA } from '#shared/rules/salas.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { bloqueioDeTeste } from '../../testing/fixtures.ts';
import { ligarServidorFalso, recebidosDe, type EstadoFalso } from '../../testing/servidor.ts';
import { CalendarioDeBloqueios } from './pagina-bloqueios.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));
const toast = await import('#web/lib/toast.ts');

const servidor = usarServidorMsw();
let falso: EstadoFalso;

const BLOQUEIOS = [
  bloqueioDeTeste(1, { data: '2030-04-21', tipo: 'feriado_nacional', descricao: 'Tiradentes' }),
  bloqueioDeTeste(2, { data: '2030-01-26', tipo: 'feriado_municipal', descricao: 'Aniversário de Santos' }),
  bloqueioDeTeste(3, { data: '2030-03-05', tipo: 'ponto_facultativo', descricao: 'Carnaval' }),
  bloqueioDeTeste(4, { data: '2030-03-20', tipo: 'bloqueio_interno', descricao: 'Manutenção elétrica' }),
  bloqueioDeTeste(5, { data: '2031-01-01', tipo: 'feriado_nacional', descricao: 'Confraternização Universal' }),
];

beforeEach(() => {
  vi.clearAllMocks();
  falso = ligarServidorFalso(servidor, { bloqueios: structuredClone(BLOQUEIOS) });
});

async function abrir() {
  const r = renderizar(<CalendarioDeBloqueios />, { rota: '/admin/bloqueios?ano=2030' });
  await screen.findByText('4 datas bloqueadas em 2030.');
  return r;
}

const indicador = (rotulo: string) => within(screen.getByRole('list', { name: 'Datas bloqueadas em 2030 por tipo' })).getByText(rotulo).closest('li')!;

describe('Calendário de Bloqueios', () => {
  it('as datas do ano por mês, com o tipo e a descrição, e a contagem por tipo; o ano muda pelas setas', async () => {
    const { user } = await abrir();
    expect(screen.getByRole('heading', { level: 1, name: 'Calendário de Bloqueios' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['janeiro', 'março', 'abril']);
    const marco = within(screen.getByRole('list', { name: 'Datas bloqueadas em março' }));
    expect(marco.getAllByRole('listitem')).toHaveLength(2);
    expect(marco.getByText('terça-feira, 05/03/2030')).toBeInTheDocument();
    expect(marco.getByText('Ponto facultativo')).toBeInTheDocument();
    expect(marco.getByText('Carnaval')).toBeInTheDocument();
    expect(indicador('Feriados nacionais')).toHaveTextContent('1');
    expect(indicador('Feriados municipais')).toHaveTextContent('1');
    expect(indicador('Pontos facultativos')).toHaveTextContent('1');
    expect(indicador('Bloqueios internos')).toHaveTextContent('1');

    await user.click(screen.getByRole('button', { name: 'Próximo ano: 2031' }));
    expect(await screen.findByText('1 data bloqueada em 2031.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Incluir feriados nacionais de 2031' })).toBeInTheDocument();
  });

  it('adicionar: obrigatórios do contrato, o corpo enviado e a data na lista', async () => {
    const { user } = await abrir();
    await user.click(screen.getByRole('button', { name: 'Adicionar data' }));
    const d = within(screen.getByRole('dialog', { name: 'Adicionar data bloqueada' }));
    await user.click(d.getByRole('button', { name: 'Salvar' }));
    expect(d.getByLabelText(/^Descrição/)).toHaveAccessibleDescription('Informe a descrição.');
    fireEvent.change(d.getByLabelText(/^Data/), { target: { value: '2030-11-20' } });
    await user.selectOptions(d.getByRole('combobox', { name: /^Tipo/ }), 'Feriado nacional');
    await user.type(d.getByLabelText(/^Descrição/), 'Consciência Negra');
    await user.click(d.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(recebidosDe(falso, 'criarBloqueio').map((r) => r.corpo)).toEqual([{ data: '2030-11-20', tipo: 'feriado_nacional', descricao: 'Consciência Negra' }]));
    expect(toast.notificarSucesso).toHaveBeenCalledWith('Data bloqueada.');
    expect(await screen.findByText('Consciência Negra')).toBeInTheDocument();
    expect(screen.queryByText(/reservas ativas nesta data/)).toBeNull();
  });

  it('com reservas ativas na data: o aviso com o número e o link para a agenda daquele mês', async () => {
    servidor.use(
      http.post('/api/admin/bloqueios', async ({ request }) => {
        const corpo = (await request.json()) as { data: string; tipo: 'bloqueio_interno'; descricao: string };
        return respostaDoContrato(BloqueioSalvoSchema, { bloqueio: { id: 99, ...corpo }, reservas_no_dia: 2 }, { status: 201 });
      }),
    );
    const { user } = await abrir();
    await user.click(screen.getByRole('button', { name: 'Adicionar data' }));
    const d = within(screen.getByRole('dialog', { name: 'Adicionar data bloqueada' }));
    fireEvent.change(d.getByLabelText(/^Data/), { target: { value: '2030-05-14' } });
    await user.selectOptions(d.getByRole('combobox', { name: /^Tipo/ }), 'Bloqueio interno');
    await user.type(d.getByLabelText(/^Descrição/), 'Dedetização');
    await user.click(d.getByRole('button', { name: 'Salvar' }));
    const aviso = (await screen.findByText(/Há 2 reservas ativas nesta data: revise-as em/)).closest('p')!;
    expect(aviso).toHaveTextContent('terça-feira, 14/05/2030. Há 2 reservas ativas nesta data: revise-as em Reservas de Salas.');
    expect(within(aviso).getByRole('link', { name: 'Reservas de Salas' })).toHaveAttribute('href', '/admin/reservas-salas?aba=agenda&mes=2030-05');
  });

  it('"Incluir feriados nacionais de 2030": envia o ano e mostra a mensagem do servidor', async () => {
    const { user } = await abrir();
    await user.click(screen.getByRole('button', { name: 'Incluir feriados nacionais de 2030' }));
    expect(await screen.findByText('12 datas incluídas; 1 já existia.')).toBeInTheDocument();
    expect(recebidosDe(falso, 'feriados').map((r) => r.corpo)).toEqual([{ ano: 2030 }]);
    expect(toast.notificarSucesso).toHaveBeenCalledWith('12 datas incluídas; 1 já existia.');
  });

  it('trocar de ano apaga a mensagem dos feriados e o aviso das reservas do ano anterior (e voltar não os traz de volta)', async () => {
    servidor.use(
      http.post('/api/admin/bloqueios', async ({ request }) => {
        const corpo = (await request.json()) as { data: string; tipo: 'bloqueio_interno'; descricao: string };
        return respostaDoContrato(BloqueioSalvoSchema, { bloqueio: { id: 99, ...corpo }, reservas_no_dia: 1 }, { status: 201 });
      }),
    );
    const { user } = await abrir();
    await user.click(screen.getByRole('button', { name: 'Incluir feriados nacionais de 2030' }));
    expect(await screen.findByText('12 datas incluídas; 1 já existia.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adicionar data' }));
    const d = within(screen.getByRole('dialog', { name: 'Adicionar data bloqueada' }));
    fireEvent.change(d.getByLabelText(/^Data/), { target: { value: '2030-05-14' } });
    await user.selectOptions(d.getByRole('combobox', { name: /^Tipo/ }), 'Bloqueio interno');
    await user.type(d.getByLabelText(/^Descrição/), 'Dedetização');
    await user.click(d.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(/Há 1 reserva ativa nesta data: revise-a em/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Próximo ano: 2031' }));
    expect(await screen.findByText('1 data bloqueada em 2031.')).toBeInTheDocument();
    expect(screen.queryByText('12 datas incluídas; 1 já existia.')).toBeNull();
    expect(screen.queryByText(/reserva ativa nesta data/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ano anterior: 2030' }));
    expect(await screen.findByText(/datas bloqueadas em 2030\.$/)).toBeInTheDocument();
    expect(screen.queryByText('12 datas incluídas; 1 já existia.')).toBeNull();
    expect(screen.queryByText(/reserva ativa nesta data/)).toBeNull();
  });

  it('editar e remover (com confirmação); a recusa do servidor aparece no diálogo', async () => {
    const { user } = await abrir();
    await user.click(screen.getByRole('button', { name: 'Editar Carnaval, terça-feira, 05/03/2030' }));
    const d = within(screen.getByRole('dialog', { name: 'Editar data bloqueada' }));
    expect(d.getByLabelText(/^Data/)).toHaveValue('2030-03-05');
    await user.clear(d.getByLabelText(/^Descrição/));
    await user.type(d.getByLabelText(/^Descrição/), 'Carnaval (terça)');
    servidor.use(http.put('/api/admin/bloqueios/:id', () => respostaDeErro(409, MENSAGENS_SALA.bloqueioDuplicado, 'CONFLITO')));
    await user.click(d.getByRole('button', { name: 'Salvar' }));
    expect(await d.findByRole('alert')).toHaveTextContent(MENSAGENS_SALA.bloqueioDuplicado);
    await user.click(d.getByRole('button', { name: 'Cancelar' }));

    await user.click(screen.getByRole('button', { name: 'Remover Tiradentes, domingo, 21/04/2030' }));
    const r = within(screen.getByRole('dialog', { name: 'Liberar esta data?' }));
    await user.click(r.getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(recebidosDe(falso, 'removerBloqueio').map((x) => x.id)).toEqual([1]));
    await waitFor(() => expect(screen.queryByText('Tiradentes')).toBeNull());
  });

  it('ano sem datas: o estado vazio com o próximo passo; falha: a mensagem e "Tentar novamente"', async () => {
    const { unmount } = renderizar(<CalendarioDeBloqueios />, { rota: '/admin/bloqueios?ano=2040' });
    expect(await screen.findByText('Nenhuma data bloqueada em 2040.')).toBeInTheDocument();
    expect(screen.getByText('Use “Incluir feriados nacionais de 2040” ou “Adicionar data”.')).toBeInTheDocument();
    unmount();
    servidor.use(http.get('/api/admin/bloqueios', () => respostaDeErro(500, 'Falhou', 'ERRO_INTERNO')));
    renderizar(<CalendarioDeBloqueios />, { rota: '/admin/bloqueios?ano=2030' });
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
