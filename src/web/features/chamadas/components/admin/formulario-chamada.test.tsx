import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { linhaEmUsoMensagem, MENSAGENS_CHAMADA as M } from '#shared/rules/chamadas.ts';
import { Route, Routes } from '#web/lib/roteador.tsx';
import { PERGUNTA_ALTERACOES_NAO_SALVAS } from '#web/lib/use-aviso-alteracoes-nao-salvas.ts';
import { usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { chamadaAdminDeTeste, ligarServidorFalso, modeloDeTeste, type ServidorFalso } from '../../testing/fixtures.ts';
import { PaginaChamada } from './pagina-chamada.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));
const toast = await import('#web/lib/toast.ts');

const servidor = usarServidorMsw();
let falso: ServidorFalso;

beforeEach(() => {
  vi.clearAllMocks();
  falso = ligarServidorFalso(servidor, {
    admin: [
      chamadaAdminDeTeste({ id: 1, titulo: 'Rascunho 2030' }),
      chamadaAdminDeTeste({
        id: 2,
        titulo: 'Publicada com trabalhos',
        publicado: true,
        total_trabalhos: 3,
        pode_excluir: false,
        linhas: [
          { id: 11, codigo: 'APS', nome: 'Atenção Primária à Saúde', descricao: '', em_uso: true },
          { id: 12, codigo: 'VIG', nome: 'Vigilância em Saúde', descricao: '', em_uso: false },
        ],
        modelos: { banner: modeloDeTeste('banner'), slides: null },
      }),
      chamadaAdminDeTeste({
        id: 3,
        titulo: 'Mostra encerrada',
        publicado: true,
        total_trabalhos: 2,
        pode_excluir: false,
        encerrada_em: '2030-05-02T15:30:00.000Z',
        modelos: { banner: modeloDeTeste('banner'), slides: null },
      }),
    ],
  });
});

function abrir(rota: string) {
  return renderizar(
    <Routes>
      <Route path="/admin/chamadas/new" element={<PaginaChamada />} />
      <Route path="/admin/chamadas/:id" element={<PaginaChamada />} />
    </Routes>,
    { rota },
  );
}
const campo = (nome: string | RegExp) => screen.getByLabelText(nome);
const erroDe = (el: HTMLElement) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
const digitar = (el: HTMLElement, valor: string) => fireEvent.change(el, { target: { value: valor } });

function preencherObrigatorios() {
  digitar(campo(/^Título da chamada/), 'Mostra 2030');
  digitar(campo(/^Experiências a partir de/), '2028-01');
  digitar(campo(/^Experiências até/), '2029-12');
  digitar(campo(/^Prazo final de submissão/), '2030-03-31T23:59');
  digitar(campo(/^Código/), 'APS');
  digitar(screen.getByLabelText(/^Nome/, { selector: '#chamada-linhas-0-nome' }), 'Atenção Primária');
  digitar(screen.getByLabelText(/^Título/, { selector: '#chamada-criterios-0-titulo' }), 'Relevância');
}

describe('Chamada (/admin/chamadas/new e /admin/chamadas/:id)', () => {
  it('nova, vazia: as mensagens do contrato, foco no título e nada enviado; os modelos esperam a chamada salva', async () => {
    const { user } = abrir('/admin/chamadas/new');
    expect(screen.getByRole('heading', { level: 1, name: 'Criar Submissão de Trabalho' })).toBeInTheDocument();
    expect(screen.getAllByText('Salve a chamada para enviar os modelos.')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Criar como rascunho' }));
    expect(await screen.findByText('Informe o título da chamada.')).toBeInTheDocument();
    expect(erroDe(campo(/^Experiências a partir de/))).toContain('Informe o mês (AAAA-MM).');
    expect(erroDe(campo(/^Prazo final de submissão/))).toContain('Informe data e hora.');
    expect(erroDe(campo(/^Código/))).toContain('Informe o código da linha temática.');
    expect(campo(/^Título da chamada/)).toHaveFocus();
    expect(falso.gravados()).toEqual([]);
  });

  it('período invertido, escala mínima ≥ máxima e códigos repetidos: as regras do contrato', async () => {
    const { user } = abrir('/admin/chamadas/new');
    preencherObrigatorios();
    digitar(campo(/^Experiências até/), '2027-12');
    digitar(campo(/^Nota mínima/), '5');
    digitar(campo(/^Nota máxima/), '5');
    await user.click(screen.getByRole('button', { name: 'Incluir linha temática' }));
    digitar(screen.getAllByLabelText(/^Código/)[1]!, 'aps');
    digitar(screen.getByLabelText(/^Nome/, { selector: '#chamada-linhas-1-nome' }), 'Outra');
    await user.click(screen.getByRole('button', { name: 'Criar como rascunho' }));
    expect(await screen.findByText(M.periodo)).toBeInTheDocument();
    expect(screen.getByText(M.escala)).toBeInTheDocument();
    expect(screen.getByText(M.linhaRepetida)).toBeInTheDocument();
    expect(falso.gravados()).toEqual([]);
  });

  it('publicar sem linha temática nem critério escrito: as mensagens do servidor, antes de enviar', async () => {
    const { user } = abrir('/admin/chamadas/new');
    preencherObrigatorios();
    await user.click(screen.getByRole('button', { name: 'Remover linha 1' }));
    await user.click(screen.getByRole('button', { name: 'Remover critério escrito 1' }));
    expect(screen.getByText('Ao menos uma linha temática')).toHaveTextContent(/: falta$/);
    await user.click(screen.getByRole('button', { name: 'Criar e publicar' }));
    expect(await screen.findByText(M.publicarSemLinha)).toBeInTheDocument();
    expect(screen.getByText(M.publicarSemCriterio)).toBeInTheDocument();
    expect(falso.gravados()).toEqual([]);
    // em rascunho, pode ficar sem linha
    await user.click(screen.getByRole('button', { name: 'Criar como rascunho' }));
    await waitFor(() => expect(falso.gravados()).toHaveLength(1));
  });

  it('cria em rascunho com os números convertidos (vírgula decimal) e passa ao endereço da chamada, com o foco nos modelos', async () => {
    const { user } = abrir('/admin/chamadas/new');
    preencherObrigatorios();
    digitar(campo(/^Limiar de divergência/), '2,5');
    digitar(campo(/^Peso/), '1,5');
    digitar(campo(/^Máximo de coautores/), '4');
    await user.click(screen.getByRole('button', { name: 'Criar como rascunho' }));
    await waitFor(() => expect(toast.notificarSucesso).toHaveBeenCalledWith('Chamada criada. Agora você pode enviar os modelos de banner e de slides.'));
    expect(falso.gravados()[0]).toMatchObject({
      metodo: 'POST',
      caminho: '/api/admin/chamadas',
      body: {
        titulo: 'Mostra 2030',
        prazo_final: '2030-03-31T23:59',
        max_coautores: 4,
        limiar_divergencia: 2.5,
        limites: { titulo: 100, introducao: 2000 },
        linhas: [{ codigo: 'APS', nome: 'Atenção Primária', descricao: '' }],
        criterios: [{ titulo: 'Relevância', escala_min: 1, escala_max: 5, peso: 1.5 }],
        lances_inicio: null,
        publicado: false,
      },
    });
    await waitFor(() => expect(screen.getByTestId('local-atual')).toHaveTextContent('/admin/chamadas/50'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Modelos para os autores' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Enviar arquivo (Modelo de banner)' })).toBeInTheDocument();
  });

  it('rascunho salvo: "Salvar e publicar" manda o PUT com publicado e mantém os ids de linhas e critérios', async () => {
    const { user } = abrir('/admin/chamadas/1');
    await screen.findByRole('heading', { level: 1, name: 'Rascunho 2030' });
    await user.click(screen.getByRole('button', { name: 'Salvar e publicar' }));
    await waitFor(() => expect(toast.notificarSucesso).toHaveBeenCalledWith('Chamada publicada: ela já aparece em Submissão de Trabalhos.'));
    expect(falso.gravados()[0]).toMatchObject({ metodo: 'PUT', caminho: '/api/admin/chamadas/1', body: { publicado: true, linhas: [{ id: 11 }, { id: 12 }], criterios: [{ id: 21 }] } });
    expect(await screen.findByRole('button', { name: 'Voltar a rascunho' })).toBeInTheDocument();
  });

  it('publicada com trabalhos: não volta a rascunho nem é excluída, e a linha em uso não sai (o motivo no lugar dos botões)', async () => {
    const { user } = abrir('/admin/chamadas/2');
    await screen.findByRole('heading', { level: 1, name: 'Publicada com trabalhos' });
    expect(screen.queryByRole('button', { name: 'Voltar a rascunho' })).toBeNull();
    expect(screen.getByText(M.despublicarComTrabalhos)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir chamada' })).toBeNull();
    expect(screen.getByText(M.excluirComTrabalhos)).toBeInTheDocument();
    expect(screen.getByText(linhaEmUsoMensagem('Atenção Primária à Saúde'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remover linha 1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remover linha 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '3 trabalhos: revisão e decisões' })).toHaveAttribute('href', '/admin/chamadas/2/submissoes');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(toast.notificarSucesso).toHaveBeenCalledWith('Alterações salvas.'));
    expect(falso.gravados()[0]!.body).toMatchObject({ publicado: true });
  });

  it('a recusa do servidor com o campo vai para a lista (linha em uso removida por outra pessoa)', async () => {
    const msg = linhaEmUsoMensagem('Vigilância em Saúde');
    servidor.use(http.put('/api/admin/chamadas/:id', () => Response.json({ erro: msg, message: msg, code: 'CONFLITO', details: { campos: [{ campo: 'linhas', mensagem: msg }] } }, { status: 409 })));
    const { user } = abrir('/admin/chamadas/2');
    await screen.findByRole('heading', { level: 1, name: 'Publicada com trabalhos' });
    await user.click(screen.getByRole('button', { name: 'Remover linha 2' }));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText(msg)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Revise os campos destacados.');
  });

  it('excluir pede confirmação (foco em Cancelar) e volta para a lista', async () => {
    const { user } = abrir('/admin/chamadas/1');
    await user.click(await screen.findByRole('button', { name: 'Excluir chamada' }));
    const dialogo = screen.getByRole('dialog', { name: 'Excluir a chamada?' });
    expect(within(dialogo).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(dialogo).getByRole('button', { name: 'Excluir chamada' }));
    await waitFor(() => expect(screen.getByTestId('local-atual')).toHaveTextContent('/admin/submissoes'));
    expect(falso.gravados().map((p) => `${p.metodo} ${p.caminho}`)).toEqual(['DELETE /api/admin/chamadas/1']);
  });

  it('o edital em Markdown tem pré-visualização (a mesma tela de quem submete, sem HTML cru)', async () => {
    const { user } = abrir('/admin/chamadas/new');
    digitar(campo(/^Descrição e normas/), '## Regras\n\n<b>cru</b> e **forte**');
    await user.click(screen.getByRole('tab', { name: 'Pré-visualizar' }));
    const painel = screen.getByRole('tabpanel');
    // o leitor de Markdown desce sob demanda
    expect(await within(painel).findByRole('heading', { level: 3, name: 'Regras' })).toBeInTheDocument();
    expect(within(painel).getByText(/<b>cru<\/b>/)).toBeInTheDocument();
    expect(painel.querySelector('b')).toBeNull();
    expect(within(painel).getByText('forte').tagName).toBe('STRONG');
  });

  it('sair com alterações não salvas pergunta antes (Cancelar fica); criada, a chamada está salva e sair não pergunta', async () => {
    const confirmar = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = abrir('/admin/chamadas/new');
    const voltar = () => screen.getByRole('link', { name: 'Gerenciar Submissão de Trabalho' });
    preencherObrigatorios();
    await user.click(voltar());
    expect(confirmar).toHaveBeenCalledWith(PERGUNTA_ALTERACOES_NAO_SALVAS);
    expect(screen.getByTestId('local-atual')).toHaveTextContent(/^\/admin\/chamadas\/new$/);
    expect(campo(/^Título da chamada/)).toHaveValue('Mostra 2030');
    // fechar a aba ou recarregar: o aviso do navegador
    const fechar = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(fechar);
    expect(fechar.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Criar como rascunho' }));
    await waitFor(() => expect(screen.getByTestId('local-atual')).toHaveTextContent(/^\/admin\/chamadas\/\d+$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mostra 2030' })).toBeInTheDocument();
    expect(confirmar).toHaveBeenCalledTimes(1);
    await user.click(voltar());
    expect(screen.getByTestId('local-atual')).toHaveTextContent(/^\/admin\/submissoes$/);
    expect(confirmar).toHaveBeenCalledTimes(1);
    confirmar.mockRestore();
  });

  it('chamada aberta e não alterada: sair não pergunta', async () => {
    const confirmar = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = abrir('/admin/chamadas/2');
    expect(await screen.findByLabelText(/^Título da chamada/)).toHaveValue('Publicada com trabalhos');
    await user.click(screen.getByRole('link', { name: 'Gerenciar Submissão de Trabalho' }));
    expect(screen.getByTestId('local-atual')).toHaveTextContent(/^\/admin\/submissoes$/);
    expect(confirmar).not.toHaveBeenCalled();
    confirmar.mockRestore();
  });

  it('modelo enviado: nome, tamanho e quem enviou; remover pede confirmação e chama o DELETE', async () => {
    servidor.use(http.delete('/api/admin/chamadas/:id/modelo-banner', () => new Response(null, { status: 204 })));
    const { user } = abrir('/admin/chamadas/2');
    const grupo = await screen.findByRole('group', { name: 'Modelo de banner' });
    expect(within(grupo).getByText('Modelo de banner.pdf')).toBeInTheDocument();
    expect(within(grupo).getByText(/2 KB · enviado em .* por Ana Administradora/)).toBeInTheDocument();
    await user.click(within(grupo).getByRole('button', { name: 'Remover Modelo de banner' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remover o modelo de banner?' })).getByRole('button', { name: 'Remover modelo' }));
    await waitFor(() => expect(toast.notificarSucesso).toHaveBeenCalledWith('Modelo de banner removido.'));
  });

  it('encerrada: só leitura, com o aviso; sem salvar, publicar, excluir nem mexer nos modelos (baixar continua)', async () => {
    abrir('/admin/chamadas/3');
    await screen.findByRole('heading', { level: 1, name: 'Mostra encerrada' });
    const form = screen.getByRole('form', { name: 'Chamada encerrada (só leitura)' });
    expect(within(form).getByText(/Chamada encerrada em 02\/05\/2030.*: ela fica só para leitura\./)).toBeInTheDocument();
    const titulo = campo(/^Título da chamada/);
    expect(titulo).toBeDisabled();
    // o fieldset que desabilita tudo aponta para o aviso (leitores de tela dizem por quê)
    expect(form.querySelector('fieldset')).toHaveAccessibleDescription(/só para leitura/);
    expect(screen.getByRole('group', { name: /Linhas temáticas/ })).toBeDisabled();
    for (const nome of ['Salvar alterações', 'Voltar a rascunho', 'Salvar e publicar', 'Excluir chamada', 'Remover Modelo de banner']) expect(screen.queryByRole('button', { name: nome })).toBeNull();
    // os botões das seções (remover linha, incluir critério…) ficam desabilitados com os campos
    expect(screen.getByRole('button', { name: 'Remover linha 1' })).toBeDisabled();
    expect(screen.getByText(M.encerrada)).toBeInTheDocument();
    const banner = screen.getByRole('group', { name: 'Modelo de banner' });
    expect(within(banner).getByText('Chamada encerrada: o modelo fica como está.')).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: /Baixar/ })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: /^Modelo de slides/ })).queryByRole('button', { name: /Enviar arquivo/ })).toBeNull();
    expect(falso.gravados()).toEqual([]);
  });

  it('chamada inexistente: recusa com o caminho de volta', async () => {
    abrir('/admin/chamadas/999');
    expect(await screen.findByText('Chamada não encontrada.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para as chamadas' })).toHaveAttribute('href', '/admin/submissoes');
  });
});
