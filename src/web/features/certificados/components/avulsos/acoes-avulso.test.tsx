import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENSAGENS_AVULSO } from '#shared/contracts/certificados-avulsos.ts';
import { respostaDeErro, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import PaginaCertificadosAvulsos from './pagina-certificados-avulsos.tsx';
import { adiada, LISTA, LISTA_ASSINANTES, ligarServidorFalso, type ServidorFalso } from '../../testing/fixtures-avulsos.ts';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));
const toast = await import('#web/lib/toast.ts');

const servidor = usarServidorMsw();
let falso: ServidorFalso;
let baixados: { nome: string; blob: Blob }[];

beforeEach(() => {
  vi.clearAllMocks();
  falso = ligarServidorFalso(servidor);
  baixados = [];
  let ultimo: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    ultimo = b as Blob;
    return 'blob:teste';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    baixados.push({ nome: this.download, blob: ultimo! });
  });
});
afterEach(() => vi.restoreAllMocks());

async function abrir() {
  const r = renderizar(<PaginaCertificadosAvulsos />, { rota: '/certificados-avulsos' });
  await screen.findByText('3 certificados encontrados.');
  return r;
}

const linha = (nome: string) => within(screen.getByRole('table')).getByRole('rowheader', { name: new RegExp(`^${nome}`) }).closest('tr')!;
const pdfDe = (nome: string) => within(linha(nome)).getByRole('button', { name: `PDF do certificado de ${nome}` });
const enviarDe = (nome: string, email: string) => within(linha(nome)).getByRole('button', { name: `Enviar para ${email}` });
const caixa = (nome: string) => screen.getByRole('checkbox', { name: nome });
const selecao = () => screen.getByRole('combobox', { name: /^2ª assinatura/ });

