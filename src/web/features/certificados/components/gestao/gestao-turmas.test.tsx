import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CertificadoDaGestaoSchema, EmissaoDaTurmaSchema, LoteSchema, TurmaDaGestaoSchema, TurmaEmissaoSchema,
} from '#shared/contracts/certificados.ts';
import { MensagemSchema } from '#shared/contracts/comum.ts';
import { notificarErro, notificarSucesso } from '#web/lib/toast.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { INTERVALO_LOTE_MS } from '../../api/acompanhar-lote.ts';
import { daGestaoDeTeste, loteDeTeste, pessoaDeTeste, turmaEmissaoDeTeste } from '../../testing/fixtures.ts';
import { GestaoCertificados } from './gestao-certificados.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));

const servidor = usarServidorMsw();
const API = '/api/certificados';
let corpos: { caminho: string; corpo: unknown }[];

const TURMAS = [
  turmaEmissaoDeTeste(5),
  turmaEmissaoDeTeste(6, { evento: { id: 106, titulo: 'Oficina de Curativos' }, turma: { id: 6, nome: 'Turma Noite', data_inicio: '2030-05-01', data_fim: '2030-05-20', encerrada: false }, faltam: [] }),
];

const PESSOAS = {
  resumo: TURMAS[0]!,
  pessoas: [
    pessoaDeTeste(40, { nome: 'Carlos Lima', tipo: 'instrutor', frequencia: null, certificado: daGestaoDeTeste(9, { nome: 'Carlos Lima', tipo: 'instrutor' }) }),
    pessoaDeTeste(30, { nome: 'Ana Souza', email: 'ana@teste.gov.br', frequencia: 0.875, certificado: daGestaoDeTeste(1) }),
    pessoaDeTeste(31, { nome: 'Bruno Dias', frequencia: 0.5, etapa: 'frequencia', texto: 'Frequência abaixo de 75 %.' }),
  ],
};

async function corpo(request: Request, caminho: string) {
  const texto = await request.text();
  corpos.push({ caminho, corpo: texto ? JSON.parse(texto) : null });
}

