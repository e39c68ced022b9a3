import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { z } from 'zod';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AtribuicaoAutomaticaSchema,
  AvaliacaoDoTrabalhoSchema,
  AvaliadorDaChamadaSchema,
  CaixaDeSaidaSchema,
  DecisaoDoTrabalhoSchema,
  EncerramentoSchema,
  LiberacaoSchema,
  PainelDaChamadaSchema,
  RankingSchema,
  type AtribuicaoAutomatica,
  type AvaliacaoDoTrabalho,
  type PainelDaChamada,
} from '#shared/contracts/revisao-gestao.ts';
import { MENSAGENS_REVISAO } from '#shared/rules/revisao.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { chamadaAdminDeTeste, ligarServidorFalso, submissaoDeTeste, type Pedido } from '../../../testing/fixtures.ts';
import { DialogoTrabalho } from '../dialogo-trabalho.tsx';
import { PainelRevisao } from './painel-revisao.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));
const { notificarSucesso } = await import('#web/lib/toast.ts');

const servidor = usarServidorMsw();
const CHAMADA = chamadaAdminDeTeste({ id: 1, titulo: 'Mostra 2030', publicado: true, aberta: false, total_trabalhos: 2, pode_excluir: false });
const VERA = { id: 7, nome: 'Vera Avaliadora' };
const PAULO = { id: 8, nome: 'Paulo Parecerista' };

function painelDeTeste(o: { decididos?: number; encerrada_em?: string | null; aberta?: boolean } = {}): PainelDaChamada {
  const zero = { atribuidos: 0, enviados: 0, pendentes: 0, atrasados: 0 };
  return PainelDaChamadaSchema.parse({
    chamada: {
      id: 1,
      titulo: 'Mostra 2030',
      prazo_final: '2030-03-31T23:59',
      aberta: o.aberta ?? false,
      prazo_avaliacao: null,
      lances_inicio: null,
      lances_fim: null,
      lances_abertos: false,
      avaliadores_por_trabalho: 2,
      limiar_divergencia: 3,
      terceiro_automatico: false,
      conflito_unidade: false,
      encerrada_em: o.encerrada_em ?? null,
    },
    trabalhos: {
      enviados: 2,
      sem_avaliadores: 0,
      incompletos: 0,
      avaliados: 2,
      divergentes: 0,
      decididos: o.decididos ?? 2,
      liberados: 0,
      por_decisao: { aprovada_exposicao: 1, aprovada_oral: 0, reprovada: 1 },
    },
    pareceres: { escrita: { atribuidos: 4, enviados: 4, pendentes: 0, atrasados: 0 }, oral: zero },
    avaliadores: [{ ...VERA, atribuidos: 2, enviados: 2, pendentes: 0, atrasados: 0 }],
    mensagens: { pendentes: 2, enviadas: 0 },
    certificados: { apresentacao_trabalho: 0, avaliador: 0 },
  });
}

const previaDeTeste = (marca: string, o: Partial<AtribuicaoAutomatica> = {}): AtribuicaoAutomatica =>
  AtribuicaoAutomaticaSchema.parse({
    tipo: 'escrita',
    aplicada: false,
    previa: marca,
    atribuicoes: [
      { submissao_id: 1, titulo: 'Acolhimento na UBS', avaliador: VERA, lance: 'quero', na_linha: true },
      { submissao_id: 2, titulo: 'Busca ativa de tuberculose', avaliador: PAULO, lance: null, na_linha: false },
    ],
    sem_cobertura: [],
    carga: [
      { avaliador: VERA, antes: 0, depois: 1 },
      { avaliador: PAULO, antes: 0, depois: 1 },
    ],
    resumo: { trabalhos: 2, novas: 2, carga_minima: 1, carga_maxima: 1, quero_atendidos: 1, prefiro_nao_usados: 0 },
    ...o,
  });