describe('Certificados avulsos: PDF e envio por e-mail', () => {
  it('PDF: baixa com o nome do Content-Disposition, sem opções na query quando nada está marcado', async () => {
    const { user } = await abrir();
    await user.click(pdfDe('Caio Prado'));
    await waitFor(() => expect(baixados).toHaveLength(1));
    expect(baixados[0]!.nome).toBe('certificado-avulso-2.pdf');
    expect(await baixados[0]!.blob.text()).toMatch(/^%PDF/);
    expect(falso.pedidos).toEqual([{ acao: 'pdf', id: 2, query: '' }]);
    expect(toast.notificarErro).not.toHaveBeenCalled();
  });

  it('PDF sem Content-Disposition: o nome padrão certificado_{id}.pdf', async () => {
    servidor.use(http.get(`${LISTA}/:id/pdf`, () => new HttpResponse(new TextEncoder().encode('%PDF-1.7'), { headers: { 'Content-Type': 'application/pdf' } })));
    const { user } = await abrir();
    await user.click(pdfDe('Ana Souza'));
    await waitFor(() => expect(baixados).toHaveLength(1));
    expect(baixados[0]!.nome).toBe('certificado_1.pdf');
  });

  it('uma ação por vez: a linha ocupada diz "Gerando…" e todos os botões das linhas ficam desabilitados até acabar', async () => {
    const segura = adiada();
    servidor.use(
      http.get(`${LISTA}/:id/pdf`, async () => {
        await segura.promessa;
        return new HttpResponse(new TextEncoder().encode('%PDF-1.7'), { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    const { user } = await abrir();
    await user.click(pdfDe('Caio Prado'));
    const ocupada = within(linha('Caio Prado'));
    expect(await ocupada.findByRole('button', { name: 'Gerando…' })).toBeDisabled();
    expect(linha('Caio Prado')).toHaveAttribute('aria-busy', 'true');
    for (const b of within(screen.getByRole('table')).getAllByRole('button')) expect(b).toBeDisabled();
    await user.click(enviarDe('Ana Souza', 'ana@teste.gov.br'));
    expect(falso.pedidos).toEqual([]);
    segura.resolver();
    await waitFor(() => expect(pdfDe('Caio Prado')).toBeEnabled());
    expect(enviarDe('Ana Souza', 'ana@teste.gov.br')).toBeEnabled();
    expect(baixados).toHaveLength(1);
  });

  it('Enviar: "Enviando…" na linha e no aviso, depois "✅ E-mail enviado!", o botão vira "Reenviar" e os contadores mudam', async () => {
    const segura = adiada();
    servidor.use(
      http.post(`${LISTA}/:id/enviar`, async ({ params }) => {
        falso.pedidos.push({ acao: 'enviar', id: Number(params.id), query: '' });
        await segura.promessa;
        return HttpResponse.json({ mensagem: 'E-mail enviado!', enviado_em: '2026-05-02T14:00:00.000Z' });
      }),
    );
    const { user } = await abrir();
    await user.click(enviarDe('Caio Prado', 'caio@saude.santos.sp.gov.br'));
    expect(await within(linha('Caio Prado')).findByRole('button', { name: 'Enviando…' })).toBeDisabled();
    expect(toast.notificarInfo).toHaveBeenCalledWith('📤 Enviando…', expect.anything());
    expect(pdfDe('Beatriz Nunes')).toBeDisabled();
    segura.resolver();
    expect(await within(linha('Caio Prado')).findByRole('button', { name: 'Reenviar para caio@saude.santos.sp.gov.br' })).toBeEnabled();
    expect(toast.notificarSucesso).toHaveBeenCalledWith('✅ E-mail enviado!');
    expect(within(linha('Caio Prado')).getByText('Enviado em 02/05/2026, 11:00')).toBeInTheDocument();
    const resumo = within(screen.getByRole('list', { name: 'Resumo dos certificados avulsos' }));
    expect(resumo.getByText('Enviados').nextSibling).toHaveTextContent('2');
    expect(resumo.getByText('Não enviados').nextSibling).toHaveTextContent('1');
    expect(falso.pedidos).toEqual([{ acao: 'enviar', id: 2, query: '' }]);
  });

  it('"Palestrante" e a 2ª assinatura vão na query do PDF e do envio (palestrante=1, assinatura2_id)', async () => {
    const { user } = await abrir();
    await user.click(caixa('Palestrante'));
    await user.click(caixa('Adicionar 2ª assinatura'));
    expect(within(selecao()).getAllByRole('option').map((o) => o.textContent)).toEqual(['Selecione quem assina', 'Igor Instrutor Lima — Coordenador pedagógico', 'Marta Diretora']);
    await user.selectOptions(selecao(), 'Igor Instrutor Lima — Coordenador pedagógico');
    await user.click(pdfDe('Ana Souza'));
    await waitFor(() => expect(baixados).toHaveLength(1));
    await user.click(enviarDe('Ana Souza', 'ana@teste.gov.br'));
    await waitFor(() => expect(toast.notificarSucesso).toHaveBeenCalledWith('✅ E-mail enviado!'));
    expect(falso.pedidos).toEqual([
      { acao: 'pdf', id: 1, query: 'palestrante=1&assinatura2_id=7' },
      { acao: 'enviar', id: 1, query: 'palestrante=1&assinatura2_id=7' },
    ]);
    // só a 2ª assinatura, sem palestrante
    await user.click(caixa('Palestrante'));
    await user.click(pdfDe('Ana Souza'));
    await waitFor(() => expect(falso.pedidos).toHaveLength(3));
    expect(falso.pedidos[2]!.query).toBe('assinatura2_id=7');
  });

  it('2ª assinatura marcada sem pessoa: bloqueia o PDF e o envio com a mensagem própria, sem chamar o servidor, e leva ao campo', async () => {
    const { user } = await abrir();
    await user.click(caixa('Adicionar 2ª assinatura'));
    await user.click(pdfDe('Caio Prado'));
    expect(toast.notificarErro).toHaveBeenLastCalledWith(MENSAGENS_AVULSO.segundaParaPdf);
    expect(selecao()).toHaveFocus();
    expect(selecao()).toHaveAccessibleDescription(MENSAGENS_AVULSO.segundaParaPdf);
    await user.click(enviarDe('Caio Prado', 'caio@saude.santos.sp.gov.br'));
    expect(toast.notificarErro).toHaveBeenLastCalledWith(MENSAGENS_AVULSO.segundaParaEnviar);
    expect(selecao()).toHaveAccessibleDescription(MENSAGENS_AVULSO.segundaParaEnviar);
    expect(falso.pedidos).toEqual([]);
    expect(baixados).toEqual([]);
    await user.selectOptions(selecao(), 'Marta Diretora');
    expect(selecao()).not.toHaveAttribute('aria-invalid');
  });

  it('desmarcar "Adicionar 2ª assinatura" limpa a pessoa escolhida (e as ações voltam a ir sem ela)', async () => {
    const { user } = await abrir();
    await user.click(caixa('Adicionar 2ª assinatura'));
    await user.selectOptions(selecao(), 'Marta Diretora');
    expect(selecao()).toHaveValue('9');
    await user.click(caixa('Adicionar 2ª assinatura'));
    expect(screen.queryByRole('combobox', { name: /^2ª assinatura/ })).not.toBeInTheDocument();
    await user.click(caixa('Adicionar 2ª assinatura'));
    expect(selecao()).toHaveValue('');
    await user.click(caixa('Adicionar 2ª assinatura'));
    await user.click(pdfDe('Ana Souza'));
    await waitFor(() => expect(falso.pedidos).toEqual([{ acao: 'pdf', id: 1, query: '' }]));
  });

  it('sem ninguém com assinatura (ou falha da lista, em silêncio): a dica "Nenhuma assinatura cadastrada encontrada."', async () => {
    servidor.use(http.get(LISTA_ASSINANTES, () => respostaDeErro(500, 'Falhou', 'ERRO_INTERNO')));
    const { user } = await abrir();
    await user.click(caixa('Adicionar 2ª assinatura'));
    await waitFor(() => expect(selecao()).toHaveAccessibleDescription('Nenhuma assinatura cadastrada encontrada.'));
    expect(within(selecao()).getAllByRole('option')).toHaveLength(1);
    expect(toast.notificarErro).not.toHaveBeenCalled();
  });

  it('409 (já enviado com outras opções): mostra a explicação do servidor; a linha continua como estava', async () => {
    const explicacao = 'Este certificado já foi enviado: o documento fica como a pessoa o recebeu.';
    servidor.use(
      http.post(`${LISTA}/:id/enviar`, () => respostaDeErro(409, explicacao, 'CONFLITO')),
      http.get(`${LISTA}/:id/pdf`, () => respostaDeErro(409, explicacao, 'CONFLITO')),
    );
    const { user } = await abrir();
    await user.click(within(linha('Beatriz Nunes')).getByRole('button', { name: 'Reenviar para beatriz@teste.gov.br' }));
    await waitFor(() => expect(toast.notificarErro).toHaveBeenCalledWith(explicacao));
    await user.click(pdfDe('Beatriz Nunes'));
    await waitFor(() => expect(toast.notificarErro).toHaveBeenCalledTimes(2));
    expect(toast.notificarErro).toHaveBeenLastCalledWith(explicacao);
    expect(baixados).toEqual([]);
  });

  it('falhas: "❌ Erro ao enviar e-mail." (a linha segue "Enviar") e "❌ Erro ao gerar PDF."', async () => {
    servidor.use(
      http.post(`${LISTA}/:id/enviar`, () => respostaDeErro(500, 'Falhou', 'ERRO_INTERNO')),
      http.get(`${LISTA}/:id/pdf`, () => respostaDeErro(502, 'Bad gateway', 'ERRO_INTERNO')),
    );
    const { user } = await abrir();
    await user.click(enviarDe('Caio Prado', 'caio@saude.santos.sp.gov.br'));
    await waitFor(() => expect(toast.notificarErro).toHaveBeenCalledWith('❌ Erro ao enviar e-mail.'));
    expect(toast.notificarSucesso).not.toHaveBeenCalled();
    expect(enviarDe('Caio Prado', 'caio@saude.santos.sp.gov.br')).toBeEnabled();
    await user.click(pdfDe('Caio Prado'));
    await waitFor(() => expect(toast.notificarErro).toHaveBeenLastCalledWith('❌ Erro ao gerar PDF.'));
  });
});
