import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AvaliacaoEnviadaSchema, SituacaoAvaliacaoSchema } from '#shared/contracts/avaliacoes.ts';
import { criteriosDoTipo, type Criterio } from '#shared/rules/avaliacao.ts';
import type { TipoEvento } from '#shared/rules/eventos.ts';
import { respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { AvaliarTurma } from './avaliar-turma.tsx';
import { situacaoDeTeste } from './dados-de-teste.ts';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn() }));
const toast = await import('#web/lib/toast.ts');

const servidor = usarServidorMsw();
let corpos: unknown[];

beforeEach(() => {
  vi.clearAllMocks();
  corpos = [];
});

function abrir(tipo: TipoEvento = 'Curso', recusa: { codigo: string; mensagem: string } | null = null) {
  servidor.use(http.get('/api/turmas/42/avaliacao', () => respostaDoContrato(SituacaoAvaliacaoSchema, situacaoDeTeste(tipo, recusa))));
  return renderizar(<AvaliarTurma turmaId={42} />, { rota: '/avaliar/42' });
}

function responderEnvio(resposta: () => Response) {
  servidor.use(
    http.post('/api/turmas/42/avaliacao', async ({ request }) => {
      corpos.push(await request.json());
      return resposta();
    }),
  );
}

const nomeDoGrupo = (c: Criterio) => `${c.rotulo} ${c.obrigatorio ? '(obrigatório)' : '(opcional)'}`;
const grupo = (c: Criterio) => screen.getByRole('group', { name: nomeDoGrupo(c) });
const obrigatorios = criteriosDoTipo('Curso').filter((c) => c.obrigatorio);
const progresso = () => screen.getByRole('status');
const enviar = () => screen.getByRole('button', { name: 'Enviar avaliação' });

