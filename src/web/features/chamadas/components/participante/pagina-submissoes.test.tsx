import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { z } from 'zod';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ChamadaResumoSchema } from '#shared/contracts/chamadas.ts';
import { SubmissaoResumoSchema } from '#shared/contracts/submissoes.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { chamadaPublicaDeTeste, ligarServidorFalso, posterDeTeste, submissaoDeTeste, type ServidorFalso } from '../../testing/fixtures.ts';
import { SubmissaoDeTrabalhos } from './pagina-submissoes.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));
vi.mock('#web/lib/baixar-arquivo.ts', () => ({ baixarBlob: vi.fn(), baixarConteudo: vi.fn() }));
const toast = await import('#web/lib/toast.ts');
const { baixarBlob } = await import('#web/lib/baixar-arquivo.ts');

const servidor = usarServidorMsw();
let falso: ServidorFalso;

const TRABALHOS = [
  submissaoDeTeste(1, { titulo: 'Rascunho da caminhada', status: 'rascunho' }),
  submissaoDeTeste(2, { titulo: 'Acolhimento enviado', status: 'submetida', poster: posterDeTeste(), coautores: [{ nome: 'Igor', email: 'igor@teste.gov.br', unidade: null, papel: 'coautor', cpf: null }] }),
  submissaoDeTeste(3, { titulo: 'Enviado fora do prazo', status: 'submetida', pode_editar: false, pode_retirar: false, pode_enviar_poster: false }),
  submissaoDeTeste(4, { titulo: 'Retirado', status: 'retirada' }),
];

beforeEach(() => {
  vi.clearAllMocks();
  falso = ligarServidorFalso(servidor, {
    chamadas: [chamadaPublicaDeTeste(), chamadaPublicaDeTeste({ id: 2, titulo: 'Mostra de 2029', aberta: false, tem_modelo_banner: false })],
    trabalhos: TRABALHOS,
  });
});

async function abrir() {
  const r = renderizar(<SubmissaoDeTrabalhos />, { rota: '/submissoes' });
  await screen.findByText('4 trabalhos.');
  await screen.findByText('2 chamadas, 1 aberta.');
  return r;
}
const cartao = (titulo: string) => screen.getByRole('article', { name: titulo });
const botoes = (titulo: string) => within(cartao(titulo)).queryAllByRole('button').map((b) => b.textContent);

