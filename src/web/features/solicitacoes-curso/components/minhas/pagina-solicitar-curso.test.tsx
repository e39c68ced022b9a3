import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SolicitacaoSchema } from '#shared/contracts/solicitacoes-curso.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { z } from 'zod';
import { LISTA, ligarServidorFalso, solicitacaoDeTeste, type ServidorFalso } from '../../testing/fixtures.ts';
import { SolicitarCurso } from './pagina-solicitar-curso.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));
const toast = await import('#web/lib/toast.ts');

const servidor = usarServidorMsw();
let falso: ServidorFalso;

const MINHAS = [
  solicitacaoDeTeste(1, { titulo: 'Rascunho de Acolhimento', status: 'rascunho', departamento: 'DEMAC', modalidade: 'online', criado_em: '2026-02-05T12:00:00.000Z' }),
  solicitacaoDeTeste(2, { titulo: 'Curso Enviado', status: 'enviada', criado_em: '2026-02-04T12:00:00.000Z' }),
  solicitacaoDeTeste(3, { titulo: 'Curso Aprovado', status: 'aprovada', criado_em: '2026-02-03T12:00:00.000Z' }),
  solicitacaoDeTeste(4, { titulo: 'Curso Rejeitado', status: 'rejeitada', motivo: 'Já existe um curso igual no semestre.', criado_em: '2026-02-02T12:00:00.000Z' }),
  solicitacaoDeTeste(5, { titulo: 'Curso Publicado', status: 'convertida', evento_id: 9, evento_publicado: true, criado_em: '2026-02-01T12:00:00.000Z' }),
  solicitacaoDeTeste(6, { titulo: 'Curso em Preparo', status: 'convertida', evento_id: 10, evento_publicado: false, criado_em: '2026-01-31T12:00:00.000Z' }),
];

beforeEach(() => {
  vi.clearAllMocks();
  falso = ligarServidorFalso(servidor, MINHAS);
});

async function abrir() {
  const r = renderizar(<SolicitarCurso />, { rota: '/solicitar-curso' });
  await screen.findByText('6 solicitações');
  return r;
}

const cartao = (titulo: string) => screen.getByRole('article', { name: titulo });
const botoes = (titulo: string) => within(cartao(titulo)).queryAllByRole('button').map((b) => b.textContent);

