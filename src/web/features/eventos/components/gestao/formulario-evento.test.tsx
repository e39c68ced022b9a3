import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ArquivoEventoSchema, EventoDetalheSchema } from '#shared/contracts/eventos.ts';
import { LookupsSchema } from '#shared/contracts/perfil.ts';
import { ListaUsuariosSchema, type UsuarioResumo } from '#shared/contracts/usuarios.ts';
import PaginaEditorEvento from '#web/app/routes/admin/editor-evento.tsx';
import { Link, Route, Routes } from '#web/lib/roteador.tsx';
import { respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { detalhe, LOOKUPS, pessoa } from './dados-de-teste.ts';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));
const toast = await import('#web/lib/toast.ts');

const servidor = usarServidorMsw();
let corpos: { metodo: string; url: string; body: Record<string, unknown> }[];
const PESSOAS: UsuarioResumo[] = [pessoa(7, 'Ana Instrutora'), pessoa(8, 'Bruno Admin', ['usuario', 'administrador'])];

beforeEach(() => {
  vi.clearAllMocks();
  corpos = [];
  servidor.use(
    http.get('/api/lookups', () => respostaDoContrato(LookupsSchema, LOOKUPS)),
    http.get('/api/usuarios', ({ request }) => {
      const q = new URL(request.url).searchParams;
      const termo = (q.get('busca') ?? '').toLowerCase();
      const itens = PESSOAS.filter((p) => p.nome.toLowerCase().includes(termo) && (!q.get('perfil') || p.perfis.includes(q.get('perfil') as never)));
      return respostaDoContrato(ListaUsuariosSchema, { itens, total: itens.length, pagina: 1, por_pagina: 10 });
    }),
    http.post('/api/eventos', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      corpos.push({ metodo: 'POST', url: '/api/eventos', body });
      return respostaDoContrato(EventoDetalheSchema, detalhe({ id: 55, titulo: String(body.titulo) }), { status: 201 });
    }),
  );
});

const novo = () => renderizar(<PaginaEditorEvento />, { rota: '/gerenciar-eventos/novo', padrao: '/gerenciar-eventos/novo' });
const turma = (n: number) => screen.getByRole('region', { name: new RegExp(`^Turma ${n}`) });

async function escolherPessoa(user: ReturnType<typeof novo>['user'], campo: HTMLElement, texto: string, nome: string) {
  await user.type(campo, texto);
  await user.click(await screen.findByRole('option', { name: new RegExp(nome) }));
}

async function preencherMinimo(user: ReturnType<typeof novo>['user']) {
  await screen.findByRole('form');
  await user.type(screen.getByLabelText(/^Título/), 'Curso de Vacinação');
  await user.type(screen.getByLabelText(/^Local/), 'Auditório Central');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Curso');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Unidade' }), '1');
  const t = within(turma(1));
  await user.type(t.getByLabelText(/^Nome da turma/), 'Turma A');
  await user.type(t.getByLabelText(/^Vagas/), '30');
  await escolherPessoa(user, t.getByRole('combobox', { name: /^Instrutores/ }), 'Ana', 'Ana Instrutora');
  fireEvent.change(t.getByLabelText(/^Data do encontro 1/), { target: { value: '2026-05-04' } });
  fireEvent.change(t.getByLabelText(/^Início/), { target: { value: '08:00' } });
  fireEvent.change(t.getByLabelText(/^Fim/), { target: { value: '12:00' } });
}

