import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MensagemSchema } from '#shared/contracts/comum.ts';
import { ArquivoEventoSchema, EventoDetalheSchema, type EventoDetalhe } from '#shared/contracts/eventos.ts';
import { LookupsSchema } from '#shared/contracts/perfil.ts';
import { ListaUsuariosSchema } from '#shared/contracts/usuarios.ts';
import PaginaEditorEvento from '#web/app/routes/admin/editor-evento.tsx';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { detalhe, LOOKUPS, pessoa, turma } from './dados-de-teste.ts';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));
const toast = await import('#web/lib/toast.ts');

const servidor = usarServidorMsw();
const PESSOAS = [pessoa(7, 'Ana Instrutora'), pessoa(8, 'Bruno Admin', ['administrador']), pessoa(9, 'Carla Instrutora'), pessoa(11, 'Davi Instrutor'), pessoa(12, 'Elisa Participante', ['usuario'])];
let evento: EventoDetalhe;
let pedidos: { metodo: string; url: string; body?: unknown; tipo?: string | null }[];

beforeEach(() => {
  vi.clearAllMocks();
  pedidos = [];
  evento = detalhe({
    restricao: { modo: 'cargos', registros: [], cargos: [{ id: 2, nome: 'Médico(a)' }], unidades: [], rotulo: 'Médico(a)' },
    turmas: [
      turma({ id: 100, nome: 'Turma A', confirmadas: 12, em_espera: 2, assinantes: [{ id: 8, nome: 'Bruno Admin' }] }),
      turma({ id: 101, nome: 'Turma B', palestrantes: [{ usuario_id: null, nome: 'Dra. Convidada' }] }),
    ],
  });
  servidor.use(
    http.get('/api/lookups', () => respostaDoContrato(LookupsSchema, LOOKUPS)),
    http.get('/api/eventos/:id', () => respostaDoContrato(EventoDetalheSchema, evento)),
    http.get('/api/usuarios', ({ request }) => {
      const q = new URL(request.url).searchParams;
      const termo = (q.get('busca') ?? '').toLowerCase();
      const itens = PESSOAS.filter((p) => p.nome.toLowerCase().includes(termo) && (!q.get('perfil') || p.perfis.includes(q.get('perfil') as never)));
      return respostaDoContrato(ListaUsuariosSchema, { itens, total: itens.length, pagina: 1, por_pagina: 10 });
    }),
    http.put('/api/eventos/:id', async ({ request }) => {
      const body = await request.json();
      pedidos.push({ metodo: 'PUT', url: new URL(request.url).pathname, body });
      return respostaDoContrato(EventoDetalheSchema, evento);
    }),
  );
});

const editar = () => renderizar(<PaginaEditorEvento />, { rota: '/gerenciar-eventos/10', padrao: '/gerenciar-eventos/:id' });
const turmaN = (n: number) => screen.getByRole('region', { name: new RegExp(`^Turma ${n}`) });