describe('Avaliar curso', () => {
  it('Curso: os 12 obrigatórios, em ordem, cada um com as 5 opções (rótulo e valor); sem os critérios de congresso', async () => {
    abrir('Curso');
    expect(await screen.findByRole('heading', { name: 'Avaliar: Curso de Vacinação' })).toBeInTheDocument();
    expect(screen.getByText('Turma: Turma 42 • 01/03/2030 a 05/03/2030')).toBeInTheDocument();
    const grupos = screen.getAllByRole('group');
    expect(grupos.map((g) => g.querySelector('legend')!.textContent)).toEqual(obrigatorios.map((c) => `${c.rotulo} * (obrigatório)`));
    expect(within(grupos[0]!).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['Ótimo 10', 'Bom 8', 'Regular 6', 'Ruim 4', 'Péssimo 2']);
    expect(screen.queryByText(/Exposição de trabalhos/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Oficinas/)).not.toBeInTheDocument();
    expect(progresso()).toHaveTextContent('0 de 12 obrigatórios');
    expect(progresso()).toHaveTextContent('Média prévia: —');
  });

  it('Congresso: mais os 4 critérios opcionais do congresso, ao final e sem marca de obrigatório', async () => {
    abrir('Congresso');
    await screen.findByRole('heading', { name: 'Avaliar: Congresso de Saúde' });
    const nomes = screen.getAllByRole('group').map((g) => g.querySelector('legend')!.textContent);
    expect(nomes).toHaveLength(16);
    expect(nomes.slice(12)).toEqual([
      'Exposição de trabalhos (opcional)',
      'Apresentação oral na mostra (opcional)',
      'Apresentação dos TCRs (opcional)',
      'Oficinas (opcional)',
    ]);
    expect(progresso()).toHaveTextContent('0 de 12 obrigatórios');
  });

  it('Simpósio: só a exposição de trabalhos entre os opcionais', async () => {
    abrir('Simpósio');
    await screen.findByRole('heading', { name: 'Avaliar: Simpósio de Saúde' });
    expect(screen.getAllByRole('group')).toHaveLength(13);
    expect(screen.getByRole('group', { name: 'Exposição de trabalhos (opcional)' })).toBeInTheDocument();
    expect(screen.queryByText(/Oficinas/)).not.toBeInTheDocument();
  });

  it('progresso e média prévia (0–10, uma casa, pt-BR) acompanham as respostas; o teclado troca a opção', async () => {
    const { user } = abrir();
    await screen.findByRole('heading', { name: 'Avaliar: Curso de Vacinação' });
    await user.click(within(grupo(obrigatorios[0]!)).getByRole('radio', { name: 'Ótimo 10' }));
    await user.click(within(grupo(obrigatorios[1]!)).getByRole('radio', { name: 'Regular 6' }));
    await user.click(within(grupo(obrigatorios[2]!)).getByRole('radio', { name: 'Ruim 4' }));
    expect(progresso()).toHaveTextContent('3 de 12 obrigatórios');
    expect(progresso()).toHaveTextContent('Média prévia: 6,7 / 10');
    await user.keyboard('{ArrowRight}'); // Ruim → Péssimo no mesmo grupo
    expect(within(grupo(obrigatorios[2]!)).getByRole('radio', { name: 'Péssimo 2' })).toBeChecked();
    expect(progresso()).toHaveTextContent('Média prévia: 6,0 / 10');
  });

  it('obrigatórios pendentes: não envia, avisa quantos faltam e foca o primeiro grupo pendente', async () => {
    responderEnvio(() => respostaDoContrato(AvaliacaoEnviadaSchema, { mensagem: 'ok', turma_id: 42 }, { status: 201 }));
    const { user } = abrir();
    await screen.findByRole('heading', { name: 'Avaliar: Curso de Vacinação' });
    await user.click(enviar());
    expect(await screen.findByText('Preencha todas as notas obrigatórias (12 pendente(s)).')).toBeInTheDocument();
    expect(grupo(obrigatorios[0]!)).toContainElement(document.activeElement as HTMLElement);

    await user.click(within(grupo(obrigatorios[0]!)).getByRole('radio', { name: 'Bom 8' }));
    await user.click(within(grupo(obrigatorios[1]!)).getByRole('radio', { name: 'Bom 8' }));
    expect(screen.getByText('Preencha todas as notas obrigatórias (10 pendente(s)).')).toBeInTheDocument();
    await user.click(enviar());
    await waitFor(() => expect(grupo(obrigatorios[2]!)).toContainElement(document.activeElement as HTMLElement));
    expect(within(grupo(obrigatorios[2]!)).getByText('Escolha uma opção.')).toBeInTheDocument();
    expect(corpos).toEqual([]);
  });

  it('envia exatamente as notas dadas e os textos preenchidos; toast com a mensagem do servidor e volta para /avaliacao', async () => {
    responderEnvio(() => respostaDoContrato(AvaliacaoEnviadaSchema, { mensagem: 'Avaliação enviada com sucesso!', turma_id: 42 }, { status: 201 }));
    const { user } = abrir('Congresso');
    await screen.findByRole('heading', { name: 'Avaliar: Congresso de Saúde' });
    for (const c of obrigatorios) await user.click(within(grupo(c)).getByRole('radio', { name: c.chave === 'recepcao' ? 'Ótimo 10' : 'Bom 8' }));
    await user.click(within(screen.getByRole('group', { name: 'Oficinas (opcional)' })).getByRole('radio', { name: 'Regular 6' }));
    const gostou = screen.getByLabelText('O que você mais gostou? (opcional)');
    await user.type(gostou, '  As oficinas práticas.  ');
    expect(screen.getByText('25 de 4.000 caracteres.')).toBeInTheDocument();
    expect(progresso()).toHaveTextContent('12 de 12 obrigatórios');
    await user.click(enviar());

    await waitFor(() => expect(screen.getByTestId('local-atual')).toHaveTextContent('/avaliacao'));
    expect(corpos).toEqual([
      {
        respostas: { ...Object.fromEntries(obrigatorios.map((c) => [c.chave, c.chave === 'recepcao' ? 'otimo' : 'bom'])), oficinas: 'regular' },
        gostou_mais: 'As oficinas práticas.',
      },
    ]);
    expect(toast.notificarSucesso).toHaveBeenCalledWith('Avaliação enviada com sucesso!');
  });

  it('com o certificado emitido no envio, vai para Meus Certificados', async () => {
    responderEnvio(() =>
      respostaDoContrato(AvaliacaoEnviadaSchema, { mensagem: 'Avaliação enviada com sucesso! Seu certificado foi emitido.', turma_id: 42, certificado_id: 9 }, { status: 201 }),
    );
    const { user } = abrir('Curso');
    await screen.findByRole('heading', { name: /^Avaliar:/ });
    for (const c of criteriosDoTipo('Curso').filter((x) => x.obrigatorio)) await user.click(within(grupo(c)).getByRole('radio', { name: 'Bom 8' }));
    await user.click(enviar());
    await waitFor(() => expect(screen.getByTestId('local-atual')).toHaveTextContent('/certificados'));
    expect(toast.notificarSucesso).toHaveBeenCalledWith('Avaliação enviada com sucesso! Seu certificado foi emitido.');
  });

  it('400 do servidor: marca o critério citado e foca o grupo', async () => {
    responderEnvio(() =>
      HttpResponse.json(
        { erro: 'Responda os critérios obrigatórios.', code: 'DADOS_INVALIDOS', details: { campos: [{ campo: 'limpeza', mensagem: 'Escolha uma opção.' }] } },
        { status: 400 },
      ),
    );
    const { user } = abrir();
    await screen.findByRole('heading', { name: 'Avaliar: Curso de Vacinação' });
    for (const c of obrigatorios) await user.click(within(grupo(c)).getByRole('radio', { name: 'Bom 8' }));
    await user.click(enviar());
    const limpeza = grupo(obrigatorios.find((c) => c.chave === 'limpeza')!);
    expect(await within(limpeza).findByText('Escolha uma opção.')).toBeInTheDocument();
    expect(limpeza).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByText('Responda os critérios obrigatórios.')).toBeInTheDocument();
  });

  it('409: avisa que a turma já foi avaliada e oferece o caminho de volta', async () => {
    responderEnvio(() => HttpResponse.json({ erro: 'Você já avaliou esta turma.', code: 'CONFLITO', details: { motivo: 'JA_AVALIADA' } }, { status: 409 }));
    const { user } = abrir();
    await screen.findByRole('heading', { name: 'Avaliar: Curso de Vacinação' });
    for (const c of obrigatorios) await user.click(within(grupo(c)).getByRole('radio', { name: 'Bom 8' }));
    await user.click(enviar());
    expect(await screen.findByRole('heading', { name: 'Avaliação já enviada' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Você já avaliou esta turma.');
    expect(screen.getByRole('link', { name: 'Voltar às avaliações pendentes' })).toHaveAttribute('href', '/avaliacao');
    expect(screen.queryByRole('button', { name: 'Enviar avaliação' })).not.toBeInTheDocument();
    expect(toast.notificarSucesso).not.toHaveBeenCalled();
  });

  it('403 com motivo: mostra a recusa do servidor e mantém o formulário', async () => {
    responderEnvio(() =>
      HttpResponse.json({ erro: 'Você ainda não atingiu a frequência mínima de 75% para avaliar.', code: 'SEM_PERMISSAO', details: { motivo: 'FREQUENCIA_INSUFICIENTE' } }, { status: 403 }),
    );
    const { user } = abrir();
    await screen.findByRole('heading', { name: 'Avaliar: Curso de Vacinação' });
    for (const c of obrigatorios) await user.click(within(grupo(c)).getByRole('radio', { name: 'Bom 8' }));
    await user.click(enviar());
    expect(await screen.findByRole('alert')).toHaveTextContent('Você ainda não atingiu a frequência mínima de 75% para avaliar.');
    expect(screen.getByTestId('local-atual')).toHaveTextContent('/avaliar/42');
  });

  it('quando não pode avaliar, mostra a recusa do servidor e o próximo passo, sem formulário', async () => {
    abrir('Curso', { codigo: 'TURMA_NAO_ENCERRADA', mensagem: 'A avaliação só fica disponível após o encerramento da turma.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('A avaliação só fica disponível após o encerramento da turma.');
    expect(screen.getByRole('link', { name: 'Voltar às avaliações pendentes' })).toHaveAttribute('href', '/avaliacao');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('teste do curso pendente: o próximo passo é o teste daquela turma', async () => {
    abrir('Curso', { codigo: 'TESTE_PENDENTE', mensagem: 'Faça e seja aprovado no teste do curso antes de avaliar.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Faça e seja aprovado no teste do curso antes de avaliar.');
    expect(screen.getByRole('link', { name: 'Fazer o teste do curso' })).toHaveAttribute('href', '/teste/42');
    expect(screen.getByRole('link', { name: 'Voltar às avaliações pendentes' })).toHaveAttribute('href', '/avaliacao');
  });
});