describe('Editor de evento', () => {
  it('valida pelo contrato: mensagens em português por campo e foco no primeiro campo inválido', async () => {
    const { user } = novo();
    await screen.findByRole('form', { name: 'Novo evento' });
    await user.click(screen.getByRole('button', { name: 'Salvar evento' }));
    expect(await screen.findByText('Informe o título.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Título/)).toHaveFocus();
    expect(screen.getByLabelText(/^Título/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Informe o local.')).toBeInTheDocument();
    expect(screen.getByText('Selecione o tipo do evento.')).toBeInTheDocument();
    expect(screen.getByText('Selecione a unidade.')).toBeInTheDocument();
    const t = within(turma(1));
    expect(t.getByText('Informe o nome da turma.')).toBeInTheDocument();
    expect(t.getByText('Informe a quantidade de vagas.')).toBeInTheDocument();
    expect(t.getByText('Selecione ao menos um instrutor para a turma.')).toBeInTheDocument();
    expect(t.getByText('Informe a data.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Revise os campos destacados.');
    expect(corpos).toEqual([]);
  });

  it('foca a lista de instrutores quando ela é o primeiro problema', async () => {
    const { user } = novo();
    await preencherMinimo(user);
    await user.click(within(turma(1)).getByRole('button', { name: 'Remover Ana Instrutora' }));
    await user.click(screen.getByRole('button', { name: 'Salvar evento' }));
    expect(await screen.findByText('Selecione ao menos um instrutor para a turma.')).toBeInTheDocument();
    expect(within(turma(1)).getByRole('combobox', { name: /^Instrutores/ })).toHaveFocus();
  });

  it('cria o evento com o corpo do contrato, avisa "Evento salvo." e volta para a lista', async () => {
    const { user } = novo();
    await preencherMinimo(user);
    expect(within(turma(1)).getByText('Carga horária estimada: 4 h')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar evento' }));
    await waitFor(() => expect(toast.notificarSucesso).toHaveBeenCalledWith('Evento salvo.'));
    expect(corpos).toHaveLength(1);
    expect(corpos[0]!.body).toEqual({
      titulo: 'Curso de Vacinação',
      descricao: '',
      publico_alvo: '',
      local: 'Auditório Central',
      tipo: 'Curso',
      unidade_id: 1,
      restricao: null,
      turmas: [
        { nome: 'Turma A', vagas: 30, instrutores: [7], palestrantes: [], assinantes: [], datas: [{ data: '2026-05-04', horario_inicio: '08:00', horario_fim: '12:00' }] },
      ],
    });
    expect(screen.getByTestId('local-atual')).toHaveTextContent('/gerenciar-eventos');
  });

  it('leva os erros de campo do servidor (details.campos) de volta aos campos e foca o primeiro', async () => {
    servidor.use(
      http.post('/api/eventos', () =>
        HttpResponse.json(
          {
            erro: 'Turma 2: Bruno não tem perfil de instrutor ativo.',
            message: 'Turma 2: Bruno não tem perfil de instrutor ativo.',
            code: 'DADOS_INVALIDOS',
            details: {
              campos: [
                { campo: 'turmas.1.instrutores', mensagem: 'Turma 2: Ana Instrutora não tem perfil de instrutor ativo.' },
                { campo: 'turmas.1.vagas', mensagem: 'Vagas acima do permitido para a sala.' },
              ],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = novo();
    await preencherMinimo(user);
    await user.click(screen.getByRole('button', { name: 'Adicionar turma' }));
    const t2 = within(turma(2));
    expect(t2.getByLabelText(/^Nome da turma/)).toHaveFocus();
    await user.type(t2.getByLabelText(/^Nome da turma/), 'Turma B');
    await user.type(t2.getByLabelText(/^Vagas/), '20');
    await escolherPessoa(user, t2.getByRole('combobox', { name: /^Instrutores/ }), 'Ana', 'Ana Instrutora');
    fireEvent.change(t2.getByLabelText(/^Data do encontro 1/), { target: { value: '2026-05-05' } });
    fireEvent.change(t2.getByLabelText(/^Início/), { target: { value: '13:00' } });
    fireEvent.change(t2.getByLabelText(/^Fim/), { target: { value: '17:00' } });
    await user.click(screen.getByRole('button', { name: 'Salvar evento' }));
    expect(await t2.findByText('Vagas acima do permitido para a sala.')).toBeInTheDocument();
    expect(t2.getByText('Turma 2: Ana Instrutora não tem perfil de instrutor ativo.')).toBeInTheDocument();
    expect(t2.getByLabelText(/^Vagas/)).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Revise os campos destacados.');
    expect(toast.notificarSucesso).not.toHaveBeenCalled();
  });

  it('acrescenta e remove turmas, e a remoção devolve o foco', async () => {
    const { user } = novo();
    await screen.findByRole('form');
    await user.click(screen.getByRole('button', { name: 'Adicionar turma' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar turma' }));
    expect(screen.getAllByRole('region', { name: /^Turma \d/ })).toHaveLength(3);
    await user.type(within(turma(3)).getByLabelText(/^Nome da turma/), 'Noite');
    expect(turma(3)).toHaveAccessibleName('Turma 3 — Noite');
    await user.click(within(turma(2)).getByRole('button', { name: 'Remover a turma 2' }));
    const restantes = screen.getAllByRole('region', { name: /^Turma \d/ });
    expect(restantes).toHaveLength(2);
    expect(turma(2)).toHaveAccessibleName('Turma 2 — Noite');
    await waitFor(() => expect(within(turma(2)).getByText('Turma 2 — Noite')).toHaveFocus());
  });

  it('encontros: repetir no dia seguinte, adicionar data e carga horária estimada ao vivo', async () => {
    const { user } = novo();
    await screen.findByRole('form');
    const t = within(turma(1));
    fireEvent.change(t.getByLabelText(/^Data do encontro 1/), { target: { value: '2026-05-31' } });
    fireEvent.change(t.getByLabelText(/^Início/), { target: { value: '08:00' } });
    fireEvent.change(t.getByLabelText(/^Fim/), { target: { value: '17:00' } });
    expect(t.getByText('Carga horária estimada: 8 h')).toBeInTheDocument();
    await user.click(t.getByRole('button', { name: 'Repetir o encontro 1 no dia seguinte' }));
    expect(t.getByLabelText(/^Data do encontro 2/)).toHaveValue('2026-06-01');
    expect(t.getByText('Carga horária estimada: 16 h')).toBeInTheDocument();
    await user.click(t.getByRole('button', { name: 'Adicionar data' }));
    expect(t.getByLabelText(/^Data do encontro 3/)).toHaveValue('');
    await user.click(t.getByRole('button', { name: 'Remover o encontro 2' }));
    expect(t.queryByLabelText(/^Data do encontro 3/)).not.toBeInTheDocument();
    expect(t.getByText('Carga horária estimada: 8 h')).toBeInTheDocument();
  });

  it('restrição por lista: o texto colado vira chips de registros, com contagem, remoção e "Limpar todos"', async () => {
    const { user } = novo();
    await screen.findByRole('form');
    await user.click(screen.getByRole('radio', { name: /Lista de registros/ }));
    const caixa = screen.getByLabelText('Registros autorizados', { selector: 'textarea' });
    await user.click(caixa);
    await user.paste('Maria 123456; João 12.345-7\nrepetido 123456, curto 12345');
    const chips = screen.getByRole('list', { name: 'Registros autorizados' });
    expect(within(chips).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['123456', '123457']);
    expect(screen.getByText('2 registro(s) na lista')).toBeInTheDocument();
    expect(screen.getByText('2 registro(s) adicionado(s).')).toBeInTheDocument();
    await user.type(caixa, '654321 123456');
    await user.click(screen.getByRole('button', { name: 'Adicionar registros' }));
    expect(screen.getByText('3 registro(s) na lista')).toBeInTheDocument();
    expect(screen.getByText('1 registro(s) adicionado(s); 1 já estava(m) na lista.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remover registro 123457' }));
    expect(within(chips).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['123456', '654321']);
    await user.click(screen.getByRole('button', { name: 'Limpar todos' }));
    expect(screen.queryByRole('list', { name: 'Registros autorizados' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar evento' }));
    expect(await screen.findByText('Inclua pelo menos um registro (6 dígitos) para este evento.')).toBeInTheDocument();
  });

  it('ao reabrir o evento recém-salvo, o editor mostra o folder enviado (não a cópia do cache de antes do envio)', async () => {
    const folder = { url: '/api/eventos/55/folder?v=1', largura: 1200, altura: 800 };
    servidor.use(
      http.put('/api/eventos/:id/folder', () => respostaDoContrato(ArquivoEventoSchema, folder)),
      http.get('/api/eventos/:id', () => respostaDoContrato(EventoDetalheSchema, detalhe({ id: 55, folder }))),
    );
    const { user } = renderizar(
      <Routes>
        <Route path="/gerenciar-eventos/novo" element={<PaginaEditorEvento />} />
        <Route path="/gerenciar-eventos/:id" element={<PaginaEditorEvento />} />
        <Route path="/gerenciar-eventos" element={<Link to="/gerenciar-eventos/55">Abrir o evento salvo</Link>} />
      </Routes>,
      { rota: '/gerenciar-eventos/novo' },
    );
    await preencherMinimo(user);
    await user.upload(screen.getByLabelText('Folder (imagem PNG ou JPG, até 2 MB)'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'f.png', { type: 'image/png' }));
    await screen.findByText('Folder "f.png" pronto para envio.');
    await user.click(screen.getByRole('button', { name: 'Salvar evento' }));
    await user.click(await screen.findByRole('link', { name: 'Abrir o evento salvo' }));
    expect(await screen.findByRole('img', { name: 'Prévia do folder' })).toHaveAttribute('src', folder.url);
  });
});