function avaliacaoDeTeste(o: Partial<AvaliacaoDoTrabalho['submissao']> = {}): AvaliacaoDoTrabalho {
  return AvaliacaoDoTrabalhoSchema.parse({
    submissao: {
      id: 1,
      chamada_id: 1,
      titulo: 'Acolhimento na UBS',
      status: 'em_avaliacao',
      linha: { id: 11, codigo: 'APS', nome: 'Atenção Primária à Saúde' },
      autor: { id: 5, nome: 'Úrsula Santos' },
      nota_escrita: 8.5,
      nota_oral: null,
      nota_final: 8.5,
      divergente: false,
      decisao: null,
      motivo: null,
      decidida_em: null,
      liberado_em: null,
      ...o,
    },
    atribuicoes: [
      {
        id: 41,
        tipo: 'escrita',
        origem: 'automatica',
        avaliador: VERA,
        atribuido_em: '2030-04-02T12:00:00.000Z',
        revogado_em: null,
        parecer: { situacao: 'enviado', nota: 8.5, enviado_em: '2030-04-03T12:00:00.000Z', comentario: 'Bom relato.', observacao_reservada: '', notas: [] },
        atrasado: false,
      },
    ],
    terceiro_sugerido: [],
  });
}

let pedidos: Pedido[];
const anotar = async (request: Request) => {
  const url = new URL(request.url);
  const tipo = request.headers.get('content-type') ?? '';
  pedidos.push({ metodo: request.method, caminho: url.pathname, query: url.searchParams.toString(), body: tipo.includes('json') ? await request.clone().json() : undefined });
};
const pedidosA = (caminho: string, metodo = 'POST') => pedidos.filter((p) => p.caminho === caminho && p.metodo === metodo);

beforeEach(() => {
  vi.clearAllMocks();
  pedidos = [];
  ligarServidorFalso(servidor, {
    admin: [CHAMADA],
    trabalhos: [submissaoDeTeste(1, { titulo: 'Acolhimento na UBS', status: 'em_avaliacao', autor: { id: 5, nome: 'Úrsula Santos', email: 'ursula@teste.gov.br' } })],
  });
  servidor.use(
    http.get('/api/admin/chamadas/1/painel', async ({ request }) => (await anotar(request), respostaDoContrato(PainelDaChamadaSchema, painelDeTeste()))),
    http.get('/api/admin/chamadas/1/avaliadores', () =>
      respostaDoContrato(z.array(AvaliadorDaChamadaSchema), [
        { ...VERA, email: 'vera@teste.gov.br', linhas: [11], atribuicoes_escrita: 0, atribuicoes_oral: 0, enviados: 0, lances: { quero: 1, posso: 0, prefiro_nao: 0 } },
        { ...PAULO, email: 'paulo@teste.gov.br', linhas: [], atribuicoes_escrita: 0, atribuicoes_oral: 0, enviados: 0, lances: { quero: 0, posso: 0, prefiro_nao: 0 } },
      ]),
    ),
    http.get('/api/admin/chamadas/1/ranking', async ({ request }) => {
      await anotar(request);
      const linha = new URL(request.url).searchParams.get('linha_id');
      const item = (id: number, titulo: string, linhaId: number, posicao: number) => ({
        posicao,
        posicao_na_linha: 1,
        submissao: { id, titulo, submetida_em: '2030-02-01T12:00:00.000Z', status: 'em_avaliacao' as const },
        autor: { id: 5, nome: 'Úrsula Santos', email: 'ursula@teste.gov.br' },
        linha: linhaId === 11 ? { id: 11, codigo: 'APS', nome: 'Atenção Primária à Saúde' } : { id: 12, codigo: 'VIG', nome: 'Vigilância em Saúde' },
        nota_escrita: 9 - posicao,
        nota_oral: null,
        nota_final: 9 - posicao,
        pareceres_escritos: 2,
        pareceres_orais: 0,
        divergente: false,
        decisao: null,
        liberada: false,
      });
      const todos = [item(1, 'Acolhimento na UBS', 11, 1), item(2, 'Busca ativa de tuberculose', 12, 2)];
      const itens = linha ? todos.filter((i) => i.linha.id === Number(linha)).map((i) => ({ ...i, posicao: 1 })) : todos;
      return respostaDoContrato(RankingSchema, { regra_de_desempate: 'Nota final; depois a escrita.', linha_id: linha ? Number(linha) : null, itens });
    }),
  );
});

