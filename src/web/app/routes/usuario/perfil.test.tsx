import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Navigate, Route, Routes } from '#web/lib/roteador.tsx';
import { Guarda } from '#web/app/guarda.tsx';
import { MinhaAssinaturaSchema } from '#shared/contracts/assinaturas.ts';
import { LookupsSchema, PerfilMeSchema, PreferenciasEmailSchema, type PerfilMe } from '#shared/contracts/perfil.ts';
import { notificarSucesso } from '#web/lib/toast.ts';
import { lookupsDeTeste, perfilDeTeste } from '#web/testing/fixtures-perfil.ts';
import { respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { jwtDeTeste } from '#web/testing/jwt.ts';
import { renderizar } from '#web/testing/render.tsx';
import PaginaPerfil from './perfil.tsx';

vi.mock('#web/lib/toast.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  notificarSucesso: vi.fn(),
  notificarErro: vi.fn(),
}));

const servidor = usarServidorMsw();
const salvar = () => screen.getByRole('button', { name: 'Salvar alterações' });
/** A seção "Assinatura" da página também consulta a assinatura (os testes dela ficam em secao-assinatura.test.tsx). */
const semAssinatura = () =>
  http.get('/api/assinatura', () => respostaDoContrato(MinhaAssinaturaSchema, { tem_assinatura: false, funcao: null, atualizada_em: null, imagem: null }));

/** A seção "Preferências de e-mail" consulta as preferências (os testes dela ficam em secao-preferencias-email.test.tsx). */
const preferenciasPadrao = () =>
  http.get('/api/perfil/preferencias-email', () => respostaDoContrato(PreferenciasEmailSchema, { lembrete_aula: true, avaliacao_disponivel: true, lembrete_avaliacao: true }));

/** Servidor de perfil em memória: GET devolve o atual, PUT grava o corpo recebido. */
function servirPerfil(inicial: PerfilMe) {
  let atual = inicial;
  const corpos: Record<string, unknown>[] = [];
  servidor.use(
    semAssinatura(),
    preferenciasPadrao(),
    http.get('/api/lookups', () => respostaDoContrato(LookupsSchema, lookupsDeTeste())),
    http.get('/api/perfil/me', () => respostaDoContrato(PerfilMeSchema, atual)),
    http.put('/api/perfil/me', async ({ request }) => {
      const corpo = (await request.json()) as Record<string, unknown>;
      corpos.push(corpo);
      const { senha_atual: _s, nova_senha: _n, ...campos } = corpo;
      atual = { ...atual, ...(campos as Partial<PerfilMe>), perfil_incompleto: false, campos_pendentes: [] };
      return respostaDoContrato(PerfilMeSchema, atual, { headers: { 'X-Perfil-Incompleto': '0' } });
    }),
  );
  return corpos;
}

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.setItem('token', jwtDeTeste());
  localStorage.setItem('refresh_token', 'sessao.segredo');
  localStorage.setItem('usuario', JSON.stringify({ id: 1, nome: 'Maria da Silva', email: 'maria@exemplo.org', perfil: 'usuario', perfis: ['usuario'], roles: ['usuario'] }));
});

