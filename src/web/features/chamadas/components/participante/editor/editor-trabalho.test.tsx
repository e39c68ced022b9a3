import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { limiteMensagem, MENSAGENS_CHAMADA as M, maxCoautoresMensagem } from '#shared/rules/chamadas.ts';
import { respostaDeErro, usarServidorMsw } from '#web/testing/msw.ts';
import { PERGUNTA_ALTERACOES_NAO_SALVAS } from '#web/lib/use-aviso-alteracoes-nao-salvas.ts';
import { renderizar } from '#web/testing/render.tsx';
import { chamadaPublicaDeTeste, ligarServidorFalso, submissaoDeTeste, type ServidorFalso } from '../../../testing/fixtures.ts';
import { SubmissaoDeTrabalhos } from '../pagina-submissoes.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));
const toast = await import('#web/lib/toast.ts');

const servidor = usarServidorMsw();
let falso: ServidorFalso;

beforeEach(() => {
  vi.clearAllMocks();
  falso = ligarServidorFalso(servidor, { chamadas: [chamadaPublicaDeTeste({ max_coautores: 2, limites: { titulo: 20, introducao: 100, objetivos: 100, metodo: 100, resultados: 100, consideracoes: 100, bibliografia: 100 } })], trabalhos: [submissaoDeTeste(7, { status: 'rascunho', titulo: 'Rascunho salvo', objetivos: '' })] });
});

async function abrir(rota: string, titulo: string) {
  const r = renderizar(<SubmissaoDeTrabalhos />, { rota });
  const h = await screen.findByRole('heading', { level: 2, name: titulo });
  await waitFor(() => expect(h).toHaveFocus());
  return r;
}

const campo = (nome: string | RegExp) => screen.getByLabelText(nome);
const descricao = (el: HTMLElement) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
const digitar = (nome: string | RegExp, valor: string) => fireEvent.change(campo(nome), { target: { value: valor } });

function preencherCompleto() {
  digitar(/^Título do trabalho/, 'Acolhimento na UBS');
  fireEvent.change(campo(/^Início da experiência/), { target: { value: '2029-03' } });
  fireEvent.change(campo(/^Linha temática/), { target: { value: '12' } });
  for (const s of [/^Introdução/, /^Objetivos/, /^Método/, /^Resultados/, /^Considerações finais/]) digitar(s, 'Texto da seção.');
}

