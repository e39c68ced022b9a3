import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AssinanteDisponivelSchema } from '#shared/contracts/assinaturas.ts';
import { AssinantesPadraoSchema } from '#shared/contracts/certificados.ts';
import { notificarSucesso } from '#web/lib/toast.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { AssinantesPadrao } from './assinantes-padrao.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));

const servidor = usarServidorMsw();
const URL_PADRAO = '/api/certificados/assinantes-padrao';
const PESSOAS = [
  { id: 1, nome: 'Dra. Helena Prado', funcao: 'Chefe da Escola da Saúde' },
  { id: 2, nome: 'Marcos Vidal', funcao: null },
  { id: 3, nome: 'Rita Campos', funcao: 'Secretária de Saúde' },
  { id: 4, nome: 'Paulo Neves', funcao: 'Coordenador' },
];
const assinante = (id: number, tem_assinatura = true) => ({ ...PESSOAS.find((p) => p.id === id)!, tem_assinatura });
let gravados: unknown[];

beforeEach(() => {
  gravados = [];
  servidor.use(
    http.get(URL_PADRAO, () => respostaDoContrato(AssinantesPadraoSchema, { assinantes: [assinante(1), assinante(2, false)] })),
    http.get('/api/assinatura/lista', () => respostaDoContrato(z.array(AssinanteDisponivelSchema), PESSOAS.filter((p) => p.id !== 2).map((p) => ({ ...p, tem_assinatura: true as const })))),
    http.put(URL_PADRAO, async ({ request }) => {
      const corpo = (await request.json()) as { assinantes: number[] };
      gravados.push(corpo);
      return respostaDoContrato(AssinantesPadraoSchema, { assinantes: corpo.assinantes.map((id) => assinante(id)) });
    }),
  );
});
afterEach(() => vi.clearAllMocks());

const lista = () => within(screen.getByRole('list', { name: 'Assinantes padrão, em ordem' }));
const nomes = () => lista().getAllByRole('listitem').map((li) => li.querySelector('p')!.textContent);

describe('Assinantes padrão', () => {
  it('mostra os salvos em ordem, explica o uso e avisa quem está sem assinatura', async () => {
    renderizar(<AssinantesPadrao />);
    expect(screen.getByText(/As turmas que não escolheram os seus assinantes usam estes, nesta ordem./)).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Assinantes padrão, em ordem' });
    expect(nomes()).toEqual(['1. Dra. Helena Prado', '2. Marcos Vidal']);
    expect(lista().getByText('Chefe da Escola da Saúde')).toBeInTheDocument();
    expect(lista().getByText(/Sem assinatura salva/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar assinantes' })).toBeDisabled();
  });

  it('remove, adiciona (só quem tem assinatura, até 3), reordena e salva em ordem', async () => {
    const { user } = renderizar(<AssinantesPadrao />);
    await screen.findByRole('list', { name: 'Assinantes padrão, em ordem' });
    await user.click(screen.getByRole('button', { name: 'Remover Marcos Vidal' }));
    const adicionar = screen.getByRole('combobox', { name: 'Adicionar assinante' });
    await waitFor(() => expect(within(adicionar).getAllByRole('option')).toHaveLength(3));
    expect(within(adicionar).queryByRole('option', { name: /Dra. Helena Prado/ })).not.toBeInTheDocument();
    await user.selectOptions(adicionar, 'Rita Campos — Secretária de Saúde');
    await user.selectOptions(adicionar, 'Paulo Neves — Coordenador');
    expect(nomes()).toEqual(['1. Dra. Helena Prado', '2. Rita Campos', '3. Paulo Neves']);
    expect(adicionar).toBeDisabled();
    expect(within(adicionar).getByRole('option', { name: 'Já são 3 assinantes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subir Paulo Neves' }));
    expect(nomes()).toEqual(['1. Dra. Helena Prado', '2. Paulo Neves', '3. Rita Campos']);
    expect(screen.getByText('Paulo Neves passou para a 2ª posição.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir Dra. Helena Prado' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Salvar assinantes' }));
    await waitFor(() => expect(notificarSucesso).toHaveBeenCalledWith('Assinantes padrão salvos.'));
    expect(gravados).toEqual([{ assinantes: [1, 4, 3] }]);
    expect(screen.getByRole('button', { name: 'Salvar assinantes' })).toBeDisabled();
  });

  it('"Desfazer alterações" volta ao que está salvo', async () => {
    const { user } = renderizar(<AssinantesPadrao />);
    await screen.findByRole('list', { name: 'Assinantes padrão, em ordem' });
    await user.click(screen.getByRole('button', { name: 'Descer Dra. Helena Prado' }));
    expect(nomes()).toEqual(['1. Marcos Vidal', '2. Dra. Helena Prado']);
    await user.click(screen.getByRole('button', { name: 'Desfazer alterações' }));
    expect(nomes()).toEqual(['1. Dra. Helena Prado', '2. Marcos Vidal']);
  });

  it('recusa ao salvar (pessoa sem assinatura): a mensagem do servidor na seção', async () => {
    servidor.use(http.put(URL_PADRAO, () => respostaDeErro(400, 'Marcos Vidal ainda não tem assinatura salva.', 'DADOS_INVALIDOS')));
    const { user } = renderizar(<AssinantesPadrao />);
    await screen.findByRole('list', { name: 'Assinantes padrão, em ordem' });
    await user.click(screen.getByRole('button', { name: 'Descer Dra. Helena Prado' }));
    await user.click(screen.getByRole('button', { name: 'Salvar assinantes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Marcos Vidal ainda não tem assinatura salva.');
  });

  it('ninguém com assinatura: a dica e o caminho para salvar a própria no perfil', async () => {
    servidor.use(
      http.get(URL_PADRAO, () => respostaDoContrato(AssinantesPadraoSchema, { assinantes: [] })),
      http.get('/api/assinatura/lista', () => respostaDoContrato(z.array(AssinanteDisponivelSchema), [])),
    );
    renderizar(<AssinantesPadrao />);
    expect(await screen.findByText(/Nenhum assinante padrão/)).toBeInTheDocument();
    expect(await screen.findByText(/Nenhuma assinatura cadastrada encontrada./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Salvar a minha assinatura em Meu Perfil' })).toHaveAttribute('href', '/perfil');
  });

  it('erro ao carregar: avisa e "Tentar novamente" busca de novo', async () => {
    let n = 0;
    servidor.use(http.get(URL_PADRAO, () => (++n === 1 ? respostaDeErro(500, 'Falhou') : respostaDoContrato(AssinantesPadraoSchema, { assinantes: [assinante(1)] }))));
    const { user } = renderizar(<AssinantesPadrao />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar os assinantes padrão.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await screen.findByRole('list', { name: 'Assinantes padrão, em ordem' });
    expect(nomes()).toEqual(['1. Dra. Helena Prado']);
  });
});
