import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { CertificadosDoInstrutorSchema } from '#shared/contracts/certificados.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { certificadoDeTeste, turmaEmissaoDeTeste } from '../../testing/fixtures.ts';
import { CertificadosDoInstrutor } from './certificados-instrutor.tsx';

const servidor = usarServidorMsw();
const URL_INSTRUTOR = '/api/certificados/instrutor';

const DADOS = {
  certificados: [certificadoDeTeste(4, { tipo: 'instrutor', nome: 'Carlos Lima' })],
  turmas: [
    turmaEmissaoDeTeste(5),
    turmaEmissaoDeTeste(6, {
      turma: { id: 6, nome: 'Turma 6', data_inicio: '2030-05-01', data_fim: '2030-05-20', encerrada: false },
      emitidos: 0,
      faltam: [{ etapa: 'encerramento', texto: 'A turma ainda não terminou.', pessoas: 12 }],
    }),
    turmaEmissaoDeTeste(7, { evento: { id: 107, titulo: 'Oficina de Curativos' }, inscritos: 4, emitidos: 4, faltam: [] }),
  ],
};

const responder = (dados: typeof DADOS) => servidor.use(http.get(URL_INSTRUTOR, () => respostaDoContrato(CertificadosDoInstrutorSchema, dados)));
const linha = (turma: string) => screen.getAllByRole('row').find((r) => within(r).queryByRole('rowheader')?.textContent?.includes(turma))!;

describe('Certificados do instrutor (/instrutor/certificados)', () => {
  it('mostra os certificados de instrutor e a emissão por turma, com o que falta por etapa', async () => {
    responder(DADOS);
    renderizar(<CertificadosDoInstrutor />, { rota: '/instrutor/certificados' });
    expect(screen.getByRole('heading', { level: 1, name: 'Certificados' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando certificados…');

    const cartao = within(await screen.findByRole('article', { name: 'Curso de Vacinação' }));
    expect(cartao.getByText('Instrutor(a)')).toBeInTheDocument();
    expect(cartao.getByRole('button', { name: 'Baixar PDF' })).toBeInTheDocument();

    const resumo = within(screen.getByRole('list', { name: 'Resumo' }));
    expect(resumo.getByText('Emitidos nas turmas').closest('li')).toHaveTextContent('10');
    expect(resumo.getByText('Pessoas sem certificado').closest('li')).toHaveTextContent('16');

    expect(screen.getByRole('table', { name: 'Emissão de certificados por turma' })).toBeInTheDocument();
    const t5 = within(linha('Turma 5'));
    expect(t5.getAllByRole('cell').map((c) => c.textContent)).toEqual(['Inscritos:10', 'Emitidos:6', 'Faltam:3 sem avaliação1 abaixo de 75 %']);
    expect(within(linha('Turma 6')).getByText('Em andamento')).toBeInTheDocument();
    expect(within(linha('Turma 7')).getByText('Nenhuma pendência')).toBeInTheDocument();
  });

  it('sem certificados nem turmas: as duas mensagens, com o próximo passo', async () => {
    responder({ certificados: [], turmas: [] });
    renderizar(<CertificadosDoInstrutor />, { rota: '/instrutor/certificados' });
    expect(await screen.findByText('Você ainda não tem certificados de instrutor ou palestrante.')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma turma sua com inscritos ainda.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver minha agenda' })).toHaveAttribute('href', '/agenda-instrutor');
  });

  it('erro ao carregar: avisa e "Tentar novamente" busca de novo', async () => {
    let pedidos = 0;
    servidor.use(http.get(URL_INSTRUTOR, () => (++pedidos === 1 ? respostaDeErro(500, 'Falhou') : respostaDoContrato(CertificadosDoInstrutorSchema, DADOS))));
    const { user } = renderizar(<CertificadosDoInstrutor />, { rota: '/instrutor/certificados' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar certificados.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: 'Emissão de certificados por turma' })).toBeInTheDocument();
    expect(pedidos).toBe(2);
  });
});