describe('Editor do trabalho (/submissoes?chamada=…)', () => {
  it('o início da experiência só oferece os meses do período da chamada; a linha, as da chamada', async () => {
    await abrir('/submissoes?chamada=1', 'Novo trabalho');
    const meses = within(campo(/^Início da experiência/)).getAllByRole('option').map((o) => o.textContent);
    expect(meses).toEqual(['Selecione o mês…', 'janeiro de 2029', 'fevereiro de 2029', 'março de 2029', 'abril de 2029']);
    expect(within(campo(/^Linha temática/)).getAllByRole('option').map((o) => o.textContent)).toEqual(['Selecione…', 'APS — Atenção Primária à Saúde', 'VIG — Vigilância em Saúde']);
  });

  it('contadores ao vivo com o limite da chamada; perto e acima do limite o anúncio é educado, e acima do limite nada é salvo', async () => {
    const { user } = await abrir('/submissoes?chamada=1', 'Novo trabalho');
    const intro = campo(/^Introdução/);
    expect(descricao(intro)).toContain('0 / 100');
    digitar(/^Introdução/, 'a'.repeat(50));
    expect(descricao(intro)).toContain('50 / 100');
    // acentos e emoji contam um caractere cada, como no banco
    digitar(/^Introdução/, 'ação 😀');
    expect(descricao(intro)).toContain('6 / 100');
    digitar(/^Introdução/, 'a'.repeat(85));
    expect(screen.getByText('Introdução: restam 15 caracteres.')).toBeInTheDocument();
    digitar(/^Introdução/, 'a'.repeat(101));
    expect(screen.getByText('Introdução: passou do limite de 100 caracteres.')).toBeInTheDocument();
    expect(intro).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(await screen.findByText(limiteMensagem('introducao', 100))).toBeInTheDocument();
    expect(intro).toHaveFocus();
    expect(falso.gravados()).toEqual([]);
  });

  it('rascunho vazio salva (enviar: falso) e o endereço passa ao trabalho criado; o formulário continua aberto', async () => {
    const { user } = await abrir('/submissoes?chamada=1', 'Novo trabalho');
    digitar(/^Título do trabalho/, 'Ideia inicial');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(toast.notificarSucesso).toHaveBeenCalledWith('Rascunho salvo. Só você vê o trabalho até enviá-lo.'));
    const [post] = falso.gravados();
    expect(post).toMatchObject({ metodo: 'POST', caminho: '/api/chamadas/1/submissoes' });
    expect(post!.body).toMatchObject({ titulo: 'Ideia inicial', inicio_experiencia: null, linha_id: null, introducao: '', coautores: [], enviar: false });
    await waitFor(() => expect(screen.getByTestId('local-atual')).toHaveTextContent('/submissoes?trabalho=100'));
    expect(campo(/^Título do trabalho/)).toHaveValue('Ideia inicial');
    // com o trabalho salvo, o pôster já pode ser anexado
    expect(screen.getByRole('button', { name: 'Enviar arquivo (Pôster)' })).toBeInTheDocument();
  });

  it('sair com texto não salvo pergunta antes; salvo o rascunho (o endereço passa ao trabalho sem perguntar), sair não pergunta', async () => {
    const confirmar = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = await abrir('/submissoes?chamada=1', 'Novo trabalho');
    const voltar = () => screen.getAllByRole('link', { name: 'Voltar para Submissão de Trabalhos' })[0]!;
    digitar(/^Introdução/, 'Um texto longo que não pode se perder.');
    await user.click(voltar());
    expect(confirmar).toHaveBeenCalledWith(PERGUNTA_ALTERACOES_NAO_SALVAS);
    expect(screen.getByTestId('local-atual')).toHaveTextContent('/submissoes?chamada=1');
    expect(campo(/^Introdução/)).toHaveValue('Um texto longo que não pode se perder.');

    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(screen.getByTestId('local-atual')).toHaveTextContent('/submissoes?trabalho=100'));
    expect(confirmar).toHaveBeenCalledTimes(1);
    const fechar = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(fechar);
    expect(fechar.defaultPrevented).toBe(false);
    await user.click(voltar());
    await waitFor(() => expect(screen.getByTestId('local-atual')).toHaveTextContent(/^\/submissoes$/));
    expect(confirmar).toHaveBeenCalledTimes(1);
    confirmar.mockRestore();
  });

  it('trabalho salvo alterado: o voltar confirmado sai sem salvar', async () => {
    const confirmar = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await abrir('/submissoes?trabalho=7', 'Editar trabalho');
    const voltar = () => screen.getAllByRole('link', { name: 'Voltar para Submissão de Trabalhos' })[0]!;
    digitar(/^Título do trabalho/, 'Outro título');
    await user.click(voltar());
    expect(confirmar).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('local-atual')).toHaveTextContent(/^\/submissoes$/));
    expect(falso.gravados()).toEqual([]);
    confirmar.mockRestore();
  });

  it('trabalho salvo aberto e não alterado: sair não pergunta', async () => {
    const confirmar = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = await abrir('/submissoes?trabalho=7', 'Editar trabalho');
    await user.click(screen.getAllByRole('link', { name: 'Voltar para Submissão de Trabalhos' })[0]!);
    await waitFor(() => expect(screen.getByTestId('local-atual')).toHaveTextContent(/^\/submissoes$/));
    expect(confirmar).not.toHaveBeenCalled();
    confirmar.mockRestore();
  });

  it('enviar incompleto: o que falta, nas palavras do servidor, foco no título e nada enviado', async () => {
    const { user } = await abrir('/submissoes?chamada=1', 'Novo trabalho');
    expect(screen.getByText('Salve o rascunho para anexar o pôster.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar trabalho' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Revise os campos destacados.');
    expect(descricao(campo(/^Título do trabalho/))).toContain(M.titulo);
    expect(descricao(campo(/^Início da experiência/))).toContain(M.inicio);
    expect(descricao(campo(/^Linha temática/))).toContain(M.linha);
    expect(descricao(campo(/^Objetivos/))).toContain('Preencha Objetivos.');
    expect(campo(/^Título do trabalho/)).toHaveFocus();
    expect(falso.gravados()).toEqual([]);
  });

  it('enviar completo: POST com enviar verdadeiro, aviso e volta para a lista', async () => {
    const { user } = await abrir('/submissoes?chamada=1', 'Novo trabalho');
    preencherCompleto();
    expect(screen.getByText('Tudo preenchido: o trabalho pode ser enviado.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar trabalho' }));
    await waitFor(() => expect(toast.notificarSucesso).toHaveBeenCalledWith('Trabalho enviado! A confirmação chega por aqui e por e-mail.'));
    expect(falso.gravados()[0]!.body).toMatchObject({ titulo: 'Acolhimento na UBS', inicio_experiencia: '2029-03', linha_id: 12, enviar: true });
    await waitFor(() => expect(screen.getByTestId('local-atual')).toHaveTextContent(/^\/submissoes$/));
  });

  it('coautores até o máximo da chamada: no limite, o botão dá lugar à regra; remover devolve o botão', async () => {
    const { user } = await abrir('/submissoes?chamada=1', 'Novo trabalho');
    await user.click(screen.getByRole('button', { name: 'Adicionar coautor' }));
    await waitFor(() => expect(screen.getAllByLabelText(/^Nome completo/)[0]).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Adicionar coautor' }));
    expect(screen.queryByRole('button', { name: 'Adicionar coautor' })).toBeNull();
    expect(screen.getByText(maxCoautoresMensagem(2))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remover coautor 2' }));
    expect(screen.getByRole('button', { name: 'Adicionar coautor' })).toBeInTheDocument();
  });

  it('coautor sem nome, e-mail inválido ou repetido: as mensagens do contrato e da regra; nada enviado', async () => {
    const { user } = await abrir('/submissoes?chamada=1', 'Novo trabalho');
    await user.click(screen.getByRole('button', { name: 'Adicionar coautor' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar coautor' }));
    const emails = screen.getAllByLabelText(/^E-mail/);
    fireEvent.change(screen.getAllByLabelText(/^Nome completo/)[1]!, { target: { value: 'Bia' } });
    fireEvent.change(emails[0]!, { target: { value: 'nao-e-email' } });
    fireEvent.change(emails[1]!, { target: { value: 'bia@teste.gov.br' } });
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(await screen.findByText('Informe o nome do coautor.')).toBeInTheDocument();
    expect(screen.getAllByLabelText(/^Nome completo/)[0]).toHaveFocus();
    fireEvent.change(screen.getAllByLabelText(/^Nome completo/)[0]!, { target: { value: 'Ana' } });
    fireEvent.change(emails[0]!, { target: { value: 'BIA@teste.gov.br' } });
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(await screen.findByText(M.coautorRepetido)).toBeInTheDocument();
    expect(falso.gravados()).toEqual([]);
  });

  it('o erro de campo do servidor vai para o campo (o autor como coautor)', async () => {
    servidor.use(http.put('/api/submissoes/:id', () => Response.json({ erro: M.autorComoCoautor, message: M.autorComoCoautor, code: 'DADOS_INVALIDOS', details: { campos: [{ campo: 'coautores.0.email', mensagem: M.autorComoCoautor }] } }, { status: 400 })));
    const { user } = await abrir('/submissoes?trabalho=7', 'Editar trabalho');
    await user.click(screen.getByRole('button', { name: 'Adicionar coautor' }));
    fireEvent.change(screen.getByLabelText(/^Nome completo/), { target: { value: 'Eu Mesma' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'ursula@teste.gov.br' } });
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(screen.getByLabelText(/^E-mail/)).toHaveFocus());
    expect(descricao(screen.getByLabelText(/^E-mail/))).toContain(M.autorComoCoautor);
  });

  it('trabalho já enviado: "Salvar alterações" exige o trabalho completo (sem "Enviar")', async () => {
    falso.trabalhos.set(8, submissaoDeTeste(8, { status: 'submetida', titulo: 'Enviado' }));
    const { user } = await abrir('/submissoes?trabalho=8', 'Editar trabalho');
    expect(screen.queryByRole('button', { name: 'Enviar trabalho' })).toBeNull();
    digitar(/^Método/, '');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Preencha Método.')).toBeInTheDocument();
    expect(falso.gravados()).toEqual([]);
    digitar(/^Método/, 'Novo método.');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(toast.notificarSucesso).toHaveBeenCalledWith('Alterações salvas.'));
    expect(falso.gravados()[0]).toMatchObject({ metodo: 'PUT', caminho: '/api/submissoes/8', body: { metodo: 'Novo método.', enviar: false } });
  });

  it('depois do prazo (ou retirado): só leitura, sem formulário', async () => {
    falso.trabalhos.set(9, submissaoDeTeste(9, { status: 'submetida', titulo: 'Fora do prazo', pode_editar: false, pode_retirar: false, pode_enviar_poster: false }));
    await abrir('/submissoes?trabalho=9', 'Fora do prazo');
    expect(screen.getByText(/Prazo encerrado para alterações/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Introdução do trabalho.')).toBeInTheDocument();
  });

  it('trabalho inexistente: recusa com o caminho de volta; falha da rede: tentar de novo', async () => {
    const { unmount } = renderizar(<SubmissaoDeTrabalhos />, { rota: '/submissoes?trabalho=999' });
    expect(await screen.findByText('Trabalho não encontrado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para Submissão de Trabalhos' })).toHaveAttribute('href', '/submissoes');
    unmount();
    let n = 0;
    servidor.use(http.get('/api/submissoes/:id', () => (++n === 1 ? respostaDeErro(500, 'Falhou') : Response.json(submissaoDeTeste(7, { titulo: 'Rascunho salvo' })))));
    const { user } = renderizar(<SubmissaoDeTrabalhos />, { rota: '/submissoes?trabalho=7' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível abrir o trabalho.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Editar trabalho' })).toBeInTheDocument();
  });

  it('a falha ao salvar aparece no formulário, sem perder o que foi escrito', async () => {
    servidor.use(http.post('/api/chamadas/:id/submissoes', () => respostaDeErro(422, M.prazoEncerrado)));
    const { user } = await abrir('/submissoes?chamada=1', 'Novo trabalho');
    digitar(/^Título do trabalho/, 'Quase');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.prazoEncerrado);
    expect(campo(/^Título do trabalho/)).toHaveValue('Quase');
  });
});
