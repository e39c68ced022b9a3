import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SessaoSchema } from '#shared/contracts/auth.ts';
import { LookupsSchema } from '#shared/contracts/perfil.ts';
import { MENSAGEM_SENHA_FRACA } from '#shared/rules/senha.ts';
import { notificarSucesso } from '#web/lib/toast.ts';
import { CPF_VALIDO, lookupsDeTeste, sessaoDeTeste } from '#web/testing/fixtures-perfil.ts';
import { respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import PaginaCadastro from './cadastro.tsx';

vi.mock('#web/lib/toast.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  notificarSucesso: vi.fn(),
  notificarErro: vi.fn(),
}));

const servidor = usarServidorMsw();
const local = () => screen.getByTestId('local-atual').textContent;
const cadastrar = () => screen.getByRole('button', { name: 'Cadastrar' });

beforeEach(() => {
  vi.clearAllMocks();
  servidor.use(http.get('/api/lookups', () => respostaDoContrato(LookupsSchema, lookupsDeTeste())));
});

async function preencherValido(user: UserEvent) {
  await user.type(screen.getByLabelText(/Nome completo/), 'Maria da Silva');
  await user.type(screen.getByLabelText(/^CPF/), CPF_VALIDO);
  await user.type(screen.getByLabelText(/^Celular/), '13999998888');
  await user.type(screen.getByLabelText(/^E-mail/), 'Maria@Exemplo.org');
  await user.type(screen.getByLabelText(/Data de nascimento/), '1990-05-20');
  await user.type(screen.getByLabelText(/^Senha/), 'Forte#2025');
  await user.type(screen.getByLabelText(/Confirmar senha/), 'Forte#2025');
}

