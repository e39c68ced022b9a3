import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EventoDetalheSchema, type EventoDetalhe, type Turma } from '#shared/contracts/eventos.ts';
import { ResultadoInscricaoSchema } from '#shared/contracts/inscricoes.ts';
import PaginaEvento from '#web/app/routes/usuario/evento.tsx';
import { eventoDetalheDeTeste, inscricaoNaTurmaDeTeste, turmaDeTeste } from '#web/testing/fixtures-eventos.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));
const toast = await import('#web/lib/toast.ts');

const servidor = usarServidorMsw();

let evento: EventoDetalhe;
const chamadas = { inscrever: [] as string[], cancelar: [] as string[], detalhe: 0 };

function comTurma(p: Partial<Turma>): void {
  evento = { ...evento, turmas: [turmaDeTeste({ id: 11, evento_id: 1, ...p })] };
}

beforeEach(() => {
  vi.clearAllMocks();
  chamadas.inscrever = [];
  chamadas.cancelar = [];
  chamadas.detalhe = 0;
  evento = eventoDetalheDeTeste({
    id: 1,
    titulo: 'Curso de Vacinação',
    publico_alvo: 'Enfermagem',
    programacao: { url: '/api/eventos/1/programacao', nome: 'programacao.pdf', tamanho: 1_258_291 },
    turmas: [turmaDeTeste({ id: 11, evento_id: 1, nome: 'Turma Manhã', em_espera: 2, palestrantes: [{ usuario_id: null, nome: 'Dra. Carla' }] })],
  });
  servidor.use(
    http.get('/api/eventos/:id', ({ params }) => {
      chamadas.detalhe++;
      return params.id === '1' ? respostaDoContrato(EventoDetalheSchema, evento) : respostaDeErro(404, 'Evento não encontrado.', 'NAO_ENCONTRADO');
    }),
  );
});

const abrir = (id = '1') => renderizar(<PaginaEvento />, { rota: `/eventos/${id}`, padrao: '/eventos/:id' });
const turma = async () => within((await screen.findByRole('heading', { name: 'Turma Manhã' })).closest('article')!);

