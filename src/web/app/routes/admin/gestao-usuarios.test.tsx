import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LookupsSchema } from '#shared/contracts/perfil.ts';
import { ListaUsuariosSchema, UsuarioDetalheSchema, type UsuarioDetalhe, type UsuarioResumo } from '#shared/contracts/usuarios.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import PaginaGestaoUsuarios from './gestao-usuarios.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));
const toast = await import('#web/lib/toast.ts');

const servidor = usarServidorMsw();

function detalhe(p: Partial<UsuarioDetalhe> & { id: number; nome: string }): UsuarioDetalhe {
  return UsuarioDetalheSchema.parse({
    email: `pessoa${p.id}@exemplo.gov.br`,
    cpf_mascarado: '***.456.789-**',
    perfis: ['usuario'],
    ativo: true,
    unidade_sigla: 'SMS',
    cargo_nome: 'Enfermeiro(a)',
    perfil_incompleto: false,
    criado_em: '2026-01-10T12:00:00.000Z',
    celular: '13999998888',
    registro: null,
    data_nascimento: '1990-05-20',
    cargo_id: 1,
    unidade_id: 1,
    genero_id: 1,
    orientacao_sexual_id: 1,
    cor_raca_id: 1,
    escolaridade_id: 1,
    deficiencia_id: 1,
    ...p,
  });
}

const LOOKUPS = LookupsSchema.parse({
  cargos: [{ id: 1, nome: 'Enfermeiro(a)' }],
  unidades: [{ id: 1, nome: 'Secretaria Municipal de Saúde', sigla: 'SMS' }],
  generos: [{ id: 1, nome: 'Prefiro não informar' }],
  orientacoes_sexuais: [{ id: 1, nome: 'Prefiro não informar' }],
  cores_racas: [{ id: 1, nome: 'Prefiro não informar' }],
  escolaridades: [{ id: 1, nome: 'Ensino superior' }],
  deficiencias: [{ id: 1, nome: 'Não possuo' }],
});

let pessoas: UsuarioDetalhe[];
let buscas: (string | null)[];
let corpos: { url: string; body: unknown }[];

beforeEach(() => {
  vi.clearAllMocks();
  buscas = [];
  corpos = [];
  pessoas = [detalhe({ id: 1, nome: 'Maria Souza' }), detalhe({ id: 2, nome: 'João Lima', perfis: ['usuario', 'administrador'] })];
  servidor.use(
    http.get('/api/usuarios', ({ request }) => {
      const q = new URL(request.url).searchParams;
      buscas.push(q.get('busca'));
      const termo = (q.get('busca') ?? '').toLowerCase();
      const itens: UsuarioResumo[] = pessoas.filter((p) => p.nome.toLowerCase().includes(termo));
      return respostaDoContrato(ListaUsuariosSchema, { itens, total: itens.length, pagina: 1, por_pagina: 20 });
    }),
    http.get('/api/usuarios/:id', ({ params }) => respostaDoContrato(UsuarioDetalheSchema, pessoas.find((p) => p.id === Number(params.id))!)),
    http.get('/api/lookups', () => respostaDoContrato(LookupsSchema, LOOKUPS)),
    http.put('/api/usuarios/:id/:acao?', async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      corpos.push({ url: new URL(request.url).pathname, body });
      const atual = pessoas.find((p) => p.id === Number(params.id))!;
      return respostaDoContrato(UsuarioDetalheSchema, { ...atual, ...(body as object) });
    }),
  );
});

const tabela = async () => within(await screen.findByRole('table'));