describe('Página de cadastro', () => {
  it('mostra as mensagens de validação e foca o primeiro campo inválido', async () => {
    const { user } = renderizar(<PaginaCadastro />);
    await user.click(cadastrar());
    expect(await screen.findByText('Digite o nome completo.')).toBeInTheDocument();
    expect(screen.getByText('CPF inválido. Verifique os dígitos.')).toBeInTheDocument();
    expect(screen.getByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(screen.getByText('Celular inválido. Informe DDD + número.')).toBeInTheDocument();
    expect(screen.getByText('Informe a data de nascimento.')).toBeInTheDocument();
    expect(screen.getByText(MENSAGEM_SENHA_FRACA)).toBeInTheDocument();
    expect(screen.getByLabelText(/Nome completo/)).toHaveFocus();
    expect(screen.getByLabelText(/Nome completo/)).toHaveAccessibleDescription('Digite o nome completo.');

    await user.type(screen.getByLabelText(/^Senha/), 'Forte#2025');
    await user.type(screen.getByLabelText(/Confirmar senha/), 'Outra#2025');
    await user.click(cadastrar());
    expect(await screen.findByText('As senhas não coincidem.')).toBeInTheDocument();
  });

  it('aplica as máscaras de CPF e celular e mede a força da senha', async () => {
    const { user } = renderizar(<PaginaCadastro />);
    await user.type(screen.getByLabelText(/^CPF/), CPF_VALIDO);
    expect(screen.getByLabelText(/^CPF/)).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText(/^CPF/)).toHaveAttribute('inputmode', 'numeric');
    await user.type(screen.getByLabelText(/^Celular/), '13999998888');
    expect(screen.getByLabelText(/^Celular/)).toHaveValue('(13) 99999-8888');
    await user.type(screen.getByLabelText(/^Senha/), 'Forte#2025');
    expect(screen.getByRole('meter', { name: 'Força da senha' })).toHaveAttribute('aria-valuenow', '4');
  });

  it('cria a conta com o perfil opcional, guarda a sessão e vai para o painel', async () => {
    let corpo: Record<string, unknown> = {};
    servidor.use(
      http.post('/api/auth/cadastro', async ({ request }) => {
        corpo = (await request.json()) as Record<string, unknown>;
        return respostaDoContrato(SessaoSchema, sessaoDeTeste(), { status: 201 });
      }),
    );
    const { user } = renderizar(<PaginaCadastro />, { rota: '/cadastro' });
    await preencherValido(user);
    const unidade = await screen.findByRole('option', { name: 'OUTROS — Outros' });
    await user.selectOptions(screen.getByLabelText('Unidade'), unidade);
    expect(screen.getByText('Se não possuir, escolha “Não possuo”.')).toBeInTheDocument();
    await user.click(cadastrar());

    await waitFor(() => expect(local()).toBe('/dashboard'));
    expect(corpo).toMatchObject({ nome: 'Maria da Silva', cpf: CPF_VALIDO, email: 'maria@exemplo.org', celular: '13999998888', data_nascimento: '1990-05-20', senha: 'Forte#2025', unidade_id: 2, cargo_id: null, registro: null });
    expect(corpo).not.toHaveProperty('confirmar_senha');
    expect(localStorage.getItem('token')).toBeTruthy();
    expect(notificarSucesso).toHaveBeenCalledWith('Cadastro realizado com sucesso!');
  });

  it('com ?next= (o "Criar conta" do link do QR de presença), volta para lá depois do cadastro; destino de fora é ignorado', async () => {
    servidor.use(http.post('/api/auth/cadastro', () => respostaDoContrato(SessaoSchema, sessaoDeTeste(), { status: 201 })));
    const { user } = renderizar(<PaginaCadastro />, { rota: `/cadastro?next=${encodeURIComponent('/presenca?turma=12')}` });
    await preencherValido(user);
    await user.click(cadastrar());
    await waitFor(() => expect(local()).toBe('/presenca?turma=12'));
  });

  it('um ?next= para outro site não é seguido', async () => {
    servidor.use(http.post('/api/auth/cadastro', () => respostaDoContrato(SessaoSchema, sessaoDeTeste(), { status: 201 })));
    const { user } = renderizar(<PaginaCadastro />, { rota: '/cadastro?next=//malicioso.example' });
    await preencherValido(user);
    await user.click(cadastrar());
    await waitFor(() => expect(local()).toBe('/dashboard'));
  });

  it('põe os erros do servidor nos campos e foca o primeiro', async () => {
    servidor.use(
      http.post('/api/auth/cadastro', () =>
        HttpResponse.json(
          {
            erro: 'Este e-mail já está em uso.',
            message: 'Este e-mail já está em uso.',
            code: 'CONFLITO',
            details: { campos: [{ campo: 'email', mensagem: 'Este e-mail já está em uso.' }, { campo: 'cpf', mensagem: 'Este CPF já está em uso.' }] },
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderizar(<PaginaCadastro />);
    await preencherValido(user);
    await user.click(cadastrar());

    expect(await screen.findByText('Este CPF já está em uso.')).toBeInTheDocument();
    expect(screen.getByText('Este e-mail já está em uso.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^CPF/)).toHaveFocus();
    expect(screen.getByText('Revise os campos destacados.')).toHaveAttribute('role', 'alert');
    expect(local()).toBe('/');
  });

  it('conflito sem lista de campos vai para o campo citado na mensagem', async () => {
    servidor.use(http.post('/api/auth/cadastro', () => HttpResponse.json({ erro: 'Este CPF já está em uso.', message: 'Este CPF já está em uso.', code: 'CONFLITO' }, { status: 409 })));
    const { user } = renderizar(<PaginaCadastro />);
    await preencherValido(user);
    await user.click(cadastrar());
    expect(await screen.findByText('Este CPF já está em uso.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^CPF/)).toHaveFocus();
  });

  it('campo-isca preenchido: "Falha na validação." e nada é enviado', async () => {
    let pedidos = 0;
    servidor.use(
      http.post('/api/auth/cadastro', () => {
        pedidos++;
        return respostaDoContrato(SessaoSchema, sessaoDeTeste(), { status: 201 });
      }),
    );
    const { user, container } = renderizar(<PaginaCadastro />);
    await preencherValido(user);
    const isca = container.querySelector<HTMLInputElement>('input[name="site"]');
    if (!isca) throw new Error('campo-isca ausente');
    await user.type(isca, 'http://spam.example');
    await user.click(cadastrar());
    expect(await screen.findByText('Falha na validação.')).toBeInTheDocument();
    expect(pedidos).toBe(0);
    expect(local()).toBe('/');
  });

  it('sem as listas, ainda permite criar a conta e explica que o perfil fica para depois', async () => {
    servidor.use(http.get('/api/lookups', () => HttpResponse.json({ erro: 'Falha', message: 'Falha', code: 'ERRO_INTERNO' }, { status: 500 })));
    renderizar(<PaginaCadastro />);
    expect(await screen.findByText(/Não foi possível carregar as listas/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cadastrar' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Voltar para login' })).toHaveAttribute('href', '/login');
  });
});
