import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MeusCertificadosSchema } from '#shared/contracts/certificados.ts';
import { notificarErro, notificarSucesso } from '#web/lib/toast.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { aCaminhoDeTeste, certificadoDeTeste } from '../../testing/fixtures.ts';
import { MeusCertificados } from './meus-certificados.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));

const servidor = usarServidorMsw();
const URL_MEUS = '/api/certificados/meus';

const DADOS = {
  certificados: [
    certificadoDeTeste(1),
    certificadoDeTeste(2, { tipo: 'palestrante', curso: 'Seminário de Vigilância', turma: null, data_inicio: '2030-02-10', data_fim: '2030-02-10', carga_horaria: 1 }),
    certificadoDeTeste(3, { status: 'substituido', curso: 'Oficina Antiga' }),
  ],
  a_caminho: [
    aCaminhoDeTeste(7),
    aCaminhoDeTeste(8, { evento: { id: 21, titulo: 'Curso de Triagem', tipo: 'Curso' }, etapa: 'teste', texto: 'Falta passar no teste obrigatório do curso.', link: '/teste/8' }),
    aCaminhoDeTeste(9, { evento: { id: 22, titulo: 'Congresso de APS', tipo: 'Congresso' }, etapa: 'frequencia', texto: 'Frequência abaixo de 75 %.', link: '/minhas-presencas' }),
    aCaminhoDeTeste(10, { evento: { id: 23, titulo: 'Palestra de Saúde Mental', tipo: 'Palestra' }, etapa: 'encerramento', texto: 'A turma ainda não terminou.', link: null }),
    aCaminhoDeTeste(11, { evento: { id: 24, titulo: 'Simpósio de Enfermagem', tipo: 'Simpósio' }, etapa: 'emissao', texto: 'Cadeia completa: o certificado está sendo emitido.', link: null }),
    aCaminhoDeTeste(12, {
      evento: { id: 25, titulo: 'Curso Cancelado', tipo: 'Curso' },
      etapa: 'cancelado',
      texto: 'O certificado desta turma foi cancelado pela administração. Fale com a Escola da Saúde.',
      link: null,
    }),
  ],
};

const responder = (dados = DADOS) => servidor.use(http.get(URL_MEUS, () => respostaDoContrato(MeusCertificadosSchema, dados)));
const cartao = (curso: string) => within(screen.getByRole('article', { name: curso }));
/** Um botão do cartão do curso, esperando a lista chegar. */
const botaoDoCartao = async (curso: string, nome: string) => within(await screen.findByRole('article', { name: curso })).getByRole('button', { name: nome });
const indicador = (rotulo: string) => within(screen.getByRole('list', { name: 'Resumo dos certificados' })).getByText(rotulo).closest('li')!;

afterEach(() => {
  vi.clearAllMocks();
  delete (navigator as { share?: unknown }).share;
});