describe('Página Meu Perfil', () => {
  it('mostra status, preenchimento e número de pendências', async () => {
    servirPerfil(perfilDeTeste({ cargo_id: null, deficiencia_id: null, perfil_incompleto: true, campos_pendentes: ['cargo_id', 'deficiencia_id'] }));
    renderizar(<PaginaPerfil />, { rota: '/perfil' });
    expect(await screen.findByText('Incompleto')).toBeInTheDocument();
    expect(screen.getByText('75%')).toBeInTheDocument();
    expect(screen.getByText('Pendências').nextElementSibling).toHaveTextContent('2');
    expect(screen.getByText('Ação necessária: Preencha o cadastro para acesso completo.')).toBeInTheDocument();
    expect(screen.getByText(/Falta preencher: Cargo, Deficiência/)).toBeInTheDocument();
    expect(screen.getByLabelText('CPF')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
  });

  it('"Baixar meus dados" pede a exportação da LGPD e avisa quando termina', async () => {
    servirPerfil(perfilDeTeste());
    let pedido = false;
    servidor.use(
      http.get('/api/perfil/me/dados', () => {
        pedido = true;
        return HttpResponse.json({}, { headers: { 'Content-Disposition': 'attachment; filename="meus-dados-escola-da-saude.json"' } });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:teste');
    URL.revokeObjectURL = vi.fn();
    renderizar(<PaginaPerfil />);
    (await screen.findByRole('button', { name: 'Baixar meus dados' })).click();
    await waitFor(() => expect(notificarSucesso).toHaveBeenCalledWith('Seus dados foram baixados.'));
    expect(pedido).toBe(true);
  });

  it('perfil completo mostra o aviso de acesso liberado', async () => {
    servirPerfil(perfilDeTeste());
    renderizar(<PaginaPerfil />);
    expect(await screen.findByText('Cadastro completo! Você já tem acesso à plataforma.')).toBeInTheDocument();
    expect(screen.getByText('Completo')).toBeInTheDocument();
    expect(screen.getByText('100%')).toBeInTheDocument();
  });

  it('quem chega forçado pela guarda vê o aviso em destaque, com foco', async () => {
    servirPerfil(perfilDeTeste({ unidade_id: null, perfil_incompleto: true, campos_pendentes: ['unidade_id'] }));
    renderizar(
      <Routes>
        <Route path="/eventos" element={<Navigate to="/perfil" replace state={{ forcado: true, origem: '/eventos' }} />} />
        <Route path="/perfil" element={<PaginaPerfil />} />
      </Routes>,
      { rota: '/eventos' },
    );
    const texto = await screen.findByText('Ação necessária: Preencha o cadastro para acesso completo.');
    const aviso = texto.closest('[role="alert"]');
    expect(aviso).not.toBeNull();
    expect(aviso).toHaveTextContent('Para continuar, preencha os campos pendentes');
    await waitFor(() => expect(aviso).toHaveFocus());
  });

  it('com o perfil completado, a guarda devolve quem chegou forçado à página de origem', async () => {
    servirPerfil(perfilDeTeste({ escolaridade_id: null, perfil_incompleto: true, campos_pendentes: ['escolaridade_id'] }));
    sessionStorage.setItem('perfil_incompleto', '1');
    const { user } = renderizar(
      <Routes>
        <Route path="/eventos" element={<Guarda acesso="usuario">Lista de eventos</Guarda>} />
        <Route path="/perfil" element={<Guarda acesso="usuario"><PaginaPerfil /></Guarda>} />
      </Routes>,
      { rota: '/eventos' },
    );
    await user.selectOptions(await screen.findByLabelText(/^Escolaridade/), 'Superior completo');
    await user.click(salvar());
    expect(await screen.findByText('Lista de eventos')).toBeInTheDocument();
    expect(screen.getByTestId('local-atual')).toHaveTextContent(/^\/eventos$/);
  });

  it('salvar sem mexer na senha não envia campos de senha e atualiza a sessão guardada', async () => {
    const corpos = servirPerfil(perfilDeTeste({ cargo_id: null, perfil_incompleto: true, campos_pendentes: ['cargo_id'] }));
    const { user } = renderizar(<PaginaPerfil />);
    const nome = await screen.findByLabelText(/Nome completo/);
    await user.clear(nome);
    await user.type(nome, 'Maria Souza da Silva');
    await user.selectOptions(screen.getByLabelText(/^Cargo/), 'Médico(a)');
    await user.click(salvar());

    await waitFor(() => expect(corpos).toHaveLength(1));
    expect(corpos[0]).toMatchObject({ nome: 'Maria Souza da Silva', email: 'maria@exemplo.org', celular: '13999998888', cargo_id: 2, unidade_id: 1 });
    expect(corpos[0]).not.toHaveProperty('senha_atual');
    expect(corpos[0]).not.toHaveProperty('nova_senha');
    expect(corpos[0]).not.toHaveProperty('confirmar_senha');
    await waitFor(() => expect(notificarSucesso).toHaveBeenCalledWith('Dados atualizados com sucesso!'));
    expect(JSON.parse(localStorage.getItem('usuario') ?? '{}')).toMatchObject({ nome: 'Maria Souza da Silva' });
    expect(localStorage.getItem('refresh_token')).toBe('sessao.segredo');
    expect(await screen.findByText('Cadastro completo! Você já tem acesso à plataforma.')).toBeInTheDocument();
  });

  it('trocar o e-mail pede a senha atual e a envia', async () => {
    const corpos = servirPerfil(perfilDeTeste());
    const { user } = renderizar(<PaginaPerfil />);
    expect(await screen.findByLabelText(/^E-mail/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Senha atual/)).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^E-mail/));
    await user.type(screen.getByLabelText(/^E-mail/), 'maria.nova@exemplo.org');
    expect(screen.getByLabelText(/Senha atual/)).toBeInTheDocument();
    await user.click(salvar());
    expect(await screen.findByText('Informe a senha atual para trocar o e-mail.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Senha atual/)).toHaveFocus();
    expect(corpos).toHaveLength(0);

    await user.type(screen.getByLabelText(/Senha atual/), 'Atual#2024');
    await user.click(salvar());
    await waitFor(() => expect(corpos).toHaveLength(1));
    expect(corpos[0]).toMatchObject({ email: 'maria.nova@exemplo.org', senha_atual: 'Atual#2024' });
    expect(corpos[0]).not.toHaveProperty('nova_senha');
  });

  it('trocar a senha envia a senha atual e a nova, e confere a confirmação', async () => {
    const corpos = servirPerfil(perfilDeTeste());
    const { user } = renderizar(<PaginaPerfil />);
    await user.click(await screen.findByRole('button', { name: 'Quero trocar minha senha' }));
    await user.type(screen.getByLabelText(/Nova senha/), 'Nova#2025');
    await user.type(screen.getByLabelText(/Confirmar nova senha/), 'Nova#2026');
    await user.click(salvar());
    expect(await screen.findByText('As senhas não coincidem.')).toBeInTheDocument();
    expect(screen.getByText('Informe a senha atual para trocar a senha.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Confirmar nova senha/));
    await user.type(screen.getByLabelText(/Confirmar nova senha/), 'Nova#2025');
    await user.type(screen.getByLabelText(/Senha atual/), 'Atual#2024');
    await user.click(salvar());
    await waitFor(() => expect(corpos).toHaveLength(1));
    expect(corpos[0]).toMatchObject({ senha_atual: 'Atual#2024', nova_senha: 'Nova#2025' });
  });

  it('erros de campo do servidor aparecem no campo, com foco', async () => {
    servirPerfil(perfilDeTeste());
    servidor.use(
      http.put('/api/perfil/me', () =>
        HttpResponse.json(
          { erro: 'Cargo: opção inexistente.', message: 'Cargo: opção inexistente.', code: 'DADOS_INVALIDOS', details: { campos: [{ campo: 'cargo_id', mensagem: 'Cargo: opção inexistente.' }] } },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderizar(<PaginaPerfil />);
    await user.click(await screen.findByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Cargo: opção inexistente.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Cargo/)).toHaveFocus();
    expect(screen.getByText('Revise os campos destacados.')).toHaveAttribute('role', 'alert');
  });

  it('falha ao carregar mostra "Tentar novamente", que recarrega', async () => {
    let falhar = true;
    servidor.use(
      semAssinatura(),
      preferenciasPadrao(),
      http.get('/api/lookups', () => respostaDoContrato(LookupsSchema, lookupsDeTeste())),
      http.get('/api/perfil/me', () =>
        falhar ? HttpResponse.json({ erro: 'Falhou', message: 'Falhou', code: 'ERRO_INTERNO' }, { status: 500 }) : respostaDoContrato(PerfilMeSchema, perfilDeTeste()),
      ),
    );
    const { user } = renderizar(<PaginaPerfil />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando perfil…');
    const tentar = await screen.findByRole('button', { name: 'Tentar novamente' });
    falhar = false;
    await user.click(tentar);
    expect(await screen.findByLabelText(/Nome completo/)).toHaveValue('Maria da Silva');
  });
});