beforeEach(() => {
  corpos = [];
  servidor.use(
    http.get(`${API}/gestao/turmas`, () => respostaDoContrato(z.array(TurmaEmissaoSchema), TURMAS)),
    http.get(`${API}/gestao/turmas/:id`, ({ params }) => (params.id === '5' ? respostaDoContrato(TurmaDaGestaoSchema, PESSOAS) : respostaDeErro(404, 'Turma não encontrada.', 'NAO_ENCONTRADO'))),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

const abrir = (rota = '/gestao-certificados') => renderizar(<GestaoCertificados />, { rota });
const local = () => screen.getByTestId('local-atual').textContent;
const linhaDe = (texto: string) => screen.getAllByRole('row').find((r) => within(r).queryByRole('rowheader')?.textContent?.includes(texto))!;

describe('Gestão de Certificados — turmas', () => {
  it('lista as turmas com a emissão; a busca filtra no navegador e fica no endereço', async () => {
    const { user } = abrir();
    expect(screen.getByRole('heading', { level: 1, name: 'Gestão de Certificados' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Turmas' })).toHaveAttribute('aria-selected', 'true');
    const tabela = await screen.findByRole('table', { name: 'Emissão de certificados por turma' });
    expect(within(tabela).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('2 turmas encontradas')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar turma' }), 'curativos');
    await waitFor(() => expect(local()).toBe('/gestao-certificados?q=curativos'));
    expect(await screen.findByText('1 turma encontrada')).toBeInTheDocument();
    expect(within(linhaDe('Oficina de Curativos')).getByText('Em andamento')).toBeInTheDocument();
  });

  it('a busca sem resultado diz isso e "Limpar busca" volta a lista inteira', async () => {
    const { user } = abrir('/gestao-certificados?q=inexistente');
    expect(await screen.findByText('Nenhuma turma com este nome.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar turma' })).toHaveValue('inexistente');
    await user.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(await screen.findByText('2 turmas encontradas')).toBeInTheDocument();
    await waitFor(() => expect(local()).toBe('/gestao-certificados'));
  });

  it('"Ver pessoas" abre a turma no endereço: pessoas com certificado ou a etapa que falta', async () => {
    const { user } = abrir();
    await user.click(await screen.findByRole('button', { name: 'Ver pessoas — Curso de Vacinação — Turma 5' }));
    const titulo = await screen.findByRole('heading', { level: 2, name: 'Curso de Vacinação — Turma 5' });
    expect(local()).toBe('/gestao-certificados?turma=5');
    await waitFor(() => expect(titulo).toHaveFocus());
    const ana = within(linhaDe('Ana Souza'));
    expect(ana.getByText('ana@teste.gov.br')).toBeInTheDocument();
    expect(ana.getByText('87,5%')).toBeInTheDocument();
    expect(ana.getByText('EMSP-SMS-2030-000001')).toBeInTheDocument();
    expect(ana.getByText('Válido')).toBeInTheDocument();
    expect(within(linhaDe('Carlos Lima')).getByText('Instrutor(a)')).toBeInTheDocument();
    const bruno = within(linhaDe('Bruno Dias'));
    expect(bruno.getByText('Frequência abaixo de 75 %.')).toBeInTheDocument();
    expect(bruno.queryByRole('button')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar às turmas' }));
    expect(await screen.findByRole('table', { name: 'Emissão de certificados por turma' })).toBeInTheDocument();
    expect(local()).toBe('/gestao-certificados');
  });

  it('turma inexistente no endereço: a recusa com o caminho de volta', async () => {
    abrir('/gestao-certificados?turma=999');
    expect(await screen.findByText('Turma não encontrada.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas as turmas' })).toHaveAttribute('href', '/gestao-certificados');
  });

  it('erro ao carregar as turmas: avisa e "Tentar novamente" busca de novo', async () => {
    let n = 0;
    servidor.use(http.get(`${API}/gestao/turmas`, () => (++n === 1 ? respostaDeErro(500, 'Falhou') : respostaDoContrato(z.array(TurmaEmissaoSchema), TURMAS))));
    const { user } = abrir();
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar as turmas.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: 'Emissão de certificados por turma' })).toBeInTheDocument();
  });

  it('"Emitir pendentes" mostra a mensagem do servidor', async () => {
    servidor.use(
      http.post(`${API}/gestao/turmas/5/emissao`, () => respostaDoContrato(EmissaoDaTurmaSchema, { mensagem: '2 certificados emitidos.', emitidos: 2 })),
    );
    const { user } = abrir('/gestao-certificados?turma=5');
    await user.click(await screen.findByRole('button', { name: 'Emitir pendentes' }));
    expect(await screen.findByText('2 certificados emitidos.')).toBeInTheDocument();
  });

  it('"Reenviar" manda o e-mail e avisa; a recusa vira toast de erro', async () => {
    let n = 0;
    servidor.use(
      http.post(`${API}/:id/reenvio`, () => (++n === 1 ? respostaDoContrato(MensagemSchema, { mensagem: 'E-mail enviado!' }) : respostaDeErro(409, 'A pessoa não tem e-mail cadastrado.', 'CONFLITO'))),
    );
    const { user } = abrir('/gestao-certificados?turma=5');
    await user.click(await screen.findByRole('button', { name: 'Reenviar — Ana Souza (EMSP-SMS-2030-000001)' }));
    await waitFor(() => expect(notificarSucesso).toHaveBeenCalledWith('E-mail enviado!'));
    await user.click(screen.getByRole('button', { name: 'Reenviar — Ana Souza (EMSP-SMS-2030-000001)' }));
    await waitFor(() => expect(notificarErro).toHaveBeenCalledWith('A pessoa não tem e-mail cadastrado.'));
  });

  it('"Cancelar": o motivo é obrigatório (5 a 2000), o erro fica no campo com foco, e o motivo vai aparado', async () => {
    servidor.use(
      http.post(`${API}/:id/cancelamento`, async ({ request }) => {
        await corpo(request, 'cancelamento');
        return respostaDoContrato(CertificadoDaGestaoSchema, daGestaoDeTeste(1, { status: 'cancelado', cancelado_em: '2030-04-02T15:00:00.000Z', motivo_cancelamento: 'Turma errada.' }));
      }),
    );
    const { user } = abrir('/gestao-certificados?turma=5');
    const botao = await screen.findByRole('button', { name: 'Cancelar — Ana Souza (EMSP-SMS-2030-000001)' });
    await user.click(botao);
    const dialogo = within(screen.getByRole('dialog', { name: 'Cancelar certificado?' }));
    const motivo = dialogo.getByRole('textbox', { name: 'Motivo' });
    expect(motivo).toHaveFocus();
    await user.click(dialogo.getByRole('button', { name: 'Cancelar certificado' }));
    expect(await dialogo.findByText('Informe o motivo (5 a 2000 caracteres).')).toBeInTheDocument();
    expect(motivo).toHaveAttribute('aria-invalid', 'true');
    expect(motivo).toHaveFocus();
    await user.type(motivo, '  abc  ');
    await user.click(dialogo.getByRole('button', { name: 'Cancelar certificado' }));
    expect(await dialogo.findByText('Informe o motivo (5 a 2000 caracteres).')).toBeInTheDocument();
    expect(corpos).toEqual([]);
    await user.clear(motivo);
    await user.type(motivo, '  Turma errada.  ');
    expect(dialogo.getByText('17 de 2.000 caracteres. Fica registrado na gestão; a validação pública mostra só a data.')).toBeInTheDocument();
    await user.click(dialogo.getByRole('button', { name: 'Cancelar certificado' }));
    await waitFor(() => expect(notificarSucesso).toHaveBeenCalledWith('Certificado cancelado.'));
    expect(corpos).toEqual([{ caminho: 'cancelamento', corpo: { motivo: 'Turma errada.' } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"Cancelar": a recusa do servidor aparece no diálogo, que continua aberto', async () => {
    servidor.use(http.post(`${API}/:id/cancelamento`, () => respostaDeErro(409, 'Este certificado já está cancelado.', 'CONFLITO')));
    const { user } = abrir('/gestao-certificados?turma=5');
    await user.click(await screen.findByRole('button', { name: 'Cancelar — Ana Souza (EMSP-SMS-2030-000001)' }));
    const dialogo = within(screen.getByRole('dialog'));
    await user.type(dialogo.getByRole('textbox', { name: 'Motivo' }), 'Turma errada.');
    await user.click(dialogo.getByRole('button', { name: 'Cancelar certificado' }));
    expect(await dialogo.findByRole('alert')).toHaveTextContent('Este certificado já está cancelado.');
    expect(notificarErro).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"Reemitir": a confirmação explica o número e o código novos; confirmar reemite', async () => {
    servidor.use(
      http.post(`${API}/:id/reemissao`, async ({ request, params }) => {
        await corpo(request, `reemissao/${String(params.id)}`);
        return respostaDoContrato(CertificadoDaGestaoSchema, daGestaoDeTeste(12, { substitui_id: 1 }), { status: 201 });
      }),
    );
    const { user } = abrir('/gestao-certificados?turma=5');
    await user.click(await screen.findByRole('button', { name: 'Reemitir — Ana Souza (EMSP-SMS-2030-000001)' }));
    const dialogo = within(screen.getByRole('dialog', { name: 'Reemitir certificado?' }));
    expect(dialogo.getByText(/novo número e novo código de validação/)).toBeInTheDocument();
    expect(dialogo.getByRole('button', { name: 'Voltar' })).toHaveFocus();
    await user.click(dialogo.getByRole('button', { name: 'Reemitir certificado' }));
    await waitFor(() => expect(notificarSucesso).toHaveBeenCalledWith('Certificado reemitido: EMSP-SMS-2030-000012.'));
    expect(corpos.map((c) => c.caminho)).toEqual(['reemissao/1']);
  });

  it('"Enviar todos por e-mail": barra de progresso consultando até acabar e o resultado por pessoa', async () => {
    // relógio falso que anda com o real: as consultas seguem o ritmo normal, e no fim dá para avançar o
    // relógio de uma vez e provar que nenhuma consulta nova foi marcada
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const etapas = [loteDeTeste(3, 1), loteDeTeste(3, 2, 1)];
    let consultas = 0;
    servidor.use(
      http.post(`${API}/envios`, async ({ request }) => {
        await corpo(request, 'envios');
        return respostaDoContrato(LoteSchema, loteDeTeste(3, 0), { status: 201 });
      }),
      http.get(`${API}/envios/77`, () => respostaDoContrato(LoteSchema, etapas[Math.min(consultas++, etapas.length - 1)]!)),
    );
    const { user } = abrir('/gestao-certificados?turma=5');
    await user.click(await screen.findByRole('button', { name: 'Enviar todos por e-mail' }));
    const dialogo = within(await screen.findByRole('dialog', { name: 'Envio por e-mail — Curso de Vacinação — Turma 5' }));
    expect(corpos).toEqual([{ caminho: 'envios', corpo: { turma_id: 5 } }]);
    const barra = dialogo.getByRole('progressbar', { name: /Progresso do envio/ });
    expect(barra).toHaveAttribute('aria-valuenow', '0');
    expect(barra).toHaveAttribute('aria-valuemax', '3');
    expect(dialogo.getByText('Enviando…')).toBeInTheDocument();
    await waitFor(() => expect(barra).toHaveAttribute('aria-valuenow', '1'), { timeout: 4000 });
    await waitFor(() => expect(barra).toHaveAttribute('aria-valuenow', '3'), { timeout: 4000 });
    expect(dialogo.getByText('Envio concluído: 2 e-mails enviados, 1 falha.')).toBeInTheDocument();
    const resultado = within(dialogo.getByRole('list', { name: 'Resultado por destinatário' }));
    const itens = resultado.getAllByRole('listitem');
    expect(itens[0]).toHaveTextContent('Pessoa 3');
    expect(itens[0]).toHaveTextContent('FalhouSem e-mail cadastrado.');
    expect(itens[1]).toHaveTextContent('Enviado');
    const antes = consultas;
    await act(() => vi.advanceTimersByTimeAsync(INTERVALO_LOTE_MS * 4));
    expect(consultas).toBe(antes);
    await user.click(dialogo.getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 15_000);
});