describe('Gestão de Usuários', () => {
  it('lista as pessoas com CPF mascarado e conta o resultado', async () => {
    renderizar(<PaginaGestaoUsuarios />);
    expect(screen.getByRole('heading', { name: 'Gestão de Usuários' })).toBeInTheDocument();
    const t = await tabela();
    expect(t.getByText('Maria Souza')).toBeInTheDocument();
    expect(t.getAllByText('***.456.789-**')).toHaveLength(2);
    expect(screen.getByText('2 pessoa(s) encontrada(s)')).toBeInTheDocument();
  });

  it('espera a pessoa parar de digitar (300 ms) antes de buscar; a tecla / foca a busca', async () => {
    const { user } = renderizar(<PaginaGestaoUsuarios />);
    await tabela();
    await user.keyboard('/');
    const campo = screen.getByPlaceholderText('Buscar por nome, CPF ou e-mail…');
    expect(campo).toHaveFocus();
    await user.type(campo, 'mar');
    expect(buscas).toEqual([null]);
    await waitFor(() => expect(screen.getByText('1 pessoa(s) encontrada(s)')).toBeInTheDocument());
    expect(buscas).toEqual([null, 'mar']);
  });

  it('atualiza os perfis e avisa o sucesso', async () => {
    const { user } = renderizar(<PaginaGestaoUsuarios />);
    await user.click((await tabela()).getByRole('button', { name: 'Perfis Maria Souza' }));
    const dialogo = screen.getByRole('dialog', { name: 'Editar perfis' });
    await user.click(within(dialogo).getByRole('checkbox', { name: /Instrutor/ }));
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar perfis' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(corpos).toEqual([{ url: '/api/usuarios/1/perfis', body: { perfis: ['usuario', 'instrutor'] } }]);
    expect(toast.notificarSucesso).toHaveBeenCalledWith('Perfil atualizado com sucesso!');
  });

  it('exige ao menos um perfil', async () => {
    const { user } = renderizar(<PaginaGestaoUsuarios />);
    await user.click((await tabela()).getByRole('button', { name: 'Perfis Maria Souza' }));
    const dialogo = screen.getByRole('dialog');
    await user.click(within(dialogo).getByRole('checkbox', { name: /Usuário/ }));
    expect(within(dialogo).getByRole('alert')).toHaveTextContent('Escolha ao menos um perfil.');
    expect(within(dialogo).getByRole('button', { name: 'Salvar perfis' })).toBeDisabled();
  });

  it('mostra a mensagem do servidor quando a mudança é recusada', async () => {
    servidor.use(http.put('/api/usuarios/:id/perfis', () => respostaDeErro(422, 'Você não pode remover o seu próprio perfil de administrador.')));
    const { user } = renderizar(<PaginaGestaoUsuarios />);
    await user.click((await tabela()).getByRole('button', { name: 'Perfis João Lima' }));
    const dialogo = screen.getByRole('dialog');
    await user.click(within(dialogo).getByRole('checkbox', { name: /Administrador/ }));
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar perfis' }));
    expect(await within(dialogo).findByRole('alert')).toHaveTextContent('Você não pode remover o seu próprio perfil de administrador.');
    expect(toast.notificarSucesso).not.toHaveBeenCalled();
  });

  it('pede confirmação antes de desativar uma conta', async () => {
    const { user } = renderizar(<PaginaGestaoUsuarios />);
    await user.click((await tabela()).getByRole('button', { name: 'Desativar Maria Souza' }));
    const dialogo = screen.getByRole('dialog', { name: 'Desativar conta?' });
    expect(corpos).toEqual([]);
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(corpos).toEqual([]);

    await user.click((await tabela()).getByRole('button', { name: 'Desativar Maria Souza' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirmar desativação' }));
    await waitFor(() => expect(corpos).toEqual([{ url: '/api/usuarios/1/situacao', body: { ativo: false } }]));
    expect(toast.notificarSucesso).toHaveBeenCalledWith('Conta desativada.');
  });

  it('edita os dados validando pelo contrato e envia o PUT', async () => {
    const { user } = renderizar(<PaginaGestaoUsuarios />);
    await user.click((await tabela()).getByRole('button', { name: 'Editar Maria Souza' }));
    const dialogo = screen.getByRole('dialog', { name: 'Editar dados' });
    const email = await within(dialogo).findByLabelText(/E-mail/);
    await user.clear(email);
    await user.type(email, 'invalido');
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar alterações' }));
    expect(await within(dialogo).findByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(corpos).toEqual([]);

    await user.clear(email);
    await user.type(email, 'Maria.Nova@Exemplo.gov.br');
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(corpos).toHaveLength(1));
    expect(corpos[0]!.url).toBe('/api/usuarios/1');
    expect(corpos[0]!.body).toMatchObject({ nome: 'Maria Souza', email: 'maria.nova@exemplo.gov.br', celular: '13999998888', unidade_id: 1, registro: null });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
