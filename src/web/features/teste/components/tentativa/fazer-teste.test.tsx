import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ResultadoTentativaSchema, TentativaSchema, TesteDaTurmaSchema } from '#shared/contracts/testes.ts';
import PaginaFazerTeste from '#web/app/routes/usuario/fazer-teste.tsx';
import { CHAVES, salvarSessao } from '#web/lib/sessao.ts';
import { chaveLocal } from './regras-tentativa.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { resultadoDeTeste, tentativaDeTeste, testeDaTurma } from '../dados-de-teste.ts';
import { ENVIO_ANTECIPADO_MS } from './use-contagem.ts';
import { ESPERAS_REENVIO_MS } from './use-envio-tentativa.ts';

const servidor = usarServidorMsw();
let inicios: number;
let envios: { caminho: string; body: unknown }[];

type ItemEntrada = z.input<typeof TesteDaTurmaSchema>;
type TentativaEntrada = z.input<typeof TentativaSchema>;
type ResultadoEntrada = z.input<typeof ResultadoTentativaSchema>;

function preparar({ item = testeDaTurma(42), tentativas = [tentativaDeTeste()], resultado = () => respostaDoContrato(ResultadoTentativaSchema, resultadoDeTeste()) }: {
  item?: ItemEntrada | null;
  tentativas?: TentativaEntrada[];
  resultado?: () => Response | Promise<Response>;
} = {}) {
  servidor.use(
    http.get('/api/testes/meus', () => respostaDoContrato(z.array(TesteDaTurmaSchema), item ? [item] : [])),
    http.post('/api/turmas/42/teste/tentativas', () => respostaDoContrato(TentativaSchema, tentativas[Math.min(inicios++, tentativas.length - 1)]!)),
    http.post('/api/testes/tentativas/:id/envio', async ({ request, params }) => {
      envios.push({ caminho: `/api/testes/tentativas/${String(params.id)}/envio`, body: await request.json() });
      return resultado();
    }),
  );
}

const abrir = () => renderizar(<PaginaFazerTeste />, { rota: '/teste/42', padrao: '/teste/:turmaId' });
const resultadoOk = (r: Partial<ResultadoEntrada>) => () => respostaDoContrato(ResultadoTentativaSchema, resultadoDeTeste(r));
const grupo = (texto: RegExp) => screen.getByRole('group', { name: texto });
const respondidas = () => screen.getByText(/de 3 respondidas$/);

/** A pessoa logada (sessão por cookie confirmada nesta aba, como a guarda deixa). */
const PESSOA = 7;
const chaveDaTentativa = (tentativaId = 900) => chaveLocal(PESSOA, tentativaId)!;

