import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AvulsoSchema, MENSAGENS_AVULSO } from '#shared/contracts/certificados-avulsos.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import PaginaCertificadosAvulsos from './pagina-certificados-avulsos.tsx';
import { adiada, avulsoDeTeste, LISTA, ligarServidorFalso, type ServidorFalso } from '../../testing/fixtures-avulsos.ts';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));
const toast = await import('#web/lib/toast.ts');

const servidor = usarServidorMsw();
let falso: ServidorFalso;

beforeEach(() => {
  vi.clearAllMocks();
  falso = ligarServidorFalso(servidor);
});

async function abrir() {
  const r = renderizar(<PaginaCertificadosAvulsos />, { rota: '/certificados-avulsos' });
  await screen.findByText('3 certificados encontrados.');
  return r;
}

const campo = (nome: string | RegExp) => screen.getByLabelText(nome);
const formulario = () => screen.getByRole('region', { name: 'Novo certificado' });
const cadastrar = () => within(formulario()).getByRole('button', { name: 'Cadastrar certificado' });
const erroDe = (nome: string | RegExp) => {
  const el = campo(nome);
  const id = el.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
};

/** Preenche os obrigatórios com valores válidos (o resto fica como está). */
async function preencher(user: Awaited<ReturnType<typeof abrir>>['user'], o: Partial<Record<'nome' | 'email' | 'curso' | 'carga', string>> = {}) {
  await user.type(campo(/^Nome/), o.nome ?? 'Maria Lima');
  await user.type(campo(/^E-mail/), o.email ?? 'maria@teste.gov.br');
  await user.type(campo(/^Curso/), o.curso ?? 'Curso de Acolhimento');
  await user.type(campo(/^Carga horária/), o.carga ?? '8');
}

