import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ValidacaoSchema, type Validacao } from '#shared/contracts/certificados.ts';
import { notificarSucesso } from '#web/lib/toast.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { validacaoDeTeste } from '../../testing/fixtures.ts';
import { ValidarCertificado } from './validar-certificado.tsx';

vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn(), notificarInfo: vi.fn(), notificarAviso: vi.fn() }));

const servidor = usarServidorMsw();
const URL_VALIDAR = '/api/certificados/validar/:codigo';
let pedidos: string[];

function responder(validacao: Validacao) {
  servidor.use(
    http.get(URL_VALIDAR, ({ params }) => {
      pedidos.push(String(params.codigo));
      return respostaDoContrato(ValidacaoSchema, validacao);
    }),
  );
}

const abrir = (rota = '/validar-certificado') => renderizar(<ValidarCertificado />, { rota });
const local = () => screen.getByTestId('local-atual').textContent;
const dado = (rotulo: string) => screen.getByText(rotulo, { selector: 'dt' }).nextElementSibling;
const anuncio = () => screen.getAllByRole('status').find((el) => el.classList.contains('sr-only'))!;

beforeEach(() => {
  pedidos = [];
});
afterEach(() => vi.clearAllMocks());

describe('Validar certificado (/validar-certificado e /validar)', () => {
  it('com ?codigo= (o QR) valida na hora e mostra os dados do certificado válido', async () => {
    responder(validacaoDeTeste('valido'));
    abrir('/validar-certificado?codigo=7KQ2-M9XD-4RTA');
    expect(screen.getByRole('heading', { level: 1, name: 'Validar certificado' })).toBeInTheDocument();
    expect(anuncio()).toHaveTextContent('Validando o código…');
    expect(await screen.findByRole('heading', { level: 2, name: 'Certificado válido' })).toBeInTheDocument();
    // a mensagem do servidor ("Certificado válido.") não é repetida sob o título nem no anúncio
    expect(anuncio().textContent).toBe('Certificado válido.');
    expect(screen.queryByText('Certificado válido.', { selector: 'p' })).not.toBeInTheDocument();
    expect(pedidos).toEqual(['7KQ2-M9XD-4RTA']);
    expect(dado('Nome')).toHaveTextContent('Ana Souza');
    expect(dado('Identificador')).toHaveTextContent('***.456.789-**');
    expect(dado('Curso')).toHaveTextContent('Curso de Vacinação');
    expect(dado('Turma')).toHaveTextContent('Turma A');
    expect(dado('Tipo')).toHaveTextContent('Participante');
    expect(dado('Período')).toHaveTextContent('01/03/2030 a 05/03/2030');
    expect(dado('Carga horária')).toHaveTextContent('8 horas');
    expect(dado('Emitido em')).toHaveTextContent('06/03/2030');
    expect(dado('Número')).toHaveTextContent('EMSP-SMS-2030-000123');
    expect(dado('Código')).toHaveTextContent('7KQ2-M9XD-4RTA');
    expect(dado('Texto do certificado')).toHaveTextContent('Participou do evento "Curso de Vacinação" - "Turma A", realizado de 01/03/2030 a 05/03/2030');
    expect(dado('Hash SHA-256 do PDF')).toHaveTextContent('a3f1c2d4e5b6a7980f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778');
    expect(screen.queryByText('Cancelado em')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    for (const nome of ['Validar outro código', 'Imprimir esta página', 'Copiar link']) expect(screen.getByRole('button', { name: nome })).toBeInTheDocument();
  });

  it('cancelado: título próprio e a data do cancelamento (o motivo fica só na gestão)', async () => {
    responder(validacaoDeTeste('cancelado', { cancelado_em: '2030-04-02T15:00:00.000Z' }));
    abrir('/validar?codigo=7KQ2-M9XD-4RTA');
    expect(await screen.findByRole('heading', { level: 2, name: 'Certificado cancelado' })).toBeInTheDocument();
    expect(screen.getByText('Este certificado foi cancelado e não tem mais validade.')).toBeInTheDocument();
    expect(dado('Cancelado em')).toHaveTextContent('02/04/2030');
    expect(screen.queryByText(/Motivo/)).not.toBeInTheDocument();
  });

  it('substituído: título próprio e a mensagem do servidor', async () => {
    responder(validacaoDeTeste('substituido', { hash_sha256: null }));
    abrir('/validar-certificado?codigo=7KQ2-M9XD-4RTA');
    expect(await screen.findByRole('heading', { level: 2, name: 'Certificado substituído' })).toBeInTheDocument();
    expect(screen.getByText('Este certificado foi substituído por uma nova emissão e não tem mais validade.')).toBeInTheDocument();
    expect(screen.queryByText('Hash SHA-256 do PDF')).not.toBeInTheDocument();
  });

  it('não encontrado: a mensagem e só "Validar outro código", que volta ao formulário com o foco no campo', async () => {
    responder(validacaoDeTeste('nao_encontrado'));
    const { user } = abrir('/validar-certificado?codigo=7KQ2-M9XD-4RTB');
    expect(await screen.findByRole('heading', { level: 2, name: 'Certificado não encontrado' })).toBeInTheDocument();
    expect(screen.getByText(/Nenhum certificado com este código/, { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Imprimir esta página' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Validar outro código' }));
    const campo = await screen.findByRole('textbox', { name: 'Código de validação' });
    await waitFor(() => expect(campo).toHaveFocus());
    expect(campo).toHaveValue('');
    expect(local()).toBe('/validar-certificado');
  });

  it('formulário: aceita minúsculas sem hífens, põe o código no endereço, valida e leva o foco ao resultado', async () => {
    responder(validacaoDeTeste('valido'));
    const { user } = abrir();
    const campo = screen.getByRole('textbox', { name: 'Código de validação' });
    expect(campo).toHaveAttribute('placeholder', '7KQ2-M9XD-4RTA');
    await user.type(campo, '7kq2m9xd4rta');
    await user.click(screen.getByRole('button', { name: 'Validar' }));
    const titulo = await screen.findByRole('heading', { level: 2, name: 'Certificado válido' });
    expect(local()).toBe('/validar-certificado?codigo=7KQ2-M9XD-4RTA');
    expect(pedidos).toEqual(['7KQ2-M9XD-4RTA']);
    await waitFor(() => expect(titulo).toHaveFocus());
  });

  it('formulário: o link inteiro colado também vale', async () => {
    responder(validacaoDeTeste('valido'));
    const { user } = abrir('/validar');
    await user.click(screen.getByRole('textbox', { name: 'Código de validação' }));
    await user.paste('https://escola.exemplo.gov.br/validar-certificado?codigo=7kq2-m9xd-4rta');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Certificado válido' })).toBeInTheDocument();
    expect(pedidos).toEqual(['7KQ2-M9XD-4RTA']);
  });

  it('formato inválido: o erro no campo, sem consultar o servidor (digitado ou vindo do endereço)', async () => {
    responder(validacaoDeTeste('valido'));
    const { user } = abrir('/validar-certificado?codigo=abc');
    const campo = screen.getByRole('textbox', { name: 'Código de validação' });
    expect(campo).toHaveValue('abc');
    expect(campo).toHaveAccessibleDescription('Código de validação em formato inválido. Ele tem 12 letras e números, como 7KQ2-M9XD-4RTA.');
    await user.clear(campo);
    expect(campo).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Validar' }));
    expect(campo).toHaveAccessibleDescription('Digite o código de validação.');
    await user.type(campo, '7KQ2-M9XD-4RT');
    await user.click(screen.getByRole('button', { name: 'Validar' }));
    expect(campo).toHaveAccessibleDescription(/formato inválido/);
    expect(campo).toHaveFocus();
    expect(pedidos).toEqual([]);
  });

  it('limite de consultas (429): a mensagem do servidor e "Tentar novamente"', async () => {
    let n = 0;
    servidor.use(
      http.get(URL_VALIDAR, () =>
        ++n === 1 ? respostaDeErro(429, 'Muitas tentativas. Aguarde 42 s e tente novamente.', 'MUITAS_TENTATIVAS') : respostaDoContrato(ValidacaoSchema, validacaoDeTeste('valido')),
      ),
    );
    const { user } = abrir('/validar-certificado?codigo=7KQ2-M9XD-4RTA');
    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas tentativas. Aguarde 42 s e tente novamente.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Certificado válido' })).toBeInTheDocument();
    expect(n).toBe(2);
  });

  it('sem rede: explica e oferece "Tentar novamente"', async () => {
    servidor.use(
      http.get(URL_VALIDAR, () => HttpResponse.error()),
      http.get('/api/health', () => HttpResponse.error()),
    );
    abrir('/validar-certificado?codigo=7KQ2-M9XD-4RTA');
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível falar com o servidor. Confira a conexão com a internet e tente novamente.');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Validar outro código' })).toBeInTheDocument();
  });

  it('"Copiar link" copia o endereço de validação deste código', async () => {
    responder(validacaoDeTeste('valido'));
    const { user } = abrir('/validar?codigo=7kq2-m9xd-4rta');
    await user.click(await screen.findByRole('button', { name: 'Copiar link' }));
    await waitFor(() => expect(notificarSucesso).toHaveBeenCalledWith('Link de validação copiado.'));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/validar-certificado?codigo=7KQ2-M9XD-4RTA`);
  });

  it('"Imprimir esta página" abre a impressão do navegador', async () => {
    const imprimir = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    responder(validacaoDeTeste('valido'));
    const { user } = abrir('/validar-certificado?codigo=7KQ2-M9XD-4RTA');
    const acoes = within((await screen.findByRole('heading', { level: 2, name: 'Certificado válido' })).closest('section')!);
    await user.click(acoes.getByRole('button', { name: 'Imprimir esta página' }));
    expect(imprimir).toHaveBeenCalledOnce();
    imprimir.mockRestore();
  });
});