beforeEach(() => {
  inicios = 0;
  envios = [];
  sessionStorage.setItem(CHAVES.sessaoConfirmada, '1');
  salvarSessao({ usuario: { id: PESSOA, nome: 'Ana', email: 'ana@exemplo.gov.br', perfis: ['usuario'], roles: ['usuario'] } });
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('Fazer teste: antes de começar', () => {
  it('mostra o que é o teste, os limites e os avisos; "Cancelar" volta à lista', async () => {
    preparar();
    abrir();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando o teste…');
    const painel = await screen.findByRole('region', { name: 'Antes de começar' });
    expect(screen.getByRole('heading', { level: 1, name: 'Teste de aprendizagem' })).toBeInTheDocument();
    expect(painel).toHaveTextContent('Curso:Curso de Vacinação');
    expect(painel).toHaveTextContent('Turma:Turma 42 (01/03/2030 a 05/03/2030)');
    expect(painel).toHaveTextContent('Questões:3 questões');
    expect(painel).toHaveTextContent('Tempo limite:30 minutos');
    expect(painel).toHaveTextContent('Tentativas restantes:3 de 3');
    expect(within(painel).getByText('O cronômetro começa quando você clicar em Começar.')).toBeInTheDocument();
    expect(within(painel).getByText('Não feche a página durante a tentativa.')).toBeInTheDocument();
    expect(within(painel).getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/teste');
    expect(inicios).toBe(0);
  });

  it('situação bloqueada na lista: explica sem tentar começar', async () => {
    preparar({ item: testeDaTurma(42, { situacao: 'bloqueado', recusa: { codigo: 'TURMA_NAO_ENCERRADA', mensagem: 'O teste fica disponível quando a turma terminar.' } }) });
    abrir();
    expect(await screen.findByRole('heading', { name: 'A turma ainda não terminou' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('O teste fica disponível quando a turma terminar.');
    expect(screen.getByRole('link', { name: 'Ver Meus Cursos' })).toHaveAttribute('href', '/minhas-inscricoes');
    expect(screen.queryByRole('button', { name: 'Começar' })).not.toBeInTheDocument();
  });

  it('turma sem teste na lista: explica e leva de volta aos testes', async () => {
    preparar({ item: null });
    abrir();
    expect(await screen.findByRole('alert')).toHaveTextContent('Não há teste disponível para esta turma.');
    expect(screen.getByRole('link', { name: 'Voltar aos testes' })).toHaveAttribute('href', '/teste');
  });

  it('erro ao carregar: avisa e "Tentar novamente" busca de novo', async () => {
    let vezes = 0;
    servidor.use(http.get('/api/testes/meus', () => (++vezes === 1 ? respostaDeErro(500, 'Falhou') : respostaDoContrato(z.array(TesteDaTurmaSchema), [testeDaTurma(42)]))));
    const { user } = abrir();
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar o teste.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: 'Começar' })).toBeInTheDocument();
  });

  it.each([
    [403, 'FREQUENCIA_INSUFICIENTE', 'Você ainda não atingiu a frequência mínima de 75% para fazer o teste.', 'Frequência abaixo do mínimo', 'Ver minhas presenças', '/minhas-presencas'],
    [403, 'NAO_INSCRITO', 'Você não está inscrito nesta turma.', 'Você não está inscrito nesta turma', 'Ver eventos', '/eventos'],
    [409, 'LIMITE_DE_TENTATIVAS', 'Limite de tentativas atingido.', 'Limite de tentativas atingido', 'Voltar aos testes', '/teste'],
    [404, undefined, 'Teste não encontrado.', 'Teste não encontrado', 'Voltar aos testes', '/teste'],
  ])('recusa ao começar (%i %s): cartão explicado com o próximo passo', async (status, motivo, mensagem, titulo, passo, para) => {
    preparar();
    servidor.use(http.post('/api/turmas/42/teste/tentativas', () => HttpResponse.json({ erro: mensagem, code: 'SEM_PERMISSAO', details: motivo ? { motivo } : undefined }, { status })));
    const { user } = abrir();
    await user.click(await screen.findByRole('button', { name: 'Começar' }));
    expect(await screen.findByRole('heading', { name: titulo })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(mensagem);
    expect(screen.getAllByRole('link', { name: passo }).at(-1)).toHaveAttribute('href', para);
    expect(screen.queryByRole('button', { name: 'Começar' })).not.toBeInTheDocument();
  });

  it('falha de rede ao começar: avisa junto do botão, que continua lá para tentar de novo', async () => {
    preparar();
    servidor.use(http.post('/api/turmas/42/teste/tentativas', () => respostaDeErro(500, 'Erro interno do servidor.')), http.get('/api/health', () => HttpResponse.json({ ok: true })));
    const { user } = abrir();
    await user.click(await screen.findByRole('button', { name: 'Começar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro interno do servidor.');
    expect(screen.getByRole('button', { name: 'Começar' })).toBeEnabled();
  });
});

describe('Fazer teste: a tentativa', () => {
  it('começa, responde, confirma as em branco, envia e mostra o resultado; "Tentar de novo" começa outra', async () => {
    preparar({ tentativas: [tentativaDeTeste(), tentativaDeTeste({ id: 901, numero: 2 })], resultado: resultadoOk({ nota: 66.67, acertos: 1, erradas: 1, em_branco: 0 }) });
    const { user } = abrir();
    await user.click(await screen.findByRole('button', { name: 'Começar' }));

    const titulo = await screen.findByRole('heading', { name: 'Tentativa 1' });
    expect(titulo).toHaveFocus();
    expect(screen.getAllByRole('group').map((g) => g.querySelector('legend')!.textContent)).toEqual([
      '1. Qual vacina protege contra o sarampo?(peso 4)',
      '2. Quantas doses tem o esquema básico?(peso 4)',
    ]);
    const texto = screen.getByLabelText(/^3\. Descreva a conservação/);
    expect(texto).toHaveAttribute('placeholder', 'Digite sua resposta...');
    expect(respondidas()).toHaveTextContent('0 de 3 respondidas');

    await user.click(within(grupo(/sarampo/)).getByRole('radio', { name: 'Tríplice viral' }));
    await user.click(within(grupo(/doses/)).getByRole('radio', { name: 'Uma' }));
    expect(respondidas()).toHaveTextContent('2 de 3 respondidas');
    expect(chaveDaTentativa()).toBe('teste:tentativa:900:usuario:7:respostas');
    expect(JSON.parse(sessionStorage.getItem(chaveDaTentativa())!)).toEqual({ q1: '11', q2: '21', q3: '' });

    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    const dialogo = screen.getByRole('dialog', { name: 'Enviar com questões em branco?' });
    expect(dialogo).toHaveAccessibleDescription('Há 1 questão em branco. Questões em branco contam como erradas.');
    await user.click(within(dialogo).getByRole('button', { name: 'Enviar assim mesmo' }));

    const resultado = await screen.findByRole('heading', { name: 'Resultado da tentativa 1' });
    await waitFor(() => expect(resultado).toHaveFocus());
    expect(envios).toEqual([
      {
        caminho: '/api/testes/tentativas/900/envio',
        body: {
          respostas: [
            { questao_id: 1, alternativa_id: 11 },
            { questao_id: 2, alternativa_id: 21 },
            { questao_id: 3, resposta_texto: null },
          ],
        },
      },
    ]);
    expect(screen.getByText('Nota: 66,67%')).toBeInTheDocument();
    expect(screen.getByText(/Reprovado · nota mínima 70%/)).toBeInTheDocument();
    const contagem = screen.getByText('Acertos').closest('dl')!;
    expect(contagem).toHaveTextContent('Acertos1Erradas1Em branco0');
    expect(screen.getByText('Tentativas restantes:').parentElement).toHaveTextContent('Tentativas restantes: 2');
    expect(sessionStorage.getItem(chaveDaTentativa())).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('heading', { name: 'Tentativa 2' })).toBeInTheDocument();
    expect(inicios).toBe(2);
    expect(respondidas()).toHaveTextContent('0 de 3 respondidas');
  });

  it('"Voltar e responder" fecha a confirmação e foca a primeira questão em branco', async () => {
    preparar();
    const { user } = abrir();
    await user.click(await screen.findByRole('button', { name: 'Começar' }));
    await screen.findByRole('heading', { name: 'Tentativa 1' });
    await user.click(within(grupo(/sarampo/)).getByRole('radio', { name: 'BCG' }));
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(/^Há 2 questões em branco/);
    await user.click(screen.getByRole('button', { name: 'Voltar e responder' }));
    await waitFor(() => expect(within(grupo(/doses/)).getByRole('radio', { name: 'Uma' })).toHaveFocus());
    expect(envios).toEqual([]);
  });

  it('tudo respondido: envia sem confirmação; aprovado mostra o próximo passo (avaliar o curso)', async () => {
    preparar({ resultado: resultadoOk({ nota: 100, aprovado: true, acertos: 2, em_branco: 0, mensagem: 'Parabéns! Você foi aprovado.', proximo_passo: { rotulo: 'Avaliar o curso', link: '/avaliar/42' } }) });
    const { user } = abrir();
    await user.click(await screen.findByRole('button', { name: 'Começar' }));
    await screen.findByRole('heading', { name: 'Tentativa 1' });
    await user.click(within(grupo(/sarampo/)).getByRole('radio', { name: 'Tríplice viral' }));
    await user.click(within(grupo(/doses/)).getByRole('radio', { name: 'Duas' }));
    await user.type(screen.getByLabelText(/^3\. Descreva/), 'Entre 2 °C e 8 °C.');
    expect(respondidas()).toHaveTextContent('3 de 3 respondidas');
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));

    expect(await screen.findByText('Nota: 100%')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((envios[0]!.body as { respostas: unknown[] }).respostas[2]).toEqual({ questao_id: 3, resposta_texto: 'Entre 2 °C e 8 °C.' });
    expect(screen.getByText(/Aprovado · nota mínima 70%/)).toBeInTheDocument();
    expect(screen.getByText('Parabéns! Você foi aprovado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Avaliar o curso' })).toHaveAttribute('href', '/avaliar/42');
    expect(screen.queryByRole('button', { name: 'Tentar de novo' })).not.toBeInTheDocument();
  });

  it('reprovado sem tentativas restantes: explica e leva de volta aos testes', async () => {
    preparar({ resultado: resultadoOk({ tentativas_restantes: 0 }) });
    const { user } = abrir();
    await user.click(await screen.findByRole('button', { name: 'Começar' }));
    await screen.findByRole('heading', { name: 'Tentativa 1' });
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    await user.click(screen.getByRole('button', { name: 'Enviar assim mesmo' }));
    expect(await screen.findByText(/Você usou todas as tentativas deste teste/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar de novo' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar aos testes' })).toHaveAttribute('href', '/teste');
  });

  it('falha no envio: avisa, mantém as respostas e deixa enviar de novo', async () => {
    let vezes = 0;
    preparar({ resultado: () => (++vezes === 1 ? respostaDeErro(500, 'Erro interno do servidor.') : respostaDoContrato(ResultadoTentativaSchema, resultadoDeTeste())) });
    const { user } = abrir();
    await user.click(await screen.findByRole('button', { name: 'Começar' }));
    await screen.findByRole('heading', { name: 'Tentativa 1' });
    await user.click(within(grupo(/sarampo/)).getByRole('radio', { name: 'BCG' }));
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    await user.click(screen.getByRole('button', { name: 'Enviar assim mesmo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro interno do servidor. Suas respostas continuam guardadas neste aparelho: tente enviar de novo.');
    expect(within(grupo(/sarampo/)).getByRole('radio', { name: 'BCG' })).toBeChecked();
    expect(sessionStorage.getItem(chaveDaTentativa())).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    await user.click(screen.getByRole('button', { name: 'Enviar assim mesmo' }));
    expect(await screen.findByRole('heading', { name: 'Resultado da tentativa 1' })).toBeInTheDocument();
    expect(envios).toHaveLength(2);
  });

  it('recarregar a página: a tentativa aberta volta (retomada) com as respostas guardadas no aparelho', async () => {
    sessionStorage.setItem(chaveDaTentativa(), JSON.stringify({ q1: '12', q3: 'Na geladeira.', q99: 'de outra tentativa' }));
    preparar({ item: testeDaTurma(42, { situacao: 'em_andamento', prazo_em_aberto: null }), tentativas: [tentativaDeTeste({ retomada: true })] });
    const { user } = abrir();
    expect(await screen.findByRole('heading', { name: 'Tentativa em andamento' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar tentativa' }));
    expect(await screen.findByText('Continuando a tentativa 1. As respostas guardadas neste aparelho foram recuperadas.')).toBeInTheDocument();
    expect(within(grupo(/sarampo/)).getByRole('radio', { name: 'BCG' })).toBeChecked();
    expect(screen.getByLabelText(/^3\. Descreva/)).toHaveValue('Na geladeira.');
    expect(respondidas()).toHaveTextContent('2 de 3 respondidas');
  });

  it('respostas guardadas por outra pessoa no mesmo aparelho não aparecem na tentativa de quem está logado', async () => {
    sessionStorage.setItem(chaveLocal(8, 900)!, JSON.stringify({ q1: '12', q3: 'Resposta de outra pessoa.' }));
    preparar({ item: testeDaTurma(42, { situacao: 'em_andamento', prazo_em_aberto: null }), tentativas: [tentativaDeTeste({ retomada: true })] });
    const { user } = abrir();
    await user.click(await screen.findByRole('button', { name: 'Continuar tentativa' }));
    expect(await screen.findByText('Continuando a tentativa 1.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^3\. Descreva/)).toHaveValue('');
    expect(respondidas()).toHaveTextContent('0 de 3 respondidas');
  });

  it('o token que vence no meio do teste (usuario some até o refresh) não para de guardar as respostas', async () => {
    preparar();
    const { user } = abrir();
    await user.click(await screen.findByRole('button', { name: 'Começar' }));
    await screen.findByRole('heading', { name: 'Tentativa 1' });
    act(() => {
      localStorage.removeItem(CHAVES.usuario);
      window.dispatchEvent(new Event('sessao:mudou'));
    });
    await user.click(within(grupo(/sarampo/)).getByRole('radio', { name: 'BCG' }));
    expect(JSON.parse(sessionStorage.getItem(chaveDaTentativa())!)).toMatchObject({ q1: '12' });
  });

  it('recusa do servidor no envio (tentativa encerrada ou de outra pessoa): avisa e apaga as respostas guardadas no aparelho', async () => {
    preparar({ resultado: () => respostaDeErro(404, 'Tentativa não encontrada.') });
    const { user } = abrir();
    await user.click(await screen.findByRole('button', { name: 'Começar' }));
    await screen.findByRole('heading', { name: 'Tentativa 1' });
    await user.click(within(grupo(/sarampo/)).getByRole('radio', { name: 'BCG' }));
    expect(sessionStorage.getItem(chaveDaTentativa())).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    await user.click(screen.getByRole('button', { name: 'Enviar assim mesmo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tentativa não encontrada. Volte à lista de testes para ver a situação desta tentativa.');
    expect(sessionStorage.getItem(chaveDaTentativa())).toBeNull();
    // mexer numa resposta depois da recusa não guarda de novo
    await user.click(within(grupo(/doses/)).getByRole('radio', { name: 'Uma' }));
    expect(sessionStorage.getItem(chaveDaTentativa())).toBeNull();
    expect(envios).toHaveLength(1);
  });
});

/** Uma resposta que só sai quando o teste mandar (`liberar`). */
function respostaSegura(resposta: () => Response) {
  let liberar!: () => void;
  const segura = new Promise<void>((r) => (liberar = r));
  return { liberar, resultado: async () => (await segura, resposta()) };
}

/**
 * Começa uma tentativa de 2 minutos com o relógio do servidor 1 hora adiantado em relação ao do aparelho
 * (a contagem não pode mostrar 1:02:00). `fim` é a hora do prazo no relógio do aparelho (falso).
 */
async function comecarComTempo(resultado?: () => Response | Promise<Response>) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'Date'], shouldAdvanceTime: true });
  const agoraServidor = new Date(Date.now() + 3_600_000);
  preparar({ tentativas: [tentativaDeTeste({ agora: agoraServidor.toISOString(), prazo: new Date(agoraServidor.getTime() + 120_000).toISOString(), tempo_minutos: 5 })], resultado });
  const { user } = abrir();
  await user.click(await screen.findByRole('button', { name: 'Começar' }));
  await screen.findByRole('heading', { name: 'Tentativa 1' });
  const fim = Date.now() + 120_000;
  await user.click(within(grupo(/sarampo/)).getByRole('radio', { name: 'Tríplice viral' }));
  /** Avança os timers até faltarem `ms` para o prazo. */
  const avancarAte = (ms: number) => act(() => vi.advanceTimersByTimeAsync(Math.max(0, fim - ms - Date.now())));
  return { user, fim, avancarAte };
}

const mensagemFimDoTempo = 'Fim do tempo: suas respostas estão sendo enviadas.';
const corpoComResposta = (i: number) => expect((envios[i]!.body as { respostas: unknown[] }).respostas[0]).toEqual({ questao_id: 1, alternativa_id: 11 });

/** A aba escondida: os timers param (o Chrome os atrasa até um por minuto; o celular congela a página). */
function esconderAba(): (estado: DocumentVisibilityState) => void {
  let estado: DocumentVisibilityState = 'hidden';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => estado });
  document.dispatchEvent(new Event('visibilitychange'));
  return (novo) => {
    estado = novo;
  };
}

describe('Fazer teste: tempo limite', () => {
  it(`conta pelo relógio do servidor, avisa em 1 minuto e envia sozinho ${ENVIO_ANTECIPADO_MS / 1000} s antes do fim`, async () => {
    const { liberar, resultado } = respostaSegura(() => respostaDoContrato(ResultadoTentativaSchema, resultadoDeTeste()));
    const { avancarAte } = await comecarComTempo(resultado);
    expect(screen.getByTestId('tempo-restante')).toHaveTextContent(/Tempo restante: 0(2:00|1:59)$/);
    const avisos = () => screen.getAllByRole('status').find((s) => s.classList.contains('sr-only'))!;
    expect(avisos()).toHaveTextContent('Faltam menos de 5 minutos.');

    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(avisos()).toHaveTextContent('Falta menos de 1 minuto.');

    await avancarAte(ENVIO_ANTECIPADO_MS + 1_000);
    expect(envios).toEqual([]);
    expect(screen.queryByText(mensagemFimDoTempo)).not.toBeInTheDocument();

    await avancarAte(ENVIO_ANTECIPADO_MS - 500);
    await waitFor(() => expect(envios).toHaveLength(1));
    // enviado antes do zero, com a tolerância do servidor inteira pela frente
    expect(screen.getByTestId('tempo-restante')).not.toHaveTextContent(/00:00$/);
    expect(screen.getByText(mensagemFimDoTempo)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviando…' })).toBeDisabled();
    liberar();
    expect(await screen.findByRole('heading', { name: 'Resultado da tentativa 1' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(envios).toHaveLength(1);
    corpoComResposta(0);
    expect(sessionStorage.getItem(chaveDaTentativa())).toBeNull();
  });

  it('aba escondida com os timers parados: ao voltar depois do prazo (dentro da tolerância), envia na hora', async () => {
    await comecarComTempo();
    const mudar = esconderAba();
    expect(envios).toEqual([]);
    // 5 s depois do prazo sem nenhum timer rodar; a página volta a aparecer
    vi.setSystemTime(Date.now() + 125_000);
    mudar('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    // o envio saiu no próprio evento, não no próximo tique
    expect(screen.getByText(mensagemFimDoTempo)).toBeInTheDocument();
    expect(screen.getByTestId('tempo-restante')).toHaveTextContent(/00:00$/);
    expect(await screen.findByRole('heading', { name: 'Resultado da tentativa 1' })).toBeInTheDocument();
    expect(envios).toHaveLength(1);
    corpoComResposta(0);
  });

  it.each(['focus', 'pageshow'])('página congelada que volta depois do prazo (%s): envia na hora', async (evento) => {
    await comecarComTempo();
    vi.setSystemTime(Date.now() + 125_000);
    act(() => void window.dispatchEvent(new Event(evento)));
    expect(screen.getByText(mensagemFimDoTempo)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Resultado da tentativa 1' })).toBeInTheDocument();
    expect(envios).toHaveLength(1);
  });

  it('envio automático que falha é repetido depois de 1 s e de 3 s; falhando ainda, mantém as respostas e oferece "Enviar agora"', async () => {
    let falhar = true;
    const { user, avancarAte } = await comecarComTempo(() => (falhar ? respostaDeErro(503, 'Serviço indisponível.') : respostaDoContrato(ResultadoTentativaSchema, resultadoDeTeste())));
    await avancarAte(ENVIO_ANTECIPADO_MS - 100);
    await waitFor(() => expect(envios).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(ESPERAS_REENVIO_MS[0]));
    await waitFor(() => expect(envios).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(ESPERAS_REENVIO_MS[1]));
    await waitFor(() => expect(envios).toHaveLength(3));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O tempo acabou e não foi possível enviar suas respostas (Serviço indisponível). Elas continuam guardadas neste aparelho: toque em "Enviar agora".',
    );
    expect(within(grupo(/sarampo/)).getByRole('radio', { name: 'Tríplice viral' })).toBeChecked();
    expect(JSON.parse(sessionStorage.getItem(chaveDaTentativa())!)).toMatchObject({ q1: '11' });
    // sem mais envios sozinho
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(envios).toHaveLength(3);

    falhar = false;
    await user.click(screen.getByRole('button', { name: 'Enviar agora' }));
    expect(await screen.findByRole('heading', { name: 'Resultado da tentativa 1' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument(); // com o tempo acabado não pergunta das em branco
    expect(envios).toHaveLength(4);
    corpoComResposta(3);
    expect(sessionStorage.getItem(chaveDaTentativa())).toBeNull();
  });

  it('envio manual em curso quando o tempo acaba: não manda outro junto e, se ele falhar, repete sozinho', async () => {
    let vezes = 0;
    const primeiro = respostaSegura(() => respostaDeErro(502, 'Bad Gateway'));
    const { user, avancarAte } = await comecarComTempo(() => (++vezes === 1 ? primeiro.resultado() : respostaDoContrato(ResultadoTentativaSchema, resultadoDeTeste())));
    await avancarAte(ENVIO_ANTECIPADO_MS + 3_000);
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    await user.click(screen.getByRole('button', { name: 'Enviar assim mesmo' }));
    await waitFor(() => expect(envios).toHaveLength(1));

    await avancarAte(0);
    expect(screen.getByText(mensagemFimDoTempo)).toBeInTheDocument();
    expect(envios).toHaveLength(1);

    primeiro.liberar();
    await waitFor(() => expect(envios).toHaveLength(2), { timeout: ESPERAS_REENVIO_MS[0] + 2_000 });
    expect(await screen.findByRole('heading', { name: 'Resultado da tentativa 1' })).toBeInTheDocument();
    expect(envios).toHaveLength(2);
    corpoComResposta(1);
  });
});
