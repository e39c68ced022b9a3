import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ValidacaoHistoricoSchema, type ValidacaoHistorico } from '#shared/contracts/historicos.ts';
import { notificarErro } from '#web/lib/toast.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { BotaoBaixarHistorico } from './botao-baixar-historico.tsx';
import { ValidarHistorico } from './validar-historico.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));
afterEach(() => vi.clearAllMocks());

const servidor = usarServidorMsw();

const VALIDO: ValidacaoHistorico = {
  situacao: 'valido',
  mensagem: 'Emitido pela Escola da Saúde, mas 1 certificado listado não tem mais validade (cancelado ou substituído depois da emissão).',
  historico: {
    codigo: '7KQ2-M9XD-4RTA', nome: 'Joana Prado Assis', emitido_em: '2030-03-10T15:00:00.000Z',
    itens: [
      { curso: 'Plantão de Réveillon', turma: 'Turma A', data_inicio: '2029-12-31', data_fim: '2029-12-31', carga_horaria: 4, numero: 'EMSP-SMS-2030-000001', certificado_valido: false },
      { curso: 'Curso de Janeiro', turma: 'Turma Manhã', data_inicio: '2030-01-02', data_fim: '2030-01-03', carga_horaria: 11, numero: 'EMSP-SMS-2030-000002', certificado_valido: true },
    ],
    totais: { por_ano: [{ ano: 2030, horas: 11, cursos: 1 }, { ano: 2029, horas: 4, cursos: 1 }], horas: 15, cursos: 2 },
    sem_validade: 1,
    hash_sha256: 'a'.repeat(64),
  },
};

describe('Validar histórico de formação (/validar-historico)', () => {
  it('com ?codigo= valida na hora: nome, cursos com a situação de hoje e os totais', async () => {
    const pedidos: string[] = [];
    servidor.use(http.get('/api/historicos/validar/:codigo', ({ params }) => (pedidos.push(String(params.codigo)), respostaDoContrato(ValidacaoHistoricoSchema, VALIDO))));
    renderizar(<ValidarHistorico />, { rota: '/validar-historico?codigo=7kq2m9xd4rta' });
    expect(screen.getByRole('heading', { level: 1, name: 'Validar histórico de formação' })).toBeInTheDocument();
    const resultado = within(await screen.findByRole('region', { name: 'Histórico autêntico, com certificado sem validade' }));
    expect(pedidos).toEqual(['7KQ2-M9XD-4RTA']);
    expect(resultado.getByText('Joana Prado Assis')).toBeInTheDocument();
    const linhas = resultado.getAllByRole('row');
    expect(linhas).toHaveLength(3);
    expect(within(linhas[1]!).getByText('Sem validade hoje (cancelado ou substituído)')).toBeInTheDocument();
    expect(within(linhas[2]!).getByText('Válido hoje')).toBeInTheDocument();
    expect(within(linhas[2]!).getByText('02/01/2030 a 03/01/2030')).toBeInTheDocument();
    expect(resultado.getByText('Total geral: 15 horas em 2 cursos')).toBeInTheDocument();
    expect(screen.getAllByRole('status').some((s) => s.textContent?.includes('1 certificado listado não tem mais validade'))).toBe(true);
  });

  it('código desconhecido: a mensagem do servidor e "Validar outro código" volta ao formulário', async () => {
    servidor.use(
      http.get('/api/historicos/validar/:codigo', () =>
        respostaDoContrato(ValidacaoHistoricoSchema, { situacao: 'nao_encontrado', mensagem: 'Nenhum histórico de formação com este código. Confira o código impresso no pé do documento.', historico: null }),
      ),
    );
    const { user } = renderizar(<ValidarHistorico />, { rota: '/validar-historico?codigo=ZZZZ-ZZZZ-ZZZZ' });
    expect(await screen.findByText('Nenhum histórico de formação com este código. Confira o código impresso no pé do documento.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Validar outro código' }));
    expect(screen.getByRole('form', { name: 'Validar histórico de formação' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Código de validação/)).toHaveFocus();
  });

  it('formato inválido não vai ao servidor; falha do servidor tem "Tentar novamente"', async () => {
    let chamadas = 0;
    servidor.use(http.get('/api/historicos/validar/:codigo', () => (chamadas++, respostaDeErro(500, 'x'))));
    const { user } = renderizar(<ValidarHistorico />, { rota: '/validar-historico' });
    await user.type(screen.getByLabelText(/Código de validação/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Validar' }));
    expect(screen.getByText(/formato inválido/)).toBeInTheDocument();
    expect(chamadas).toBe(0);
    await user.clear(screen.getByLabelText(/Código de validação/));
    await user.type(screen.getByLabelText(/Código de validação/), '7KQ2-M9XD-4RTA');
    await user.click(screen.getByRole('button', { name: 'Validar' }));
    expect(await screen.findByText('Não foi possível validar agora. Tente novamente em instantes.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});

describe('Baixar histórico de formação', () => {
  it('baixa o PDF com o nome do servidor; a falha vira aviso', async () => {
    const criar = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    servidor.use(
      http.get('/api/historicos/meu/pdf', () =>
        new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="historico-de-formacao-7KQ2-M9XD-4RTA.pdf"' } }),
      ),
    );
    const { user } = renderizar(<BotaoBaixarHistorico />);
    await user.click(screen.getByRole('button', { name: 'Baixar histórico de formação' }));
    await vi.waitFor(() => expect(criar).toHaveBeenCalled());
    servidor.use(http.get('/api/historicos/meu/pdf', () => respostaDeErro(500, 'x')));
    await user.click(await screen.findByRole('button', { name: 'Baixar histórico de formação' }));
    await vi.waitFor(() => expect(notificarErro).toHaveBeenCalledWith('Não foi possível gerar o histórico agora. Tente novamente.'), { timeout: 4000 });
  });
});
