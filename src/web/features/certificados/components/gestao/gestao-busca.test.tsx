import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AssinanteDisponivelSchema } from '#shared/contracts/assinaturas.ts';
import { AssinantesPadraoSchema, CertificadoDaGestaoSchema, LoteSchema, TurmaEmissaoSchema } from '#shared/contracts/certificados.ts';
import { paginaSchema } from '#shared/contracts/comum.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { daGestaoDeTeste, loteDeTeste } from '../../testing/fixtures.ts';
import { GestaoCertificados } from './gestao-certificados.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));

const servidor = usarServidorMsw();
const API = '/api/certificados';
const Pagina = paginaSchema(CertificadoDaGestaoSchema);
let consultas: string[];
let envios: unknown[];

const ITENS = [
  daGestaoDeTeste(1),
  daGestaoDeTeste(2, { nome: 'Bruno Dias', email: 'bruno@teste.gov.br', enviado_em: '2030-03-07T12:00:00.000Z' }),
  daGestaoDeTeste(3, { nome: 'Carla Reis', status: 'cancelado', cancelado_em: '2030-03-08T12:00:00.000Z', motivo_cancelamento: 'Nome errado.' }),
];

beforeEach(() => {
  consultas = [];
  envios = [];
  servidor.use(
    http.get(`${API}/gestao`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      consultas.push(q.toString());
      const itens = q.get('busca') === 'nada' ? [] : ITENS;
      return respostaDoContrato(Pagina, { itens, total: itens.length ? 45 : 0, pagina: Number(q.get('pagina')), por_pagina: 20 });
    }),
    http.post(`${API}/envios`, async ({ request }) => {
      envios.push(await request.json());
      return respostaDoContrato(LoteSchema, loteDeTeste(2, 2), { status: 201 });
    }),
    http.get(`${API}/envios/77`, () => respostaDoContrato(LoteSchema, loteDeTeste(2, 2))),
  );
});
afterEach(() => vi.clearAllMocks());

const abrir = (rota = '/gestao-certificados?aba=certificados') => renderizar(<GestaoCertificados />, { rota });
const local = () => screen.getByTestId('local-atual').textContent;
const linhaDe = (texto: string) => screen.getAllByRole('row').find((r) => within(r).queryByRole('rowheader')?.textContent?.includes(texto))!;