describe('Detalhe do evento', () => {
  it('mostra descrição, local, público-alvo, programação e cada turma com cronograma, carga horária e vagas', async () => {
    abrir();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando evento…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Curso de Vacinação' })).toBeInTheDocument();
    expect(screen.getByText('Atualização em imunização para a rede municipal.')).toBeInTheDocument();
    expect(screen.getByText('Auditório da Escola')).toBeInTheDocument();
    expect(screen.getByText('Enfermagem')).toBeInTheDocument();
    const pdf = screen.getByRole('link', { name: /Programação \(PDF, 1,2 MB\)/ });
    expect(pdf).toHaveAttribute('href', '/api/eventos/1/programacao');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(within(screen.getByRole('navigation', { name: 'Trilha de navegação' })).getByRole('link', { name: 'Eventos' })).toHaveAttribute('href', '/eventos');

    const t = await turma();
    expect(t.getByText('Programado')).toBeInTheDocument();
    expect(t.getByText('05/03/2030 a 07/03/2030')).toBeInTheDocument();
    expect(t.getByText('08:00 às 12:00')).toBeInTheDocument();
    expect(t.getByText('12 h')).toBeInTheDocument();
    expect(t.getByText('Ana Souza')).toBeInTheDocument();
    expect(t.getByText('Dra. Carla')).toBeInTheDocument();
    const dias = within(t.getByRole('list', { name: '3 encontros' })).getAllByRole('listitem');
    expect(dias.map((d) => d.textContent)).toEqual(['05/03/2030', '06/03/2030', '07/03/2030 · 13:00 às 17:00']);
    expect(t.getByText('3 de 10 vagas preenchidas')).toBeInTheDocument();
    expect(t.getByText(/2 pessoas na lista de espera/)).toBeInTheDocument();
    expect(t.getByRole('progressbar', { name: '3 de 10 vagas preenchidas' })).toHaveAttribute('aria-valuenow', '3');
    expect(t.getByRole('button', { name: 'Inscrever-se' })).toBeEnabled();
  });

  it('sem vagas o botão é "Entrar na lista de espera"', async () => {
    comTurma({ nome: 'Turma Manhã', confirmadas: 10, vagas_restantes: 0 });
    abrir();
    expect((await turma()).getByRole('button', { name: 'Entrar na lista de espera' })).toBeEnabled();
  });

  it('com impedimento o botão fica desabilitado e o motivo do servidor aparece, ligado ao botão', async () => {
    comTurma({ nome: 'Turma Manhã', impedimento: 'Conflito de horário com a turma "B" (Oficina), em que você já está inscrito.' });
    abrir();
    const t = await turma();
    const botao = t.getByRole('button', { name: 'Inscrever-se' });
    expect(botao).toBeDisabled();
    expect(botao).toHaveAccessibleDescription('Conflito de horário com a turma "B" (Oficina), em que você já está inscrito.');
  });

  it('mostra a mensagem da restrição do evento quando ela impede a pessoa', async () => {
    evento = { ...evento, restrito: true, restricao_impede: 'Inscrição disponível apenas para: Enfermeiro(a).' };
    abrir();
    expect(await screen.findByText('Inscrição disponível apenas para: Enfermeiro(a).')).toBeInTheDocument();
    expect(screen.getByText('Restrito')).toBeInTheDocument();
  });

  it('inscreve: avisa com a mensagem do servidor e mostra "Inscrito" depois de buscar o evento de novo', async () => {
    servidor.use(
      http.post('/api/turmas/:turmaId/inscricoes', ({ params }) => {
        chamadas.inscrever.push(String(params.turmaId));
        comTurma({ nome: 'Turma Manhã', confirmadas: 4, vagas_restantes: 6, minha_inscricao: inscricaoNaTurmaDeTeste() });
        return respostaDoContrato(ResultadoInscricaoSchema, { id: 99, turma_id: 11, status: 'confirmada', posicao_espera: null, mensagem: 'Inscrição realizada com sucesso!' }, { status: 201 });
      }),
    );
    const { user } = abrir();
    await user.click((await turma()).getByRole('button', { name: 'Inscrever-se' }));
    await waitFor(() => expect(toast.notificarSucesso).toHaveBeenCalledWith('Inscrição realizada com sucesso!'));
    expect(chamadas.inscrever).toEqual(['11']);
    const t = await turma();
    expect(t.getByText('Inscrito')).toBeInTheDocument();
    expect(t.getByText('4 de 10 vagas preenchidas')).toBeInTheDocument();
    await waitFor(() => expect(t.getByRole('button', { name: 'Cancelar inscrição' })).toHaveFocus());
  });

  it('na lista de espera: aviso com a posição e o chip "Lista de espera — posição N"', async () => {
    comTurma({ nome: 'Turma Manhã', confirmadas: 10, vagas_restantes: 0 });
    servidor.use(
      http.post('/api/turmas/:turmaId/inscricoes', () => {
        comTurma({ nome: 'Turma Manhã', confirmadas: 10, vagas_restantes: 0, em_espera: 2, minha_inscricao: inscricaoNaTurmaDeTeste({ status: 'em_espera', posicao_espera: 2 }) });
        const mensagem = 'Turma lotada: você entrou na lista de espera (posição 2). Avisaremos se uma vaga abrir.';
        return respostaDoContrato(ResultadoInscricaoSchema, { id: 99, turma_id: 11, status: 'em_espera', posicao_espera: 2, mensagem }, { status: 201 });
      }),
    );
    const { user } = abrir();
    await user.click((await turma()).getByRole('button', { name: 'Entrar na lista de espera' }));
    await waitFor(() => expect(toast.notificarInfo).toHaveBeenCalledWith(expect.stringContaining('posição 2')));
    expect((await turma()).getByText('Lista de espera — posição 2')).toBeInTheDocument();
  });

  it('recusa do servidor: o texto `erro` aparece na turma e no aviso, nunca um "erro" genérico', async () => {
    servidor.use(http.post('/api/turmas/:turmaId/inscricoes', () => respostaDeErro(409, 'Você já está inscrito na turma "Tarde" deste evento. Só congressos permitem mais de uma turma.', 'CONFLITO')));
    const { user } = abrir();
    await user.click((await turma()).getByRole('button', { name: 'Inscrever-se' }));
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('Você já está inscrito na turma "Tarde" deste evento. Só congressos permitem mais de uma turma.');
    expect(toast.notificarErro).toHaveBeenCalledWith('Você já está inscrito na turma "Tarde" deste evento. Só congressos permitem mais de uma turma.');
    await waitFor(() => expect(chamadas.detalhe).toBe(2)); // o evento é buscado de novo (vagas e impedimentos podem ter mudado)
  });

  it('cancelar pede confirmação; "Voltar" fecha sem cancelar; confirmar cancela e avisa', async () => {
    comTurma({ nome: 'Turma Manhã', minha_inscricao: inscricaoNaTurmaDeTeste() });
    servidor.use(
      http.delete('/api/inscricoes/:id', ({ params }) => {
        chamadas.cancelar.push(String(params.id));
        comTurma({ nome: 'Turma Manhã' });
        return respostaDoContrato(ResultadoInscricaoSchema, { id: 99, turma_id: 11, status: 'cancelada', posicao_espera: null, mensagem: 'Inscrição cancelada com sucesso.' });
      }),
    );
    const { user } = abrir();
    await user.click((await turma()).getByRole('button', { name: 'Cancelar inscrição' }));
    const dialogo = screen.getByRole('dialog', { name: 'Cancelar inscrição?' });
    expect(dialogo).toHaveAccessibleDescription('Tem certeza que deseja cancelar sua inscrição nesta turma?');
    expect(within(dialogo).getByText('Curso de Vacinação — Turma Manhã')).toBeInTheDocument();
    expect(within(dialogo).getByRole('button', { name: 'Voltar' })).toHaveFocus();
    await user.click(within(dialogo).getByRole('button', { name: 'Voltar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(chamadas.cancelar).toEqual([]);

    await user.click((await turma()).getByRole('button', { name: 'Cancelar inscrição' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar inscrição' }));
    await waitFor(() => expect(toast.notificarSucesso).toHaveBeenCalledWith('Inscrição cancelada com sucesso.'));
    expect(chamadas.cancelar).toEqual(['99']);
    expect(screen.queryByRole('dialog')).toBeNull();
    const botao = (await turma()).getByRole('button', { name: 'Inscrever-se' });
    await waitFor(() => expect(botao).toHaveFocus());
  });

  it('cancelamento recusado: a mensagem do servidor aparece no diálogo', async () => {
    comTurma({ nome: 'Turma Manhã', minha_inscricao: inscricaoNaTurmaDeTeste({ status: 'em_espera', posicao_espera: 1 }) });
    servidor.use(http.delete('/api/inscricoes/:id', () => respostaDeErro(409, 'Esta inscrição já foi cancelada.', 'CONFLITO')));
    const { user } = abrir();
    await user.click((await turma()).getByRole('button', { name: 'Cancelar inscrição' }));
    const dialogo = screen.getByRole('dialog');
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar inscrição' }));
    expect(await within(dialogo).findByRole('alert')).toHaveTextContent('Esta inscrição já foi cancelada.');
  });

  it('sem `pode_cancelar` não há botão de cancelar, mesmo numa turma ainda programada (o servidor decide)', async () => {
    comTurma({ nome: 'Turma Manhã', status: 'programado', minha_inscricao: inscricaoNaTurmaDeTeste({ pode_cancelar: false }) });
    abrir();
    const t = await turma();
    expect(t.getByText('Inscrito')).toBeInTheDocument();
    expect(t.queryByRole('button', { name: 'Cancelar inscrição' })).toBeNull();
    expect(t.queryByRole('button', { name: /Inscrever-se|lista de espera/ })).toBeNull();
  });

  it('com `pode_cancelar` o botão de cancelar aparece, mesmo numa turma em andamento (o servidor decide)', async () => {
    comTurma({ nome: 'Turma Manhã', status: 'em_andamento', minha_inscricao: inscricaoNaTurmaDeTeste({ pode_cancelar: true }) });
    abrir();
    const t = await turma();
    expect(t.getByText('Inscrito')).toBeInTheDocument();
    expect(t.getByRole('button', { name: 'Cancelar inscrição' })).toBeEnabled();
  });

  it('evento inexistente ou não publicado: "Evento não encontrado." e o caminho de volta', async () => {
    abrir('77');
    expect(await screen.findByText('Evento não encontrado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver os eventos disponíveis' })).toHaveAttribute('href', '/eventos');
  });

  it('endereço inválido nem consulta a API', async () => {
    const { cliente } = abrir('abc');
    expect(screen.getByText('Evento não encontrado.')).toBeInTheDocument();
    // uma consulta ligada começa no próprio render (o efeito roda dentro do act): nada buscando agora é a prova
    expect(cliente.isFetching()).toBe(0);
    expect(chamadas.detalhe).toBe(0);
  });
});