describe('Editor de evento (edição)', () => {
  it('carrega o evento salvo e envia o PUT com os ids das turmas e a restrição por cargos', async () => {
    const { user } = editar();
    expect(await screen.findByLabelText(/^Título/)).toHaveValue('Curso de Vacinação');
    expect(screen.getByRole('radio', { name: /Cargos/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Médico(a)' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Enfermeiro(a)' }));
    await user.click(screen.getByRole('button', { name: 'Salvar evento' }));
    await waitFor(() => expect(toast.notificarSucesso).toHaveBeenCalledWith('Evento salvo.'));
    const body = pedidos[0]!.body as { restricao: unknown; turmas: { id?: number; instrutores: number[]; palestrantes: unknown[]; assinantes: number[]; datas: unknown[] }[] };
    expect(pedidos[0]!.url).toBe('/api/eventos/10');
    expect(body.restricao).toEqual({ modo: 'cargos', registros: [], cargos: [2, 1], unidades: [] });
    expect(body.turmas.map((t) => t.id)).toEqual([100, 101]);
    expect(body.turmas[0]).toMatchObject({ instrutores: [7], assinantes: [8], datas: [{ data: '2026-05-04', horario_inicio: '08:00', horario_fim: '12:00' }] });
    expect(body.turmas[1]!.palestrantes).toEqual([{ nome: 'Dra. Convidada' }]);
    expect(screen.getByTestId('local-atual')).toHaveTextContent('/gerenciar-eventos');
  });

  it('turma com inscrições não pode ser removida e avisa o limite de vagas', async () => {
    editar();
    const t1 = within(await screen.findByRole('region', { name: /^Turma 1/ }));
    expect(t1.getByRole('button', { name: 'Remover a turma 1' })).toBeDisabled();
    expect(t1.getByText(/12 inscrição\(ões\) confirmada\(s\) e 2 na lista de espera/)).toBeInTheDocument();
    expect(within(turmaN(2)).getByRole('button', { name: 'Remover a turma 2' })).toBeEnabled();
  });

  it('conflito do servidor sem campo (409) aparece como mensagem geral', async () => {
    servidor.use(http.put('/api/eventos/:id', () => respostaDeErro(409, 'A turma "Turma B" tem inscrições e não pode ser removida.', 'CONFLITO')));
    const { user } = editar();
    await user.click(within(await screen.findByRole('region', { name: /^Turma 2/ })).getByRole('button', { name: 'Remover a turma 2' }));
    await user.click(screen.getByRole('button', { name: 'Salvar evento' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A turma "Turma B" tem inscrições e não pode ser removida.');
    expect(toast.notificarSucesso).not.toHaveBeenCalled();
  });

  it('assinantes: até 3, em ordem, entre instrutores e administradores; palestrante externo por nome', async () => {
    const { user } = editar();
    const t2 = within(await screen.findByRole('region', { name: /^Turma 2/ }));
    const assinantes = t2.getByRole('combobox', { name: /^Assinantes do certificado/ });
    await user.type(assinantes, 'an');
    await screen.findByRole('option', { name: /Ana Instrutora/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await t2.findByText('Ana Instrutora adicionado(a).')).toBeInTheDocument();
    await user.type(assinantes, 'Bruno');
    await user.click(await screen.findByRole('option', { name: /Bruno Admin/ }));
    await user.type(assinantes, 'Elisa');
    expect(await t2.findByText('Nenhuma pessoa encontrada.')).toBeInTheDocument();
    await user.clear(assinantes);
    await user.type(assinantes, 'Carla');
    await user.click(await screen.findByRole('option', { name: /Carla Instrutora/ }));
    expect(assinantes).toBeDisabled();
    const lista = t2.getByRole('list', { name: 'Assinantes do certificado: escolhidos' });
    await user.click(within(lista).getByRole('button', { name: 'Subir Carla Instrutora' }));
    expect(within(lista).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1º · Ana Instrutora', '2º · Carla Instrutora', '3º · Bruno Admin']);
    await user.type(t2.getByLabelText('Palestrante externo (nome)'), '  Dr.   Fulano  {Enter}');
    expect(t2.getByRole('list', { name: 'Palestrantes escolhidos' })).toHaveTextContent('Dr. Fulano (externo)');
    await user.click(screen.getByRole('button', { name: 'Salvar evento' }));
    await waitFor(() => expect(pedidos).toHaveLength(1));
    const turmas = (pedidos[0]!.body as { turmas: { assinantes: number[]; palestrantes: unknown[] }[] }).turmas;
    expect(turmas[1]!.assinantes).toEqual([7, 9, 8]);
    expect(turmas[1]!.palestrantes).toEqual([{ nome: 'Dra. Convidada' }, { nome: 'Dr. Fulano' }]);
  });

  it('rascunho salvo pode ser publicado pelo editor (só sem alterações pendentes)', async () => {
    const publicados: string[] = [];
    servidor.use(http.post('/api/eventos/:id/publicar', ({ params }) => (publicados.push(String(params.id)), respostaDoContrato(MensagemSchema, { mensagem: 'Evento publicado.' }))));
    const { user } = editar();
    const publicar = await screen.findByRole('button', { name: 'Publicar' });
    await user.type(screen.getByLabelText(/^Local/), ' - Bloco B');
    expect(publicar).toBeDisabled();
    expect(screen.getByText('Salve as alterações antes de publicar.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Local/));
    await user.type(screen.getByLabelText(/^Local/), 'Auditório Central');
    expect(publicar).toBeEnabled();
    await user.click(publicar);
    const dialogo = screen.getByRole('dialog', { name: 'Publicar evento?' });
    expect(dialogo).toHaveTextContent('Publicar "Curso de Vacinação"? Ele ficará visível para os usuários.');
    await user.click(within(dialogo).getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(publicados).toEqual(['10']));
    expect(toast.notificarSucesso).toHaveBeenCalledWith('Evento publicado.');
  });

  it('folder: recusa o que não é PNG/JPG e envia a imagem depois de salvar o evento', async () => {
    servidor.use(
      http.put('/api/eventos/:id/folder', ({ request }) => {
        pedidos.push({ metodo: 'PUT', url: new URL(request.url).pathname, tipo: request.headers.get('content-type') });
        return respostaDoContrato(ArquivoEventoSchema, { url: '/api/eventos/10/folder?v=2', largura: 800, altura: 600 });
      }),
    );
    const { user } = editar();
    const campo = await screen.findByLabelText('Folder (imagem PNG ou JPG, até 2 MB)');
    await user.upload(campo, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'folder.png', { type: 'image/png' }));
    expect(await screen.findByText('Folder "folder.png" pronto para envio.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remover folder' })).toBeInTheDocument();
    // o `accept` do campo já filtra na janela de escolha; quem força outro tipo recebe o aviso (e o PNG escolhido continua)
    fireEvent.change(campo, { target: { files: [new File(['GIF89a'], 'folder.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('O folder deve ser uma imagem PNG ou JPG.')).toBeInTheDocument();
    expect(campo).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Salvar evento' }));
    await waitFor(() => expect(toast.notificarSucesso).toHaveBeenCalledWith('Evento salvo.'));
    expect(pedidos.map((p) => `${p.metodo} ${p.url}`)).toEqual(['PUT /api/eventos/10', 'PUT /api/eventos/10/folder']);
    expect(pedidos[1]!.tipo).toBe('image/png');
  });

  it('falha no envio do arquivo: o evento fica salvo, o aviso diz o que faltou e a tela continua no editor', async () => {
    servidor.use(http.put('/api/eventos/:id/programacao', () => respostaDeErro(413, 'Arquivo grande demais.', 'MUITO_GRANDE')));
    const { user } = editar();
    await user.upload(await screen.findByLabelText('Programação (PDF, até 15 MB)'), new File(['%PDF-1.7'], 'programa.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Salvar evento' }));
    await waitFor(() => expect(toast.notificarErro).toHaveBeenCalledWith('Evento salvo, mas a programação não foi enviada: Arquivo grande demais. Tente enviar de novo.'));
    expect(screen.getByTestId('local-atual')).toHaveTextContent('/gerenciar-eventos/10');
  });

  it('atalho "Teste do curso": leva ao teste do evento salvo; no evento novo, pede para salvar antes', async () => {
    editar();
    const atalho = await screen.findByRole('complementary', { name: 'Teste do curso' });
    expect(within(atalho).getByRole('link', { name: 'Configurar o teste' })).toHaveAttribute('href', '/gerenciar-eventos/10/teste');
    cleanup();
    renderizar(<PaginaEditorEvento />, { rota: '/gerenciar-eventos/novo', padrao: '/gerenciar-eventos/novo' });
    const novo = await screen.findByRole('complementary', { name: 'Teste do curso' });
    expect(novo).toHaveTextContent('Salve o evento para configurar o teste depois.');
    expect(within(novo).queryByRole('link')).not.toBeInTheDocument();
  });

  it('evento criado de uma solicitação de curso: a nota com o título leva à solicitação; sem origem, nada', async () => {
    evento = detalhe({ solicitacao_origem: { id: 42, titulo: 'Curso de Feridas Crônicas' } });
    editar();
    const nota = await screen.findByRole('link', { name: 'Criado a partir da solicitação “Curso de Feridas Crônicas”' });
    expect(nota).toHaveAttribute('href', '/admin/solicitacoes-curso?id=42');
    for (const origem of [null, undefined]) {
      cleanup();
      evento = detalhe({ solicitacao_origem: origem });
      editar();
      expect(await screen.findByLabelText(/^Título/)).toHaveValue('Curso de Vacinação');
      expect(screen.queryByText(/Criado a partir da solicitação/)).not.toBeInTheDocument();
    }
  });

  it('evento inexistente mostra "Evento não encontrado."', async () => {
    servidor.use(http.get('/api/eventos/:id', () => HttpResponse.json({ erro: 'Evento não encontrado.', message: 'Evento não encontrado.', code: 'NAO_ENCONTRADO' }, { status: 404 })));
    editar();
    expect(await screen.findByText('Evento não encontrado.')).toBeInTheDocument();
  });
});
