import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MENSAGENS_SOLICITACAO as M } from '#shared/rules/solicitacoes-curso.ts';
import { salvarSessao } from '#web/lib/sessao.ts';
import { sessaoDeTeste } from '#web/testing/fixtures-perfil.ts';
import { usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { LISTA, ligarServidorFalso, solicitacaoDeTeste, type ServidorFalso } from '../../testing/fixtures.ts';
import { SolicitarCurso } from '../minhas/pagina-solicitar-curso.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));
const toast = await import('#web/lib/toast.ts');

const servidor = usarServidorMsw();
let falso: ServidorFalso;

beforeEach(() => {
  vi.clearAllMocks();
  falso = ligarServidorFalso(servidor);
});

type User = ReturnType<typeof renderizar>['user'];

async function abrirNova() {
  const r = renderizar(<SolicitarCurso />, { rota: '/solicitar-curso' });
  await screen.findByText('Você ainda não fez nenhuma solicitação.');
  await r.user.click(screen.getAllByRole('button', { name: 'Nova solicitação' })[0]!);
  await waitFor(() => expect(campo(/^Título do curso/)).toHaveFocus());
  return r;
}

const campo = (nome: string | RegExp) => screen.getByLabelText(nome);
const erroDe = (nome: string | RegExp) => {
  const id = campo(nome).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
};
const postados = () => falso.pedidos.filter((p) => p.metodo !== 'GET');

function preencherData(n: number, data: string, inicio: string, fim: string) {
  fireEvent.change(campo(new RegExp(`^Data ${n}`)), { target: { value: data } });
  fireEvent.change(campo(new RegExp(`^Início da data ${n}`)), { target: { value: inicio } });
  fireEvent.change(campo(new RegExp(`^Fim da data ${n}`)), { target: { value: fim } });
}

async function preencherObrigatorios(user: User) {
  await user.type(campo(/^Título do curso/), '  Curso   de Acolhimento ');
  await user.selectOptions(campo(/^Departamento/), 'DEAPS');
  preencherData(1, '2026-03-10', '08:00', '12:00');
}

describe('Formulário da solicitação', () => {
  it('obrigatórios vazios: as mensagens do contrato (título, departamento, datas), foco no título e nada enviado', async () => {
    const { user } = await abrirNova();
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(await screen.findByText(M.titulo)).toBeInTheDocument();
    expect(erroDe(/^Título do curso/)).toBe(M.titulo);
    expect(erroDe(/^Departamento/)).toBe('Selecione o departamento.');
    expect(screen.getByText(M.datas)).toBeInTheDocument();
    expect(campo(/^Título do curso/)).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Revise os campos destacados.');
    expect(postados()).toEqual([]);
  });

  it('restrito sem descrição: "Descreva a restrição de público." (também junto dos outros erros)', async () => {
    const { user } = await abrirNova();
    expect(screen.queryByLabelText(/^Descreva a restrição/)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /Curso restrito a um público específico/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar para análise' }));
    expect(await screen.findByText(M.restricao)).toBeInTheDocument();
    expect(erroDe(/^Descreva a restrição/)).toBe(M.restricao);
    await preencherObrigatorios(user);
    await user.click(screen.getByRole('button', { name: 'Enviar para análise' }));
    await waitFor(() => expect(campo(/^Descreva a restrição/)).toHaveFocus());
    expect(postados()).toEqual([]);
  });

  it('linha de data começada: pede a data e o horário; fim antes do início usa a mensagem do contrato', async () => {
    const { user } = await abrirNova();
    await user.type(campo(/^Título do curso/), 'Curso');
    await user.selectOptions(campo(/^Departamento/), 'DEVIG');
    fireEvent.change(campo(/^Início da data 1/), { target: { value: '08:00' } });
    await user.click(screen.getByRole('button', { name: 'Adicionar data' }));
    preencherData(2, '2026-03-11', '14:00', '13:00');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(await screen.findByText('Informe a data.')).toBeInTheDocument();
    expect(erroDe(/^Fim da data 1/)).toBe('Informe o horário.');
    expect(erroDe(/^Fim da data 2/)).toBe('Horário de fim deve ser maior que o horário de início.');
    expect(campo(/^Data 1/)).toHaveFocus();
    expect(postados()).toEqual([]);
  });

  it('"Salvar rascunho" cria com enviar=false e o corpo do contrato: datas, palestrantes, restrição, carga estimada', async () => {
    const { user } = await abrirNova();
    await preencherObrigatorios(user);
    await user.selectOptions(campo('Tipo'), 'Oficina');
    await user.selectOptions(campo('Unidade responsável'), '1');
    await user.selectOptions(campo('Modalidade'), 'hibrido');
    await user.type(campo('Local'), 'Auditório');
    await user.type(campo('Público-alvo'), 'Enfermeiros');
    await user.click(screen.getByRole('button', { name: 'Repetir a data 1 no dia seguinte' }));
    expect(campo(/^Data 2/)).toHaveValue('2026-03-11');
    expect(screen.getByText('Carga horária estimada pelas datas: 8 h')).toBeInTheDocument();
    await user.type(campo('Nome do palestrante'), 'Dra.  Joana Prado{Enter}');
    await user.type(campo('Nome do palestrante'), 'Carlos Lima');
    await user.click(screen.getByRole('button', { name: 'Adicionar palestrante' }));
    await user.click(screen.getByRole('button', { name: 'Remover Carlos Lima' }));
    await user.click(screen.getByRole('checkbox', { name: /Este curso gera certificado/ }));
    await user.click(screen.getByRole('checkbox', { name: /Curso restrito/ }));
    await user.type(campo(/^Descreva a restrição/), 'Só enfermeiros da APS');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(postados()).toHaveLength(1));
    expect(postados()[0]).toMatchObject({ metodo: 'POST', caminho: LISTA });
    expect(postados()[0]!.body).toEqual({
      titulo: 'Curso de Acolhimento',
      tipo: 'Oficina',
      departamento: 'DEAPS',
      unidade_id: 1,
      modalidade: 'hibrido',
      local: 'Auditório',
      descricao: '',
      publico_alvo: 'Enfermeiros',
      datas: [
        { data: '2026-03-10', horario_inicio: '08:00', horario_fim: '12:00' },
        { data: '2026-03-11', horario_inicio: '08:00', horario_fim: '12:00' },
      ],
      carga_horaria: null,
      gera_certificado: false,
      palestrantes: [{ nome: 'Dra. Joana Prado' }],
      restrito: true,
      restricao_descricao: 'Só enfermeiros da APS',
      enviar: false,
    });
    expect(toast.notificarSucesso).toHaveBeenCalledWith('Rascunho salvo. Envie para análise quando estiver pronto.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('article', { name: 'Curso de Acolhimento' })).toBeInTheDocument();
  });

  it('"Enviar para análise" cria com enviar=true; carga informada vai como número', async () => {
    const { user } = await abrirNova();
    await preencherObrigatorios(user);
    await user.type(campo(/^Carga horária total/), '6');
    await user.click(screen.getByRole('button', { name: 'Enviar para análise' }));
    await waitFor(() => expect(postados()).toHaveLength(1));
    expect(postados()[0]!.body).toMatchObject({ titulo: 'Curso de Acolhimento', carga_horaria: 6, restrito: false, restricao_descricao: null, palestrantes: [], enviar: true });
    expect(toast.notificarSucesso).toHaveBeenCalledWith('Solicitação enviada para análise. A Escola responde por aqui e por e-mail.');
  });

  it('editar um rascunho: PUT com os dados; "Enviar para análise" salva (PUT) e envia (POST …/envio)', async () => {
    falso.lista = [solicitacaoDeTeste(8, { titulo: 'Rascunho Antigo', departamento: 'DEREG', unidade: { id: 2, nome: 'Outros' }, palestrantes: [{ usuario_id: 7, nome: 'Ana Instrutora' }] })];
    const { user } = renderizar(<SolicitarCurso />);
    await user.click(await screen.findByRole('button', { name: 'Editar Rascunho Antigo' }));
    const dialogo = within(screen.getByRole('dialog', { name: 'Editar solicitação' }));
    expect(await dialogo.findByLabelText(/^Título do curso/)).toHaveValue('Rascunho Antigo');
    expect(dialogo.getByLabelText('Unidade responsável')).toHaveValue('2');
    expect(dialogo.getByLabelText(/^Departamento/)).toHaveValue('DEREG');
    expect(dialogo.getByText('Ana Instrutora')).toBeInTheDocument();
    await user.clear(dialogo.getByLabelText(/^Título do curso/));
    await user.type(dialogo.getByLabelText(/^Título do curso/), 'Rascunho Novo');
    await user.click(dialogo.getByRole('button', { name: 'Enviar para análise' }));
    await waitFor(() => expect(postados()).toHaveLength(2));
    expect(postados().map((p) => `${p.metodo} ${p.caminho}`)).toEqual([`PUT ${LISTA}/8`, `POST ${LISTA}/8/envio`]);
    expect(postados()[0]!.body).toMatchObject({ titulo: 'Rascunho Novo', departamento: 'DEREG', unidade_id: 2, palestrantes: [{ usuario_id: 7 }] });
    expect(postados()[0]!.body).not.toHaveProperty('enviar');
  });

  it('erros de campo do servidor voltam ao campo e recebem o foco', async () => {
    servidor.use(
      http.post(LISTA, () =>
        HttpResponse.json(
          { erro: 'Dados inválidos.', message: 'Dados inválidos.', code: 'DADOS_INVALIDOS', details: { campos: [{ campo: 'datas.0.data', mensagem: 'Data inválida.' }] } },
          { status: 400 },
        ),
      ),
    );
    const { user } = await abrirNova();
    await preencherObrigatorios(user);
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(erroDe(/^Data 1/)).toBe('Data inválida.'));
    expect(campo(/^Data 1/)).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('quem não administra indica palestrantes só pelo nome (sem a busca de pessoas)', async () => {
    await abrirNova();
    expect(screen.queryByRole('combobox', { name: /Palestrante com conta/ })).toBeNull();
    expect(screen.getByText(/Digite o nome de cada palestrante/)).toBeInTheDocument();
    expect(falso.pedidos.some((p) => p.caminho === '/api/usuarios')).toBe(false);
  });

  it('a administração também busca pessoas com conta: o palestrante vai com usuario_id', async () => {
    salvarSessao(sessaoDeTeste({ perfis: ['usuario', 'administrador'], roles: ['usuario', 'administrador'] }));
    const { user } = await abrirNova();
    await user.type(screen.getByRole('combobox', { name: /Palestrante com conta/ }), 'Ana');
    await user.click(await screen.findByRole('option', { name: /Ana Instrutora/ }));
    expect(screen.getByText('Ana Instrutora')).toBeInTheDocument();
    await preencherObrigatorios(user);
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(postados()).toHaveLength(1));
    expect(postados()[0]!.body).toMatchObject({ palestrantes: [{ usuario_id: 7 }] });
  });
});