describe('Meus Certificados (/certificados)', () => {
  it('carrega: números do topo, um cartão por certificado com curso, turma, tipo, período, carga, número e código', async () => {
    responder();
    renderizar(<MeusCertificados />, { rota: '/certificados' });
    expect(screen.getByRole('heading', { level: 1, name: 'Meus Certificados' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando seus certificados…');
    expect(indicador('Certificados')).toHaveTextContent('—');

    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('3 certificados');
    expect(indicador('Certificados')).toHaveTextContent('Certificados3');
    // o cancelado pela administração aparece na lista, mas não conta como "a caminho"
    expect(indicador('A caminho')).toHaveTextContent('A caminho5');

    const vacina = cartao('Curso de Vacinação');
    expect(vacina.getByText('Válido')).toBeInTheDocument();
    expect(vacina.getByText('Participante')).toBeInTheDocument();
    expect(vacina.getByText('Turma: Turma A')).toBeInTheDocument();
    expect(vacina.getByText('01/03/2030 a 05/03/2030')).toBeInTheDocument();
    expect(vacina.getByText('8 horas')).toBeInTheDocument();
    expect(vacina.getByText('EMSP-SMS-2030-000001')).toBeInTheDocument();
    expect(vacina.getByText('7KQ2-M9XD-4RT1')).toBeInTheDocument();
    expect(vacina.getByText('06/03/2030')).toBeInTheDocument();
    expect(vacina.getByRole('link', { name: 'Conferir validação' })).toHaveAttribute('href', '/validar-certificado?codigo=7KQ2-M9XD-4RT1');

    const seminario = cartao('Seminário de Vigilância');
    expect(seminario.getByText('Palestrante')).toBeInTheDocument();
    expect(seminario.getByText('10/02/2030')).toBeInTheDocument();
    expect(seminario.getByText('1 hora')).toBeInTheDocument();
    expect(seminario.queryByText(/^Turma:/)).not.toBeInTheDocument();
  });

  it('certificado substituído: sem PDF nem compartilhar, com o aviso de usar o mais recente', async () => {
    responder();
    renderizar(<MeusCertificados />, { rota: '/certificados' });
    const antiga = within(await screen.findByRole('article', { name: 'Oficina Antiga' }));
    expect(antiga.getByText('Substituído')).toBeInTheDocument();
    expect(antiga.getByText('Este certificado foi substituído por uma nova emissão: use o mais recente.')).toBeInTheDocument();
    expect(antiga.queryByRole('button')).not.toBeInTheDocument();
  });

  it('"A caminho": a etapa que falta e o botão do próximo passo (teste, avaliação, presenças)', async () => {
    responder();
    renderizar(<MeusCertificados />, { rota: '/certificados' });
    const secao = within((await screen.findByRole('heading', { level: 2, name: 'A caminho' })).closest('section')!);
    expect(secao.getByText('Falta enviar a avaliação do curso.')).toBeInTheDocument();
    expect(secao.getByRole('link', { name: 'Avaliar o curso' })).toHaveAttribute('href', '/avaliar/7');
    expect(secao.getByRole('link', { name: 'Fazer o teste' })).toHaveAttribute('href', '/teste/8');
    expect(secao.getByRole('link', { name: 'Ver minhas presenças' })).toHaveAttribute('href', '/minhas-presencas');
    expect(secao.getByText('A turma ainda não terminou.')).toBeInTheDocument();
    expect(secao.getByText('Cadeia completa: o certificado está sendo emitido.')).toBeInTheDocument();
    expect(secao.getByText(/foi cancelado pela administração/)).toBeInTheDocument();
    expect(secao.getAllByRole('link')).toHaveLength(3);
  });

  it('sem certificados: explica a cadeia e leva a Meus Cursos', async () => {
    responder({ certificados: [], a_caminho: [] });
    renderizar(<MeusCertificados />, { rota: '/certificados' });
    expect(await screen.findByText('Você ainda não tem certificados.')).toBeInTheDocument();
    expect(screen.getByText(/presença de pelo menos 75 %, aprovação no teste \(quando o curso tem um\) e a avaliação do curso enviada/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para Meus Cursos' })).toHaveAttribute('href', '/minhas-inscricoes');
    expect(screen.queryByRole('heading', { name: 'A caminho' })).not.toBeInTheDocument();
  });

  it('erro ao carregar: avisa e "Tentar novamente" busca de novo', async () => {
    let pedidos = 0;
    servidor.use(http.get(URL_MEUS, () => (++pedidos === 1 ? respostaDeErro(500, 'Falhou') : respostaDoContrato(MeusCertificadosSchema, DADOS))));
    const { user } = renderizar(<MeusCertificados />, { rota: '/certificados' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar certificados.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article', { name: 'Curso de Vacinação' })).toBeInTheDocument();
    expect(pedidos).toBe(2);
  });

  describe('ações', () => {
    let baixados: { blob: Blob; nome: string }[];
    beforeEach(() => {
      baixados = [];
      vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
        baixados.push({ blob: b as Blob, nome: '' });
        return 'blob:teste';
      });
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        baixados.at(-1)!.nome = this.download;
      });
    });
    afterEach(() => vi.restoreAllMocks());

    it('"Baixar PDF" baixa o arquivo com o nome do Content-Disposition', async () => {
      servidor.use(
        http.get('/api/certificados/1/pdf', () => {
          return new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
            headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="certificado-EMSP-SMS-2030-000001.pdf"' },
          });
        }),
      );
      responder();
      const { user } = renderizar(<MeusCertificados />, { rota: '/certificados' });
      await user.click(await botaoDoCartao('Curso de Vacinação', 'Baixar PDF'));
      await waitFor(() => expect(baixados).toHaveLength(1));
      expect(baixados[0]!.nome).toBe('certificado-EMSP-SMS-2030-000001.pdf');
      expect(baixados[0]!.blob.size).toBe(4);
    });

    it('PDF recusado pelo servidor: o toast diz o motivo', async () => {
      servidor.use(http.get('/api/certificados/1/pdf', () => respostaDeErro(409, 'Este certificado foi cancelado e não pode ser baixado.', 'CONFLITO')));
      responder();
      const { user } = renderizar(<MeusCertificados />, { rota: '/certificados' });
      await user.click(await botaoDoCartao('Curso de Vacinação', 'Baixar PDF'));
      await waitFor(() => expect(notificarErro).toHaveBeenCalledWith('Este certificado foi cancelado e não pode ser baixado.'));
    });
  });

  it('"Compartilhar validação" usa a folha do aparelho quando existe', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    responder();
    const { user } = renderizar(<MeusCertificados />, { rota: '/certificados' });
    await user.click(await botaoDoCartao('Curso de Vacinação', 'Compartilhar validação'));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: 'https://escola.exemplo.gov.br/validar-certificado?codigo=7KQ2-M9XD-4RT1' }));
    expect(notificarSucesso).not.toHaveBeenCalled();
  });

  it('sem a folha de compartilhamento, copia o link de validação e avisa', async () => {
    expect('share' in navigator).toBe(false);
    responder();
    const { user } = renderizar(<MeusCertificados />, { rota: '/certificados' });
    await user.click(await botaoDoCartao('Curso de Vacinação', 'Compartilhar validação'));
    await waitFor(() => expect(notificarSucesso).toHaveBeenCalledWith('Link de validação copiado.'));
    expect(await navigator.clipboard.readText()).toBe('https://escola.exemplo.gov.br/validar-certificado?codigo=7KQ2-M9XD-4RT1');
  });

  it('cancelar a folha de compartilhamento não mostra erro nem copia', async () => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: vi.fn().mockRejectedValue(new DOMException('cancelado', 'AbortError')) });
    responder();
    const { user } = renderizar(<MeusCertificados />, { rota: '/certificados' });
    await user.click(await botaoDoCartao('Curso de Vacinação', 'Compartilhar validação'));
    await waitFor(() => expect(navigator.share).toHaveBeenCalled());
    // a recusa da folha e tudo o que vem depois dela são microtarefas: uma tarefa vazia só roda depois de todas
    await act(() => new Promise<void>((r) => setTimeout(r, 0)));
    expect(notificarSucesso).not.toHaveBeenCalled();
    expect(notificarErro).not.toHaveBeenCalled();
  });
});