describe('Submissão de Trabalhos (/submissoes)', () => {
  it('chamadas com prazo no horário de Brasília e período; "Submeter trabalho" só na aberta; modelos só quando existem', async () => {
    await abrir();
    expect(screen.getByRole('heading', { level: 1, name: 'Submissão de Trabalhos' })).toBeInTheDocument();
    const aberta = within(cartao('Mostra de Experiências 2030'));
    expect(aberta.getByText('Dentro do prazo')).toBeInTheDocument();
    expect(aberta.getByText('31/03/2030 às 23:59')).toBeInTheDocument();
    expect(aberta.getByText('janeiro de 2029 a abril de 2029')).toBeInTheDocument();
    expect(botoes('Mostra de Experiências 2030')).toEqual(['Modelo de banner (Mostra de Experiências 2030)', 'Ver edital (Mostra de Experiências 2030)', 'Submeter trabalho (Mostra de Experiências 2030)']);
    expect(within(cartao('Mostra de 2029')).getByText('Prazo encerrado')).toBeInTheDocument();
    expect(botoes('Mostra de 2029')).toEqual(['Ver edital (Mostra de 2029)']);
  });

  it('baixa o modelo de banner pela API (SPEC §7) com o nome do servidor', async () => {
    const { user } = await abrir();
    await user.click(within(cartao('Mostra de Experiências 2030')).getByRole('button', { name: /Modelo de banner/ }));
    // o Blob vem do fetch do Node (outra classe que a do jsdom): vale o nome do Content-Disposition
    await waitFor(() => expect(baixarBlob).toHaveBeenCalledWith(expect.anything(), 'modelo-banner.pdf'));
  });

  it('meus trabalhos: situação, próximo passo e só as ações permitidas', async () => {
    await abrir();
    expect(within(cartao('Rascunho da caminhada')).getByText('Rascunho')).toBeInTheDocument();
    expect(within(cartao('Rascunho da caminhada')).getByText('Rascunho: só você vê. Complete e envie até 31/03/2030 às 23:59.')).toBeInTheDocument();
    expect(botoes('Rascunho da caminhada')).toEqual(['Continuar (Rascunho da caminhada)', 'Retirar Rascunho da caminhada']);
    expect(botoes('Acolhimento enviado')).toEqual(['Editar (Acolhimento enviado)', 'Pôster de Acolhimento enviado', 'Retirar Acolhimento enviado']);
    expect(within(cartao('Acolhimento enviado')).getByText('1 coautor')).toBeInTheDocument();
    expect(within(cartao('Enviado fora do prazo')).getByText('Enviado. O prazo encerrou: aguarde a avaliação.')).toBeInTheDocument();
    expect(botoes('Enviado fora do prazo')).toEqual(['Ver trabalho (Enviado fora do prazo)']);
    expect(botoes('Retirado')).toEqual(['Ver trabalho (Retirado)']);
    const indicadores = within(screen.getByRole('list', { name: 'Resumo dos meus trabalhos' }));
    expect(indicadores.getByText('Rascunhos').nextSibling).toHaveTextContent('1');
    expect(indicadores.getByText('Enviados').nextSibling).toHaveTextContent('2');
  });

  it('"Ver edital" abre o edital inteiro (Markdown seguro, linhas, critérios) e dali se submete', async () => {
    const { user } = await abrir();
    await user.click(screen.getByRole('button', { name: 'Ver edital (Mostra de Experiências 2030)' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Mostra de Experiências 2030' });
    expect(await within(dialogo).findByRole('heading', { level: 3, name: 'Mostra' })).toBeInTheDocument();
    expect(within(dialogo).getByText('todas').tagName).toBe('STRONG');
    expect(within(dialogo).getByText('APS — Atenção Primária à Saúde')).toBeInTheDocument();
    expect(within(dialogo).getByText(/Relevância/)).toHaveTextContent('Relevância — notas de 1 a 5, peso 2');
    expect(within(dialogo).getByText('Menção honrosa.')).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Submeter trabalho' }));
    await waitFor(() => expect(screen.getByTestId('local-atual')).toHaveTextContent('/submissoes?chamada=1'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Novo trabalho' })).toBeInTheDocument();
  });

  it('"Retirar" confirma num diálogo (foco em Cancelar); confirmado, POST …/retirada e o cartão muda', async () => {
    const { user } = await abrir();
    await user.click(screen.getByRole('button', { name: 'Retirar Acolhimento enviado' }));
    const dialogo = screen.getByRole('dialog', { name: 'Retirar o trabalho?' });
    expect(within(dialogo).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    expect(falso.gravados()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Retirar Acolhimento enviado' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Retirar trabalho' }));
    await waitFor(() => expect(toast.notificarSucesso).toHaveBeenCalledWith('Trabalho retirado.'));
    expect(falso.gravados().map((p) => p.caminho)).toEqual(['/api/submissoes/2/retirada']);
    await waitFor(() => expect(within(cartao('Acolhimento enviado')).getByText('Retirado')).toBeInTheDocument());
  });

  it('a recusa da retirada (prazo) aparece no diálogo', async () => {
    servidor.use(http.post('/api/submissoes/:id/retirada', () => respostaDeErro(422, 'Prazo encerrado para alterações.')));
    const { user } = await abrir();
    await user.click(screen.getByRole('button', { name: 'Retirar Rascunho da caminhada' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Retirar trabalho' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Prazo encerrado para alterações.');
  });

  it('sem chamadas e sem trabalhos: as mensagens e o próximo passo', async () => {
    servidor.use(
      http.get('/api/chamadas', () => respostaDoContrato(z.array(ChamadaResumoSchema), [])),
      http.get('/api/submissoes/minhas', () => respostaDoContrato(z.array(SubmissaoResumoSchema), [])),
    );
    renderizar(<SubmissaoDeTrabalhos />);
    expect(await screen.findByText('Nenhuma chamada disponível no momento.')).toBeInTheDocument();
    expect(await screen.findByText('Você ainda não submeteu nenhum trabalho.')).toBeInTheDocument();
    expect(screen.getByText('Quando houver uma chamada aberta, você pode submeter por aqui.')).toBeInTheDocument();
  });

  it('falha ao carregar: avisa e "Tentar novamente" busca de novo', async () => {
    let n = 0;
    servidor.use(http.get('/api/submissoes/minhas', () => (++n === 1 ? respostaDeErro(500, 'Falhou') : respostaDoContrato(z.array(SubmissaoResumoSchema), []))));
    const { user } = renderizar(<SubmissaoDeTrabalhos />);
    expect(await screen.findByText(/Não foi possível carregar seus trabalhos/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Você ainda não submeteu nenhum trabalho.')).toBeInTheDocument();
  });

  it('fechar o editor devolve o foco a "Meus trabalhos"', async () => {
    const { user } = await abrir();
    await user.click(screen.getByRole('button', { name: 'Continuar (Rascunho da caminhada)' }));
    await screen.findByRole('heading', { level: 2, name: 'Editar trabalho' });
    await user.click(screen.getAllByRole('link', { name: 'Voltar para Submissão de Trabalhos' })[0]!);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Meus trabalhos' })).toHaveFocus());
  });
});
