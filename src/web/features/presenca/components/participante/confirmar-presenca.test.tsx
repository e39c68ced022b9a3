import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ConfirmacaoSchema, type Confirmacao } from '#shared/contracts/presencas.ts';
import { ErrorBodySchema } from '#shared/errors.ts';
import { CHAVES } from '#web/lib/sessao.ts';
import { jwtDeTeste } from '#web/testing/jwt.ts';
import { respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { ConfirmarPresenca } from './confirmar-presenca.tsx';
import { confirmacaoDeTeste, frequenciaDeTeste } from './dados-de-teste.ts';

const servidor = usarServidorMsw();
let corpos: unknown[];

function erro(status: number, mensagem: string, motivo?: string, code = 'REGRA_NEGOCIO') {
  return HttpResponse.json(ErrorBodySchema.parse({ erro: mensagem, message: mensagem, code, ...(motivo ? { details: { motivo } } : {}) }), { status });
}

/** Cada POST devolve a próxima resposta da lista (a última se repete). */
function responder(...respostas: (() => Response)[]) {
  servidor.use(
    http.post('/api/presencas/confirmar', async ({ request }) => {
      corpos.push(await request.json());
      return (respostas.shift() ?? respostas.at(-1)!)();
    }),
  );
}
const sucesso = (c: Partial<Confirmacao> = {}) => () => respostaDoContrato(ConfirmacaoSchema, confirmacaoDeTeste(c));
const abrir = (rota = '/presenca?turma=42', padrao = '/presenca') => renderizar(<ConfirmarPresenca />, { rota, padrao });

beforeEach(() => {
  corpos = [];
  localStorage.setItem(CHAVES.token, jwtDeTeste());
});

describe('Confirmar presença — endereço e sessão', () => {
  it('sem turma válida explica e não chama a API', () => {
    abrir('/presenca?turma=abc');
    expect(screen.getByRole('alert')).toHaveTextContent("Parâmetro 'turma' ausente ou inválido.");
    expect(screen.getByText('Use o QR correto desta sala/turma.')).toBeInTheDocument();
    expect(corpos).toEqual([]);
  });

  it('sem sessão convida a entrar ou criar conta e voltar para o mesmo endereço', () => {
    localStorage.clear();
    abrir('/presenca?turma=42&t=381924');
    expect(screen.getByText('Você precisa estar logado para registrar presença.')).toBeInTheDocument();
    const next = encodeURIComponent('/presenca?turma=42&t=381924');
    expect(screen.getByRole('link', { name: 'Entrar e confirmar' })).toHaveAttribute('href', `/login?next=${next}`);
    expect(screen.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', `/cadastro?next=${next}`);
  });

  it('com a sessão recusada (401) pede para entrar de novo e limpa a sessão', async () => {
    responder(() => erro(401, 'Sessão expirada.', undefined, 'NAO_AUTENTICADO'));
    abrir();
    expect(await screen.findByText('Sua sessão terminou. Entre de novo para registrar a presença.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar e confirmar' })).toHaveAttribute('href', `/login?next=${encodeURIComponent('/presenca?turma=42')}`);
    await waitFor(() => expect(localStorage.getItem(CHAVES.token)).toBeNull());
  });
});

describe('Confirmar presença — sucesso', () => {
  it('confirma sozinha (turma do caminho e código da query) e mostra o encontro e a frequência', async () => {
    responder(sucesso());
    abrir('/presenca/42?t=381924', '/presenca/:turmaId');
    expect(screen.getByRole('status')).toHaveTextContent('Processando…');
    expect(screen.getByRole('progressbar', { name: 'Registrando presença' })).toBeInTheDocument();

    const titulo = await screen.findByRole('heading', { name: 'Presença confirmada.' });
    await waitFor(() => expect(titulo).toHaveFocus());
    expect(corpos).toEqual([{ turma: 42, t: '381924' }]);
    const cartao = within(titulo.closest('section')!);
    expect(cartao.getByText('Curso de Vacinação')).toBeInTheDocument();
    expect(cartao.getByText('Turma A')).toBeInTheDocument();
    expect(cartao.getByText('05/03/2030')).toBeInTheDocument();
    expect(cartao.getByText('08:00 às 12:00')).toBeInTheDocument();
    expect(cartao.getByText('05/03/2030, 08:05')).toBeInTheDocument();
    expect(cartao.getByText('3 presenças de 4 encontros (75%)')).toBeInTheDocument();
    expect(cartao.getByText('Frequência mínima atingida')).toBeInTheDocument();
    expect(cartao.getByRole('link', { name: 'Ver minhas presenças' })).toHaveAttribute('href', '/minhas-presencas');
    expect(cartao.getByRole('link', { name: 'Ir para o painel' })).toHaveAttribute('href', '/usuario/dashboard');
  });

  it('diz quanto falta para 75 % e quando não dá mais', async () => {
    responder(sucesso({ frequencia: frequenciaDeTeste({ presentes: 1, agendados: 8, percentual: 12.5, atingiu: false, faltam: 5, alcancavel: true }) }));
    const { unmount } = abrir();
    expect(await screen.findByText('1 presença de 8 encontros (12,5%)')).toBeInTheDocument();
    expect(screen.getByText('faltam 5 encontros para 75 %')).toBeInTheDocument();
    unmount();

    responder(sucesso({ situacao: 'ja_confirmada', mensagem: 'Sua presença já foi confirmada.', frequencia: frequenciaDeTeste({ presentes: 1, agendados: 8, percentual: 12.5, atingiu: false, faltam: 5, alcancavel: false }) }));
    abrir();
    expect(await screen.findByRole('heading', { name: 'Sua presença já foi confirmada.' })).toBeInTheDocument();
    expect(screen.getByText('Nada mudou: a presença deste dia já estava registrada.')).toBeInTheDocument();
    expect(screen.getByText('Não é mais possível atingir 75 % nesta turma')).toBeInTheDocument();
  });
});

describe('Confirmar presença — recusas', () => {
  it('QR ao vivo exigido: pede o código da tela e confirma de novo com ele', async () => {
    responder(() => erro(422, 'Esta turma exige o QR ao vivo: digite o código exibido na tela.', 'QR_AO_VIVO_EXIGIDO'), sucesso());
    const { user } = abrir();
    expect(await screen.findByText('Esta turma exige o QR ao vivo: digite o código exibido na tela.')).toBeInTheDocument();
    const campo = screen.getByLabelText('Código exibido na tela');
    expect(campo).toHaveAttribute('inputmode', 'numeric');

    await user.type(campo, '12');
    await user.click(screen.getByRole('button', { name: 'Confirmar com o código' }));
    expect(screen.getByText('Digite os 6 números do código que aparece na tela da sala.')).toBeInTheDocument();
    await user.clear(campo);
    await user.type(campo, '381 924');
    await user.click(screen.getByRole('button', { name: 'Confirmar com o código' }));
    expect(await screen.findByRole('heading', { name: 'Presença confirmada.' })).toBeInTheDocument();
    expect(corpos).toEqual([{ turma: 42 }, { turma: 42, t: '381924' }]);
  });

  it('código expirado também pede o código atual', async () => {
    responder(() => erro(422, 'Código expirado. Use o código que está na tela agora.', 'CODIGO_EXPIRADO'));
    abrir('/presenca?turma=42&t=111111');
    expect(await screen.findByLabelText('Código exibido na tela')).toBeInTheDocument();
  });

  it('antes da janela diz quando abre e oferece tentar de novo', async () => {
    responder(() => erro(422, 'Confirmação disponível a partir de 07:30.', 'ANTES_DA_JANELA'), sucesso());
    const { user } = abrir();
    expect(await screen.findByText('Confirmação disponível a partir de 07:30.')).toBeInTheDocument();
    expect(screen.getByText(/A confirmação abre às 07:30 \(horário de Brasília\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Presença confirmada.' })).toBeInTheDocument();
    expect(corpos).toHaveLength(2);
  });

  it.each([
    ['NAO_INSCRITO', 'Acesso negado: você não está inscrito nesta turma.', 'Confira se entrou com a sua conta e se está inscrito nesta turma.'],
    ['EM_ESPERA', 'Sua inscrição nesta turma está na lista de espera.', 'Você está na lista de espera: a presença vale só para inscrições confirmadas.'],
  ])('%s: mostra a mensagem e os caminhos para Meus Cursos e Eventos', async (motivo, mensagem, dica) => {
    responder(() => erro(403, mensagem, motivo));
    abrir();
    expect(await screen.findByRole('alert')).toHaveTextContent(mensagem);
    expect(screen.getByText(dica)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meus Cursos' })).toHaveAttribute('href', '/minhas-inscricoes');
    expect(screen.getByRole('link', { name: 'Ver eventos' })).toHaveAttribute('href', '/eventos');
  });

  it('turma inexistente: "Turma não encontrada." e a dica do QR desatualizado', async () => {
    responder(() => erro(404, 'Turma não encontrada.', undefined, 'NAO_ENCONTRADO'));
    abrir('/presenca?turma=999');
    const titulo = await screen.findByRole('heading', { name: 'Turma não encontrada.' });
    await waitFor(() => expect(titulo).toHaveFocus());
    expect(screen.getByText(/O QR Code pode estar desatualizado/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Escanear de novo' })).toHaveAttribute('href', '/scanner');
  });

  it('dia sem encontro: explica e aponta Minhas Presenças', async () => {
    responder(() => erro(422, 'Hoje não é uma data válida desta turma.', 'DATA_INVALIDA'));
    abrir();
    expect(await screen.findByText('Hoje não é uma data válida desta turma.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver minhas presenças' })).toHaveAttribute('href', '/minhas-presencas');
  });
});
