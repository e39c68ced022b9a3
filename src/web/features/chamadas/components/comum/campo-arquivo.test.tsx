import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PosterSchema } from '#shared/contracts/submissoes.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { posterDeTeste, submissaoDeTeste } from '../../testing/fixtures.ts';
import { PosterDoTrabalho } from '../participante/editor/poster-do-trabalho.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));

const servidor = usarServidorMsw();
const MB = 1024 * 1024;
let recebidos: { campo: string; tamanho: number }[];
/** O que o cliente pôs no FormData: campo e nome do arquivo (o multipart do jsdom chega ao MSW sem o nome). */
let anexados: { campo: string; nome: string | undefined }[];

beforeEach(() => {
  recebidos = [];
  anexados = [];
  const original = FormData.prototype.append;
  vi.spyOn(FormData.prototype, 'append').mockImplementation(function (this: FormData, campo: string, valor: string | Blob, nome?: string) {
    anexados.push({ campo, nome });
    return nome === undefined ? original.call(this, campo, valor as never) : original.call(this, campo, valor as Blob, nome);
  });
  servidor.use(
    http.post('/api/submissoes/:id/poster', async ({ request }) => {
      const form = await request.formData();
      for (const [campo, valor] of form.entries()) if (typeof valor !== 'string') recebidos.push({ campo, tamanho: valor.size });
      await delay(30);
      return respostaDoContrato(PosterSchema, posterDeTeste());
    }),
  );
});

afterEach(() => vi.restoreAllMocks());

function arquivo(nome: string, tipo: string, tamanho = 10) {
  const f = new File(['x'.repeat(Math.min(tamanho, 64))], nome, { type: tipo });
  if (tamanho > 64) Object.defineProperty(f, 'size', { value: tamanho });
  return f;
}

function abrir(s = submissaoDeTeste(7)) {
  const r = renderizar(<PosterDoTrabalho chamada={{ aceita_poster: true }} submissao={s} />);
  const grupo = screen.getByRole('group', { name: 'Pôster' });
  const entrada = grupo.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { ...r, grupo, escolher: (f: File) => fireEvent.change(entrada, { target: { files: [f] } }), entrada };
}