describe('Certificados avulsos: cadastro (SPEC §5)', () => {
  it('obrigatórios vazios: "Preencha todos os campos obrigatórios." em nome, e-mail, curso e carga, o foco no nome e nada enviado', async () => {
    const { user } = await abrir();
    await user.click(cadastrar());
    for (const rotulo of [/^Nome/, /^E-mail/, /^Curso/, /^Carga horária/]) {
      expect(campo(rotulo)).toHaveAttribute('aria-invalid', 'true');
      expect(erroDe(rotulo)).toBe(MENSAGENS_AVULSO.obrigatorios);
    }
    expect(campo('CPF / Registro funcional')).not.toHaveAttribute('aria-invalid');
    expect(campo(/^Nome/)).toHaveFocus();
    expect(falso.criados).toEqual([]);
  });

  it('e-mail que não parece e-mail: "Informe um e-mail válido."', async () => {
    const { user } = await abrir();
    await preencher(user, { email: 'maria@teste' });
    await user.click(cadastrar());
    expect(erroDe(/^E-mail/)).toBe(MENSAGENS_AVULSO.email);
    expect(falso.criados).toEqual([]);
  });

  it('carga horária: só dígitos (teclas e colagem), mínimo 1 e passo 1; zero é "Informe uma carga horária válida (> 0)."', async () => {
    const { user } = await abrir();
    const carga = campo(/^Carga horária/);
    expect(carga).toHaveAttribute('min', '1');
    expect(carga).toHaveAttribute('step', '1');
    await user.type(carga, '1e,-+2.a');
    expect(carga).toHaveValue(12);
    await user.clear(carga);
    await user.click(carga);
    await user.paste('8 horas');
    expect(carga).toHaveValue(8);
    await user.clear(carga);
    await preencher(user, { carga: '0' });
    await user.click(cadastrar());
    expect(erroDe(/^Carga horária/)).toBe(MENSAGENS_AVULSO.carga);
    expect(falso.criados).toEqual([]);
  });

  it('término antes do início: "A data de término não pode ser anterior à data de início."', async () => {
    const { user } = await abrir();
    await preencher(user);
    fireEvent.change(campo('Data de início'), { target: { value: '2026-03-10' } });
    fireEvent.change(campo(/^Data de término/), { target: { value: '2026-03-09' } });
    expect(campo(/^Data de término/)).toHaveAttribute('min', '2026-03-10');
    await user.click(cadastrar());
    expect(erroDe(/^Data de término/)).toBe(MENSAGENS_AVULSO.ordem);
    expect(falso.criados).toEqual([]);
  });

  it('data digitada pela metade (o navegador marca badInput) é "Data de início inválida." / "Data de término inválida.", não "vazia"', async () => {
    const { user } = await abrir();
    await preencher(user);
    for (const rotulo of ['Data de início', /^Data de término/]) {
      Object.defineProperty(campo(rotulo), 'validity', { configurable: true, value: { badInput: true, valid: false } });
    }
    await user.click(cadastrar());
    expect(erroDe('Data de início')).toBe(MENSAGENS_AVULSO.inicio);
    expect(erroDe(/^Data de término/)).toBe(MENSAGENS_AVULSO.fim);
    expect(falso.criados).toEqual([]);
  });

  it('envia o corpo do contrato: espaços juntados e aparados, e-mail em minúsculas, CPF só dígitos (também colado), carga em número e término = início quando vazio', async () => {
    const { user } = await abrir();
    await user.type(campo(/^Nome/), '  Maria    da   Silva ');
    await user.type(campo(/^E-mail/), 'Maria.Silva@Teste.GOV.br');
    expect(campo(/^E-mail/)).toHaveValue('maria.silva@teste.gov.br');
    await user.type(campo(/^Curso/), ' Curso   de  Acolhimento  ');
    await user.click(campo('CPF / Registro funcional'));
    await user.paste('123.456.789-09');
    expect(campo('CPF / Registro funcional')).toHaveValue('12345678909');
    await user.type(campo(/^Carga horária/), '16');
    fireEvent.change(campo('Data de início'), { target: { value: '2026-03-10' } });
    await user.click(cadastrar());
    await waitFor(() => expect(falso.criados).toHaveLength(1));
    expect(falso.criados[0]).toEqual({
      nome: 'Maria da Silva', cpf: '12345678909', email: 'maria.silva@teste.gov.br', curso: 'Curso de Acolhimento', carga_horaria: 16,
      data_inicio: '2026-03-10', data_fim: '2026-03-10',
    });
  });

  it('limites: nome 150, e-mail 120, curso 160; CPF/registro fica em 14 dígitos mesmo colando mais', async () => {
    const { user } = await abrir();
    expect(campo(/^Nome/)).toHaveAttribute('maxLength', '150');
    expect(campo(/^E-mail/)).toHaveAttribute('maxLength', '120');
    expect(campo(/^Curso/)).toHaveAttribute('maxLength', '160');
    const cpf = campo('CPF / Registro funcional');
    await user.type(cpf, 'ab12cd');
    expect(cpf).toHaveValue('12');
    await user.click(cpf);
    await user.paste('3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9');
    expect(cpf).toHaveValue('12345678901234');
  });

  it('cadastrado: o registro entra no topo, o filtro de envio volta a "todos", o formulário se esvazia e o foco volta ao nome', async () => {
    localStorage.setItem('cert:filtro', 'enviados');
    const { user } = renderizar(<PaginaCertificadosAvulsos />);
    await screen.findByText('1 certificado encontrado.');
    await preencher(user, { nome: 'Zélia Nova' });
    fireEvent.change(campo('Data de início'), { target: { value: '2026-05-02' } });
    // o "Cadastrar" do cabeçalho é o envio do mesmo formulário
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(toast.notificarSucesso).toHaveBeenCalledWith('✅ Certificado cadastrado.'));
    expect(screen.getByRole('combobox', { name: 'Filtrar por envio' })).toHaveValue('todos');
    expect(localStorage.getItem('cert:filtro')).toBe('todos');
    expect(await screen.findByText('4 certificados encontrados.')).toBeInTheDocument();
    const linhas = within(screen.getByRole('table', { name: 'Certificados avulsos' })).getAllByRole('row').slice(1);
    expect(within(linhas[0]!).getByRole('rowheader')).toHaveTextContent('Zélia Nova');
    for (const rotulo of [/^Nome/, /^E-mail/, /^Curso/, 'CPF / Registro funcional', 'Data de início', /^Data de término/]) expect(campo(rotulo)).toHaveValue('');
    expect(campo(/^Carga horária/)).toHaveValue(null);
    await waitFor(() => expect(campo(/^Nome/)).toHaveFocus());
  });

  it('enquanto envia, o formulário fica desabilitado ("Cadastrando…") e um segundo envio é ignorado', async () => {
    const segura = adiada();
    let posts = 0;
    servidor.use(
      http.post(LISTA, async () => {
        posts++;
        await segura.promessa;
        return respostaDoContrato(AvulsoSchema, avulsoDeTeste(50, { nome: 'Maria Lima' }), { status: 201 });
      }),
    );
    const { user } = await abrir();
    await preencher(user);
    const form = campo(/^Nome/).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(campo(/^Nome/)).toBeDisabled());
    // o "Cadastrar" do cabeçalho e o do fim do formulário
    expect(screen.getAllByRole('button', { name: 'Cadastrando…' })).toHaveLength(2);
    for (const b of screen.getAllByRole('button', { name: 'Cadastrando…' })) expect(b).toBeDisabled();
    expect(within(formulario()).getByRole('checkbox', { name: 'Palestrante' })).toBeDisabled();
    fireEvent.submit(form);
    segura.resolver();
    await waitFor(() => expect(toast.notificarSucesso).toHaveBeenCalledTimes(1));
    expect(posts).toBe(1);
    expect(campo(/^Nome/)).toBeEnabled();
  });

  it('recusa 400 do servidor: "❌ Erro ao cadastrar certificado." com o motivo do campo, que fica marcado', async () => {
    servidor.use(
      http.post(LISTA, () =>
        HttpResponse.json(
          { erro: 'Dados inválidos.', message: 'Dados inválidos.', code: 'DADOS_INVALIDOS', details: { campos: [{ campo: 'email', mensagem: 'Informe um e-mail válido.' }] } },
          { status: 400 },
        ),
      ),
    );
    const { user } = await abrir();
    await preencher(user);
    await user.click(cadastrar());
    await waitFor(() => expect(toast.notificarErro).toHaveBeenCalledWith('❌ Erro ao cadastrar certificado. Informe um e-mail válido.'));
    expect(erroDe(/^E-mail/)).toBe('Informe um e-mail válido.');
    expect(campo(/^E-mail/)).toHaveFocus();
    expect(campo(/^Nome/)).toHaveValue('Maria Lima');
  });

  it('falha do servidor (500): só "❌ Erro ao cadastrar certificado." e os dados ficam para tentar de novo', async () => {
    servidor.use(http.post(LISTA, () => respostaDeErro(500, 'Falhou', 'ERRO_INTERNO')));
    const { user } = await abrir();
    await preencher(user);
    await user.click(cadastrar());
    await waitFor(() => expect(toast.notificarErro).toHaveBeenCalledWith('❌ Erro ao cadastrar certificado.'));
    expect(campo(/^Curso/)).toHaveValue('Curso de Acolhimento');
    expect(screen.getByText('3 certificados encontrados.')).toBeInTheDocument();
  });
});