describe('Gestão de Certificados — busca nos certificados', () => {
  it('as abas respondem às setas do teclado e vão para o endereço', async () => {
    servidor.use(
      http.get(`${API}/gestao/turmas`, () => respostaDoContrato(z.array(TurmaEmissaoSchema), [])),
      http.get(`${API}/assinantes-padrao`, () => respostaDoContrato(AssinantesPadraoSchema, { assinantes: [] })),
      http.get('/api/assinatura/lista', () => respostaDoContrato(z.array(AssinanteDisponivelSchema), [])),
    );
    const { user } = abrir('/gestao-certificados');
    const turmas = screen.getByRole('tab', { name: 'Turmas' });
    turmas.focus();
    await user.keyboard('{ArrowRight}');
    const certificados = screen.getByRole('tab', { name: 'Certificados' });
    expect(certificados).toHaveFocus();
    expect(certificados).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(local()).toBe('/gestao-certificados?aba=certificados'));
    expect(screen.getByRole('tabpanel', { name: 'Certificados' })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Assinantes padrão' })).toHaveFocus();
    expect(await screen.findByText('Nenhuma assinatura cadastrada encontrada.', { exact: false })).toBeInTheDocument();
  });

  it('lista paginada com situação, envio, motivo do cancelamento e as ações certas por situação', async () => {
    abrir();
    const tabela = await screen.findByRole('table', { name: 'Certificados encontrados' });
    expect(screen.getByText('45 certificados encontrados')).toBeInTheDocument();
    expect(within(tabela).getAllByRole('row')).toHaveLength(4);
    expect(consultas[0]).toBe('pagina=1&por_pagina=20');
    const ana = within(linhaDe('Ana Souza'));
    expect(ana.getByText('Ainda não enviado por e-mail')).toBeInTheDocument();
    expect(ana.getByText('7KQ2-M9XD-4RT1')).toBeInTheDocument();
    expect(within(linhaDe('Bruno Dias')).getByText('Enviado em 07/03/2030')).toBeInTheDocument();
    const carla = within(linhaDe('Carla Reis'));
    expect(carla.getByText('Cancelado')).toBeInTheDocument();
    expect(carla.getByText('Motivo: Nome errado.')).toBeInTheDocument();
    expect(carla.queryByRole('button', { name: /^Cancelar/ })).not.toBeInTheDocument();
    expect(carla.queryByRole('button', { name: /^Reenviar/ })).not.toBeInTheDocument();
    expect(carla.getByRole('button', { name: /^Reemitir/ })).toBeInTheDocument();
    expect(carla.getByRole('checkbox')).toBeDisabled();
    expect(screen.getByRole('navigation', { name: 'Páginas de certificados' })).toHaveTextContent('Página 1 de 3');
  });

  it('a busca espera a pausa de digitação (250 ms), vai ao endereço e à consulta, e volta à página 1', async () => {
    const { user } = abrir('/gestao-certificados?aba=certificados&pagina=2');
    await screen.findByRole('table', { name: 'Certificados encontrados' });
    expect(consultas).toEqual(['pagina=2&por_pagina=20']);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'ana');
    expect(consultas).toHaveLength(1);
    await waitFor(() => expect(local()).toBe('/gestao-certificados?aba=certificados&busca=ana'));
    await waitFor(() => expect(consultas.at(-1)).toBe('busca=ana&pagina=1&por_pagina=20'));
    expect(consultas).toHaveLength(2);
  });

  it('filtros de situação e tipo no endereço; sem resultado, "Limpar filtros" volta ao começo', async () => {
    const { user } = abrir('/gestao-certificados?aba=certificados&busca=nada&status=cancelado');
    expect(await screen.findByText('Nenhum certificado com esta busca ou filtros.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Situação' })).toHaveValue('cancelado');
    expect(consultas[0]).toBe('busca=nada&status=cancelado&pagina=1&por_pagina=20');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Palestrante');
    await waitFor(() => expect(local()).toBe('/gestao-certificados?aba=certificados&busca=nada&status=cancelado&tipo=palestrante'));
    await user.click(screen.getAllByRole('button', { name: 'Limpar filtros' }).at(-1)!);
    await waitFor(() => expect(local()).toBe('/gestao-certificados?aba=certificados'));
    expect(await screen.findByRole('table', { name: 'Certificados encontrados' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('');
  });

  it('"Próxima" muda a página no endereço e na consulta', async () => {
    const { user } = abrir();
    await screen.findByRole('table', { name: 'Certificados encontrados' });
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await waitFor(() => expect(local()).toBe('/gestao-certificados?aba=certificados&pagina=2'));
    await waitFor(() => expect(consultas.at(-1)).toBe('pagina=2&por_pagina=20'));
  });

  it('seleção: só os válidos; "Enviar selecionados por e-mail" manda os ids e mostra o resultado', async () => {
    const { user } = abrir();
    await screen.findByRole('table', { name: 'Certificados encontrados' });
    const enviar = screen.getByRole('button', { name: 'Enviar selecionados por e-mail' });
    expect(enviar).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar os válidos desta página' }));
    expect(screen.getByRole('button', { name: 'Enviar selecionados por e-mail (2)' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Bruno Dias (EMSP-SMS-2030-000002)' }));
    await user.click(screen.getByRole('button', { name: 'Enviar selecionados por e-mail (1)' }));
    const dialogo = within(await screen.findByRole('dialog', { name: 'Envio por e-mail dos selecionados' }));
    expect(envios).toEqual([{ certificado_ids: [1] }]);
    expect(dialogo.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    expect(dialogo.getByText('Envio concluído: 2 e-mails enviados.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar selecionados por e-mail' })).toBeDisabled();
  });

  it('certificado da chamada de trabalhos: aparece com a origem, cancela pela mesma ação; sem reemitir nem envio em lote', async () => {
    const doTrabalho = daGestaoDeTeste(9, {
      origem: 'chamada', tipo: 'apresentacao_trabalho', nome: 'Davi de Fora', email: 'davi@uni.test', usuario_id: null, numero: 'EMSP-SMS-CH-2030-000001',
      curso: 'Mostra de Experiências 2030', turma: 'Acolhimento', turma_id: null, evento_id: null,
    });
    const cancelamentos: unknown[] = [];
    servidor.use(
      http.get(`${API}/gestao`, () => respostaDoContrato(Pagina, { itens: [doTrabalho], total: 1, pagina: 1, por_pagina: 20 })),
      http.post(`${API}/:id/cancelamento`, async ({ request, params }) => {
        cancelamentos.push([params.id, await request.json()]);
        return respostaDoContrato(CertificadoDaGestaoSchema, { ...doTrabalho, status: 'cancelado', cancelado_em: '2030-05-02T15:00:00.000Z', motivo_cancelamento: 'Coautor por engano.' });
      }),
    );
    const { user } = abrir();
    await screen.findByRole('table', { name: 'Certificados encontrados' });
    const davi = within(linhaDe('Davi de Fora'));
    expect(davi.getByText(/^Chamada de trabalhos/)).toBeInTheDocument();
    expect(davi.getByText('EMSP-SMS-CH-2030-000001')).toBeInTheDocument();
    expect(davi.queryByRole('button', { name: /^Reemitir/ })).not.toBeInTheDocument();
    expect(davi.getByRole('button', { name: /^Reenviar/ })).toBeInTheDocument();
    expect(davi.getByRole('checkbox')).toBeDisabled();
    await user.click(davi.getByRole('button', { name: 'Cancelar — Davi de Fora (EMSP-SMS-CH-2030-000001)' }));
    const dialogo = await screen.findByRole('dialog');
    await user.type(within(dialogo).getByRole('textbox'), 'Coautor por engano.');
    await user.click(within(dialogo).getByRole('button', { name: /Cancelar certificado/ }));
    await waitFor(() => expect(cancelamentos).toEqual([['9', { motivo: 'Coautor por engano.' }]]));
  });

  it('erro ao carregar: avisa e "Tentar novamente" busca de novo', async () => {
    let n = 0;
    servidor.use(http.get(`${API}/gestao`, () => (++n === 1 ? respostaDeErro(500, 'Falhou') : respostaDoContrato(Pagina, { itens: ITENS, total: 3, pagina: 1, por_pagina: 20 }))));
    const { user } = abrir();
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar certificados.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: 'Certificados encontrados' })).toBeInTheDocument();
  });
});