describe('Envio do pôster: conferência no navegador antes de subir (tipo, tamanho) e progresso', () => {
  it('o seletor já filtra os tipos aceitos (PNG, JPG, WEBP, PDF, PPT, PPTX)', () => {
    const { entrada } = abrir();
    expect(entrada.accept.split(',')).toEqual(expect.arrayContaining(['.png', '.jpg', '.jpeg', '.webp', '.pdf', '.ppt', '.pptx', 'application/pdf']));
    expect(screen.getByText(/PNG, JPG, WEBP, PDF, PPT ou PPTX, até 30 MB/)).toBeInTheDocument();
  });

  it('tipo errado, vazio ou acima de 30 MB: a mensagem (a mesma do servidor) e nada sobe', async () => {
    const { escolher, grupo } = abrir();
    escolher(arquivo('trabalho.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'));
    expect(await within(grupo).findByRole('alert')).toHaveTextContent('Envie um arquivo PNG, JPG, WEBP, PDF, PPT ou PPTX.');
    escolher(arquivo('vazio.pdf', 'application/pdf', 0));
    expect(within(grupo).getByRole('alert')).toHaveTextContent('O arquivo está vazio.');
    escolher(arquivo('grande.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 31 * MB));
    expect(within(grupo).getByRole('alert')).toHaveTextContent('O arquivo passa do limite de 30 MB (este tem 31 MB).');
    // o leitor de tela ouve a recusa
    expect(within(grupo).getByRole('status')).toHaveTextContent('O arquivo passa do limite de 30 MB (este tem 31 MB).');
    expect(recebidos).toEqual([]);
  });

  it('válido: sobe no campo "poster" com a barra de progresso e anuncia o fim', async () => {
    const { escolher, grupo } = abrir();
    escolher(arquivo('Pôster final.PDF', 'application/pdf', 30 * MB));
    expect(await within(grupo).findByText(/^Enviando…/)).toBeInTheDocument();
    expect(within(grupo).getByRole('progressbar')).toBeInTheDocument();
    await waitFor(() => expect(within(grupo).getByRole('status')).toHaveTextContent('Pôster enviado.'));
    expect(within(grupo).queryByRole('progressbar')).toBeNull();
    expect(recebidos).toEqual([{ campo: 'poster', tamanho: expect.any(Number) }]);
    expect(anexados).toEqual([{ campo: 'poster', nome: 'Pôster final.PDF' }]);
  });

  it('sem extensão, vale o tipo que o navegador informa', async () => {
    const { escolher } = abrir();
    escolher(arquivo('foto-do-poster', 'image/png'));
    await waitFor(() => expect(recebidos).toHaveLength(1));
  });

  it('a recusa do servidor (tipo pelo conteúdo) aparece no campo', async () => {
    servidor.use(http.post('/api/submissoes/:id/poster', () => respostaDeErro(400, 'Envie um arquivo PNG, JPG, WEBP, PDF, PPT ou PPTX.', 'DADOS_INVALIDOS')));
    const { escolher, grupo } = abrir();
    escolher(arquivo('disfarcado.pdf', 'application/pdf'));
    expect(await within(grupo).findByRole('alert')).toHaveTextContent('Envie um arquivo PNG, JPG, WEBP, PDF, PPT ou PPTX.');
  });

  it('com pôster, "Trocar arquivo" e "Baixar"; sem o trabalho salvo, o motivo; fora do prazo, só baixar', () => {
    const { unmount } = abrir(submissaoDeTeste(7, { poster: posterDeTeste() }));
    expect(screen.getByText('poster.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Trocar arquivo (Pôster)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar Pôster' })).toBeInTheDocument();
    unmount();
    const r = renderizar(<PosterDoTrabalho chamada={{ aceita_poster: true }} submissao={null} />);
    expect(screen.getByText('Salve o rascunho para anexar o pôster.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Enviar arquivo/ })).toBeNull();
    r.unmount();
    abrir(submissaoDeTeste(7, { poster: posterDeTeste(), pode_enviar_poster: false }));
    expect(screen.queryByRole('button', { name: /Trocar arquivo/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Baixar Pôster' })).toBeInTheDocument();
  });

  it('chamada que não aceita pôster: a regra, sem campo', () => {
    renderizar(<PosterDoTrabalho chamada={{ aceita_poster: false }} submissao={submissaoDeTeste(7)} />);
    expect(screen.getByText('Esta chamada não aceita pôster.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Pôster' })).toBeNull();
  });
});

describe('envio pela API (SPEC §5 e §7)', () => {
  it('apiUpload sem FormData nem File/Blob: a mensagem do SPEC', async () => {
    const { apiUpload } = await import('#web/lib/api-arquivos.ts');
    await expect(apiUpload('/api/x', 'texto' as unknown as Blob)).rejects.toThrow('apiUpload: passe um FormData ou File/Blob.');
  });

  it('ids conferidos antes de chamar: chamadaId obrigatório e numérico, submissaoId obrigatório', async () => {
    const { enviarModeloBanner } = await import('../../api/enviar-modelo-banner.ts');
    const { enviarPoster } = await import('../../api/enviar-poster.ts');
    const f = arquivo('m.pptx', '');
    expect(() => enviarModeloBanner(undefined, f)).toThrow('chamadaId é obrigatório');
    expect(() => enviarModeloBanner('', f)).toThrow('chamadaId é obrigatório');
    expect(() => enviarModeloBanner('abc', f)).toThrow('chamadaId inválido');
    expect(() => enviarModeloBanner(NaN, f)).toThrow('chamadaId inválido');
    expect(() => enviarModeloBanner(-3, f)).toThrow('chamadaId inválido');
    expect(() => enviarPoster(null, f)).toThrow('submissaoId é obrigatório');
  });

  it('o modelo vai no campo "file"; um arquivo sem nome vai como .pptx', async () => {
    const campos: string[] = [];
    servidor.use(
      http.post('/api/chamadas/:id/modelo-banner', async ({ request }) => {
        for (const [campo, v] of (await request.formData()).entries()) if (typeof v !== 'string') campos.push(campo);
        return HttpResponse.json({ tipo: 'banner', nome_arquivo: 'a.pptx', mime: 'x', tamanho: 1, hash_sha256: 'a', enviado_em: '2030-01-01T00:00:00.000Z', enviado_por: null });
      }),
    );
    const { enviarModeloBanner } = await import('../../api/enviar-modelo-banner.ts');
    await enviarModeloBanner('7', new Blob(['PK'], { type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' }));
    await enviarModeloBanner(7, arquivo('Modelo 2030.pdf', 'application/pdf'), () => undefined);
    expect(campos).toEqual(['file', 'file']);
    expect(anexados).toEqual([
      { campo: 'file', nome: 'arquivo.pptx' },
      { campo: 'file', nome: 'Modelo 2030.pdf' },
    ]);
  });
});