describe('Solicitar Curso (/solicitar-curso)', () => {
  it('pede só as próprias (minhas=1) e mostra cartões com situação, departamento, datas em pt-BR e modalidade', async () => {
    await abrir();
    expect(screen.getByRole('heading', { level: 1, name: 'Solicitar Curso' })).toBeInTheDocument();
    expect(screen.getByText('Proponha cursos para a rede de saúde. A Escola analisa e responde por aqui e por e-mail.')).toBeInTheDocument();
    expect(falso.pedidos.find((p) => p.caminho === LISTA)?.query).toBe('minhas=1');
    const c = within(cartao('Rascunho de Acolhimento'));
    expect(c.getByText('Rascunho')).toBeInTheDocument();
    expect(c.getByText('DEMAC')).toBeInTheDocument();
    expect(c.getByText('10/03/2026, 08:00–12:00')).toBeInTheDocument();
    expect(c.getByText('Curso · On-line')).toBeInTheDocument();
    expect(c.getByText('4 h (estimada pelas datas)')).toBeInTheDocument();
    // a mais recente primeiro
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)[0]).toBe('Rascunho de Acolhimento');
  });

  it('ações só quando a situação permite: rascunho edita, envia e retira; enviada só retira; decididas nenhuma', async () => {
    await abrir();
    expect(botoes('Rascunho de Acolhimento')).toEqual(['Ver detalhes de Rascunho de Acolhimento', 'Editar Rascunho de Acolhimento', 'Enviar para análise: Rascunho de Acolhimento', 'Retirar Rascunho de Acolhimento']);
    expect(botoes('Curso Enviado')).toEqual(['Ver detalhes de Curso Enviado', 'Retirar Curso Enviado']);
    for (const t of ['Curso Aprovado', 'Curso Rejeitado', 'Curso Publicado']) expect(botoes(t)).toEqual([`Ver detalhes de ${t}`]);
  });

  it('rejeitada mostra o motivo; convertida com evento_publicado tem "Ver evento", a não publicada só o texto, sem pedir o evento', async () => {
    const caminhos: string[] = [];
    const anotar = ({ request }: { request: Request }) => void caminhos.push(new URL(request.url).pathname);
    servidor.events.on('request:start', anotar);
    try {
      await abrir();
      expect(within(cartao('Curso Rejeitado')).getByText('Já existe um curso igual no semestre.')).toBeInTheDocument();
      expect(within(cartao('Curso Publicado')).getByRole('link', { name: 'Ver evento' })).toHaveAttribute('href', '/eventos/9');
      expect(within(cartao('Curso em Preparo')).getByText(/Convertida em evento\. Ele aparece em Eventos/)).toBeInTheDocument();
      expect(within(cartao('Curso em Preparo')).queryByRole('link')).toBeNull();
      // a situação do evento vem na própria solicitação: nenhum GET /api/eventos/:id por cartão
      expect(caminhos.filter((c) => c.startsWith('/api/eventos'))).toEqual([]);
    } finally {
      servidor.events.removeListener('request:start', anotar);
    }
  });

  it('"Ver detalhes" abre tudo o que foi proposto', async () => {
    const { user } = await abrir();
    const b = within(cartao('Curso Enviado')).getByRole('button', { name: 'Ver detalhes de Curso Enviado' });
    expect(b).toHaveAttribute('aria-expanded', 'false');
    await user.click(b);
    expect(b).toHaveAttribute('aria-expanded', 'true');
    expect(within(cartao('Curso Enviado')).getByText('Atualização para as equipes.')).toBeInTheDocument();
    expect(within(cartao('Curso Enviado')).getByText('Enfermeiros')).toBeInTheDocument();
  });

  it('"Enviar para análise" num rascunho: POST …/envio, aviso e o cartão muda de situação', async () => {
    const { user } = await abrir();
    await user.click(screen.getByRole('button', { name: 'Enviar para análise: Rascunho de Acolhimento' }));
    await waitFor(() => expect(toast.notificarSucesso).toHaveBeenCalledWith('Solicitação enviada para análise. A Escola responde por aqui e por e-mail.'));
    expect(falso.pedidos.filter((p) => p.metodo === 'POST').map((p) => p.caminho)).toEqual([`${LISTA}/1/envio`]);
    await waitFor(() => expect(within(cartao('Rascunho de Acolhimento')).getByText('Enviada')).toBeInTheDocument());
    expect(botoes('Rascunho de Acolhimento')).toEqual(['Ver detalhes de Rascunho de Acolhimento', 'Retirar Rascunho de Acolhimento']);
  });

  it('"Retirar" confirma num diálogo; "Cancelar" não retira, "Retirar solicitação" faz o POST …/retirada', async () => {
    const { user } = await abrir();
    await user.click(screen.getByRole('button', { name: 'Retirar Curso Enviado' }));
    const dialogo = screen.getByRole('dialog', { name: 'Retirar a solicitação?' });
    expect(within(dialogo).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    expect(falso.pedidos.filter((p) => p.metodo === 'POST')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Retirar Curso Enviado' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Retirar solicitação' }));
    await waitFor(() => expect(toast.notificarSucesso).toHaveBeenCalledWith('Solicitação retirada.'));
    expect(falso.pedidos.filter((p) => p.metodo === 'POST').map((p) => p.caminho)).toEqual([`${LISTA}/2/retirada`]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(within(cartao('Curso Enviado')).getByText('Retirada')).toBeInTheDocument());
  });

  it('a recusa da retirada aparece no diálogo', async () => {
    servidor.use(http.post(`${LISTA}/:id/retirada`, () => respostaDeErro(409, 'Esta solicitação já foi decidida e não pode ser retirada.')));
    const { user } = await abrir();
    await user.click(screen.getByRole('button', { name: 'Retirar Curso Enviado' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Retirar solicitação' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Esta solicitação já foi decidida e não pode ser retirada.');
  });

  it('sem solicitações: a mensagem e "Nova solicitação", que abre o formulário', async () => {
    servidor.use(http.get(LISTA, () => respostaDoContrato(z.array(SolicitacaoSchema), [])));
    const { user } = renderizar(<SolicitarCurso />);
    expect(await screen.findByText('Você ainda não fez nenhuma solicitação.')).toBeInTheDocument();
    const botoesNova = screen.getAllByRole('button', { name: 'Nova solicitação' });
    expect(botoesNova).toHaveLength(2);
    await user.click(botoesNova[1]!);
    expect(await screen.findByRole('dialog', { name: 'Nova solicitação de curso' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Título do curso/)).toHaveFocus());
  });

  it('falha ao carregar: avisa e "Tentar novamente" busca de novo', async () => {
    let n = 0;
    servidor.use(http.get(LISTA, () => (++n === 1 ? respostaDeErro(500, 'Falhou') : respostaDoContrato(z.array(SolicitacaoSchema), MINHAS))));
    const { user } = renderizar(<SolicitarCurso />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar suas solicitações.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('6 solicitações')).toBeInTheDocument();
  });
});