const abrirPainel = (aoAbrirTrabalho = vi.fn()) => ({ ...renderizar(<PainelRevisao chamada={CHAMADA} aoAbrirTrabalho={aoAbrirTrabalho} />), aoAbrirTrabalho });

describe('Painel da revisão: andamento', () => {
  it('abre no andamento: indicadores, pareceres por tipo e por avaliador', async () => {
    abrirPainel();
    expect(await screen.findByRole('list', { name: 'Trabalhos da chamada' })).toHaveTextContent(/Decididos\s*2/);
    const escritos = within(screen.getByRole('table', { name: 'Pareceres por tipo' })).getByRole('row', { name: /Escritos/ });
    expect(escritos).toHaveTextContent(/Atribuídos:\s*4/);
    expect(within(screen.getByRole('table', { name: 'Pareceres por avaliador' })).getByRole('row', { name: /Vera Avaliadora/ })).toHaveTextContent(/Enviados:\s*2/);
  });
});

describe('Painel da revisão: atribuição automática', () => {
  it('a prévia não grava nada; "Aplicar" manda a marca da prévia vista e fecha a prévia', async () => {
    servidor.use(
      http.post('/api/admin/chamadas/1/atribuicao-automatica', async ({ request }) => {
        await anotar(request);
        const b = pedidos.at(-1)!.body as { aplicar: boolean };
        return respostaDoContrato(AtribuicaoAutomaticaSchema, b.aplicar ? { ...previaDeTeste('marca-1'), aplicada: true } : previaDeTeste('marca-1'));
      }),
    );
    const { user } = abrirPainel();
    await user.click(screen.getByRole('tab', { name: 'Avaliadores' }));
    expect(await screen.findByRole('rowheader', { name: /Vera Avaliadora/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gerar prévia' }));
    expect(await screen.findByText(/Prévia pronta: 2 atribuição\(ões\) nova\(s\)\. Nada foi gravado ainda\./)).toBeInTheDocument();
    const propostas = screen.getByRole('table', { name: 'Atribuições propostas' });
    expect(within(propostas).getByRole('row', { name: /Acolhimento na UBS/ })).toHaveTextContent('Vera Avaliadora');
    expect(within(propostas).getByRole('row', { name: /Acolhimento na UBS/ })).toHaveTextContent('Quero');
    expect(pedidosA('/api/admin/chamadas/1/atribuicao-automatica').map((p) => p.body)).toEqual([{ tipo: 'escrita', aplicar: false }]);

    await user.click(screen.getByRole('button', { name: 'Aplicar esta distribuição' }));
    await waitFor(() => expect(notificarSucesso).toHaveBeenCalledWith('2 atribuição(ões) gravada(s).'));
    expect(pedidosA('/api/admin/chamadas/1/atribuicao-automatica').at(-1)!.body).toEqual({ tipo: 'escrita', aplicar: true, previa: 'marca-1' });
    expect(screen.queryByRole('table', { name: 'Atribuições propostas' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aplicar esta distribuição' })).toBeNull();
  });

  it('prévia desatualizada (409): mostra a mensagem do servidor e descarta a prévia', async () => {
    servidor.use(
      http.post('/api/admin/chamadas/1/atribuicao-automatica', async ({ request }) => {
        await anotar(request);
        const b = pedidos.at(-1)!.body as { aplicar: boolean };
        return b.aplicar ? respostaDeErro(409, MENSAGENS_REVISAO.previaDesatualizada, 'CONFLITO') : respostaDoContrato(AtribuicaoAutomaticaSchema, previaDeTeste('marca-velha'));
      }),
    );
    const { user } = abrirPainel();
    await user.click(screen.getByRole('tab', { name: 'Avaliadores' }));
    await user.click(await screen.findByRole('button', { name: 'Gerar prévia' }));
    await user.click(await screen.findByRole('button', { name: 'Aplicar esta distribuição' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAGENS_REVISAO.previaDesatualizada);
    expect(pedidosA('/api/admin/chamadas/1/atribuicao-automatica').at(-1)!.body).toEqual({ tipo: 'escrita', aplicar: true, previa: 'marca-velha' });
    expect(screen.queryByRole('table', { name: 'Atribuições propostas' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aplicar esta distribuição' })).toBeNull();
    expect(notificarSucesso).not.toHaveBeenCalled();
  });
});

describe('Painel da revisão: ranking', () => {
  it('a linha temática vai na consulta e troca a tabela; o título abre o trabalho', async () => {
    const { user, aoAbrirTrabalho } = abrirPainel();
    await user.click(screen.getByRole('tab', { name: 'Ranking' }));
    const geral = await screen.findByRole('table', { name: 'Ranking geral' });
    expect(within(geral).getAllByRole('row')).toHaveLength(3);
    expect(pedidosA('/api/admin/chamadas/1/ranking', 'GET').map((p) => p.query)).toEqual(['']);
    await user.selectOptions(screen.getByLabelText('Linha temática do ranking'), 'VIG — Vigilância em Saúde');
    const daLinha = await screen.findByRole('table', { name: 'Ranking da linha' });
    await waitFor(() => expect(within(daLinha).getAllByRole('row')).toHaveLength(2));
    expect(within(daLinha).getByRole('button', { name: 'Busca ativa de tuberculose' })).toBeInTheDocument();
    expect(within(daLinha).queryByRole('button', { name: 'Acolhimento na UBS' })).toBeNull();
    expect(pedidosA('/api/admin/chamadas/1/ranking', 'GET').map((p) => p.query)).toEqual(['', 'linha_id=12']);
    await user.click(within(daLinha).getByRole('button', { name: 'Busca ativa de tuberculose' }));
    expect(aoAbrirTrabalho).toHaveBeenCalledWith(2);
  });
});

describe('Painel da revisão: caixa de saída, liberação e encerramento', () => {
  beforeEach(() => {
    servidor.use(
      http.post('/api/admin/chamadas/1/decisoes/previa', async ({ request }) => {
        await anotar(request);
        return respostaDoContrato(CaixaDeSaidaSchema, {
          mensagens: [
            { id: 1, submissao: { id: 1, titulo: 'Acolhimento na UBS' }, para: { id: 5, nome: 'Úrsula Santos', email: 'ursula@teste.gov.br', papel: 'autor' }, decisao: 'aprovada_exposicao', assunto: 'Seu trabalho foi aprovado', texto: 'Parabéns, Úrsula.' },
            { id: 2, submissao: { id: 2, titulo: 'Busca ativa de tuberculose' }, para: { id: null, nome: 'Igor Lima', email: 'igor@teste.gov.br', papel: 'coautor' }, decisao: 'reprovada', assunto: 'Resultado do seu trabalho', texto: 'Motivo: fora do tema.' },
          ],
          sem_decisao: 0,
          ja_liberados: 0,
        });
      }),
      http.post('/api/admin/chamadas/1/decisoes/liberacao', async ({ request }) => (await anotar(request), respostaDoContrato(LiberacaoSchema, { liberados: 2, mensagem: '2 resultado(s) liberado(s).' }))),
      http.post('/api/admin/chamadas/1/encerramento', async ({ request }) => {
        await anotar(request);
        return respostaDoContrato(EncerramentoSchema, { encerrada_em: '2030-05-01T12:00:00.000Z', emitidos_agora: 3, certificados: { apresentacao_trabalho: 2, avaliador: 1 }, mensagem: 'Chamada encerrada: 3 certificado(s) emitido(s).' });
      }),
    );
  });

  it('a caixa de saída lista cada mensagem; "Enviar 2 e liberar os resultados" chama a liberação e fecha', async () => {
    const { user } = abrirPainel();
    await user.click(screen.getByRole('tab', { name: 'Decisões' }));
    await user.click(await screen.findByRole('button', { name: 'Ver as mensagens antes de enviar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Caixa de saída das decisões' });
    const mensagens = within(within(dialogo).getByRole('list', { name: 'Mensagens' })).getAllByRole('listitem');
    expect(mensagens).toHaveLength(2);
    expect(mensagens[0]).toHaveTextContent('Seu trabalho foi aprovado');
    expect(mensagens[0]).toHaveTextContent('Para Úrsula Santos');
    expect(mensagens[0]).toHaveTextContent('Aprovada para exposição');
    expect(mensagens[1]).toHaveTextContent('Motivo: fora do tema.');
    expect(pedidosA('/api/admin/chamadas/1/decisoes/liberacao')).toHaveLength(0);
    await user.click(within(dialogo).getByRole('button', { name: 'Enviar 2 e liberar os resultados' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pedidosA('/api/admin/chamadas/1/decisoes/liberacao')).toHaveLength(1);
    expect(notificarSucesso).toHaveBeenCalledWith('2 resultado(s) liberado(s).');
  });

  it('cancelar a caixa de saída não libera nada', async () => {
    const { user } = abrirPainel();
    await user.click(screen.getByRole('tab', { name: 'Decisões' }));
    await user.click(await screen.findByRole('button', { name: 'Ver as mensagens antes de enviar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pedidosA('/api/admin/chamadas/1/decisoes/liberacao')).toHaveLength(0);
  });

  it('encerrar pede confirmação e chama o encerramento', async () => {
    const { user } = abrirPainel();
    await user.click(screen.getByRole('tab', { name: 'Decisões' }));
    await user.click(await screen.findByRole('button', { name: 'Encerrar a chamada' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Encerrar a chamada' });
    expect(pedidosA('/api/admin/chamadas/1/encerramento')).toHaveLength(0);
    await user.click(within(dialogo).getByRole('button', { name: 'Encerrar e emitir certificados' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pedidosA('/api/admin/chamadas/1/encerramento')).toHaveLength(1);
    expect(notificarSucesso).toHaveBeenCalledWith('Chamada encerrada: 3 certificado(s) emitido(s).');
  });

  it('encerramento recusado (422): a mensagem do servidor fica no diálogo', async () => {
    servidor.use(http.post('/api/admin/chamadas/1/encerramento', () => respostaDeErro(422, 'Há 1 trabalho com decisão por comunicar.')));
    const { user } = abrirPainel();
    await user.click(screen.getByRole('tab', { name: 'Decisões' }));
    await user.click(await screen.findByRole('button', { name: 'Encerrar a chamada' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Encerrar a chamada' });
    await user.click(within(dialogo).getByRole('button', { name: 'Encerrar e emitir certificados' }));
    expect(await within(dialogo).findByRole('alert')).toHaveTextContent('Há 1 trabalho com decisão por comunicar.');
  });

  it('chamada ainda aberta: encerrar fica desabilitado', async () => {
    servidor.use(http.get('/api/admin/chamadas/1/painel', () => respostaDoContrato(PainelDaChamadaSchema, painelDeTeste({ aberta: true }))));
    const { user } = abrirPainel();
    await user.click(screen.getByRole('tab', { name: 'Decisões' }));
    expect(await screen.findByRole('button', { name: 'Encerrar a chamada' })).toBeDisabled();
  });
});

describe('Diálogo do trabalho: avaliação e decisão', () => {
  let avaliacao: AvaliacaoDoTrabalho;
  beforeEach(() => {
    avaliacao = avaliacaoDeTeste();
    servidor.use(
      http.get('/api/admin/submissoes/1/avaliacao', () => respostaDoContrato(AvaliacaoDoTrabalhoSchema, avaliacao)),
      http.get('/api/admin/chamadas/1/avaliadores', () => respostaDoContrato(z.array(AvaliadorDaChamadaSchema), [])),
      http.put('/api/admin/submissoes/1/decisao', async ({ request }) => {
        await anotar(request);
        const b = pedidos.at(-1)!.body as { decisao: 'reprovada' | 'aprovada_exposicao'; motivo: string | null };
        if (b.decisao === 'reprovada' && !b.motivo) return respostaDeErro(400, MENSAGENS_REVISAO.reprovarSemMotivo, 'VALIDACAO');
        avaliacao = avaliacaoDeTeste({ decisao: b.decisao, motivo: b.motivo, decidida_em: '2030-04-05T12:00:00.000Z' });
        return respostaDoContrato(DecisaoDoTrabalhoSchema, { submissao_id: 1, decisao: b.decisao, motivo: b.motivo, decidida_em: '2030-04-05T12:00:00.000Z', liberado_em: null, status: 'em_avaliacao' });
      }),
    );
  });

  async function abrirDecisao() {
    const r = renderizar(<DialogoTrabalho id={1} aoFechar={vi.fn()} />);
    const dialogo = await screen.findByRole('dialog', { name: 'Acolhimento na UBS' });
    await r.user.click(within(dialogo).getByRole('tab', { name: 'Avaliação e decisão' }));
    await within(dialogo).findByRole('group', { name: 'Decisão' });
    return { ...r, dialogo };
  }

  it('mostra notas e pareceres; reprovar pede o motivo (a mensagem do servidor aparece) e manda decisão e motivo', async () => {
    const { user, dialogo } = await abrirDecisao();
    expect(within(dialogo).getByText('Vera Avaliadora')).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('radio', { name: 'Reprovada' }));
    const motivo = within(dialogo).getByRole('textbox', { name: /Motivo \(obrigatório ao reprovar\)/ });
    expect(motivo).toBeRequired();
    // sem motivo: o servidor recusa e a mensagem dele aparece (mesmo que o navegador não barre)
    motivo.removeAttribute('required');
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar decisão' }));
    expect(await within(dialogo).findByRole('alert')).toHaveTextContent(MENSAGENS_REVISAO.reprovarSemMotivo);
    expect(pedidosA('/api/admin/submissoes/1/decisao', 'PUT').map((p) => p.body)).toEqual([{ decisao: 'reprovada', motivo: null }]);

    await user.type(within(dialogo).getByRole('textbox', { name: /Motivo/ }), '  Fora do tema da chamada.  ');
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar decisão' }));
    await waitFor(() => expect(notificarSucesso).toHaveBeenCalledWith('Decisão guardada. O autor a recebe quando você liberar os resultados.'));
    expect(pedidosA('/api/admin/submissoes/1/decisao', 'PUT').at(-1)!.body).toEqual({ decisao: 'reprovada', motivo: 'Fora do tema da chamada.' });
    expect(await within(dialogo).findByText('Decidido: Reprovada (ainda não comunicado ao autor).')).toBeInTheDocument();
  });

  it('aprovar para exposição sem motivo manda motivo nulo', async () => {
    const { user, dialogo } = await abrirDecisao();
    expect(within(dialogo).getByRole('button', { name: 'Guardar decisão' })).toBeDisabled();
    await user.click(within(dialogo).getByRole('radio', { name: 'Aprovada para exposição' }));
    expect(within(dialogo).getByRole('textbox', { name: /Motivo ou observação ao autor \(opcional\)/ })).not.toBeRequired();
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar decisão' }));
    await waitFor(() => expect(pedidosA('/api/admin/submissoes/1/decisao', 'PUT')).toHaveLength(1));
    expect(pedidosA('/api/admin/submissoes/1/decisao', 'PUT')[0]!.body).toEqual({ decisao: 'aprovada_exposicao', motivo: null });
  });

  it('decisão já comunicada: só leitura, sem formulário', async () => {
    avaliacao = avaliacaoDeTeste({ decisao: 'reprovada', motivo: 'Fora do tema.', decidida_em: '2030-04-05T12:00:00.000Z', liberado_em: '2030-04-06T12:00:00.000Z', status: 'reprovada' });
    const r = renderizar(<DialogoTrabalho id={1} aoFechar={vi.fn()} />);
    const dialogo = await screen.findByRole('dialog', { name: 'Acolhimento na UBS' });
    await r.user.click(within(dialogo).getByRole('tab', { name: 'Avaliação e decisão' }));
    expect(await within(dialogo).findByText(/comunicada ao autor em/)).toBeInTheDocument();
    expect(within(dialogo).queryByRole('button', { name: 'Guardar decisão' })).toBeNull();
  });
});
