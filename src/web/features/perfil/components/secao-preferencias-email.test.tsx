import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PreferenciasEmailSchema, type PreferenciasEmail } from '#shared/contracts/perfil.ts';
import { jwtDeTeste } from '#web/testing/jwt.ts';
import { respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import { SecaoPreferenciasEmail } from './secao-preferencias-email.tsx';

const servidor = usarServidorMsw();
const URL = '/api/perfil/preferencias-email';

beforeEach(() => localStorage.setItem('token', jwtDeTeste()));

describe('Seção "Preferências de e-mail" do perfil', () => {
  it('mostra cada e-mail opcional com o estado salvo; desmarcar envia só aquele tipo e anuncia', async () => {
    let estado: PreferenciasEmail = { lembrete_aula: true, avaliacao_disponivel: false, lembrete_avaliacao: true };
    const enviados: unknown[] = [];
    servidor.use(
      http.get(URL, () => respostaDoContrato(PreferenciasEmailSchema, estado)),
      http.put(URL, async ({ request }) => {
        const body = (await request.json()) as Partial<PreferenciasEmail>;
        enviados.push(body);
        estado = { ...estado, ...body };
        return respostaDoContrato(PreferenciasEmailSchema, estado);
      }),
    );
    const { user } = renderizar(<SecaoPreferenciasEmail />);
    expect(screen.getByRole('heading', { name: 'Preferências de e-mail' })).toBeInTheDocument();
    const aula = await screen.findByRole('checkbox', { name: 'Lembrete de aula' });
    expect(aula).toBeChecked();
    expect(aula).toHaveAccessibleDescription('Na véspera de cada encontro das suas turmas, com data, horário e local.');
    expect(screen.getByRole('checkbox', { name: 'Avaliação disponível' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Lembrete de avaliação pendente' })).toBeChecked();

    await user.click(aula);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Lembrete de aula' })).not.toBeChecked());
    expect(enviados).toEqual([{ lembrete_aula: false }]);
    expect(await screen.findByText('Lembrete de aula: você não vai mais receber por e-mail.')).toBeInTheDocument();
  });

  it('falha ao salvar: a caixa volta ao estado salvo', async () => {
    servidor.use(
      http.get(URL, () => respostaDoContrato(PreferenciasEmailSchema, { lembrete_aula: true, avaliacao_disponivel: true, lembrete_avaliacao: true })),
      http.put(URL, () => HttpResponse.json({ erro: 'Falhou.', message: 'Falhou.', code: 'ERRO_INTERNO' }, { status: 503 })),
    );
    const { user } = renderizar(<SecaoPreferenciasEmail />);
    const aula = await screen.findByRole('checkbox', { name: 'Lembrete de aula' });
    await user.click(aula);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Lembrete de aula' })).toBeEnabled());
    expect(screen.getByRole('checkbox', { name: 'Lembrete de aula' })).toBeChecked();
  });

  it('erro ao carregar: oferece tentar de novo', async () => {
    let falhar = true;
    servidor.use(
      http.get(URL, () => (falhar
        ? HttpResponse.json({ erro: 'Falhou.', message: 'Falhou.', code: 'ERRO_INTERNO' }, { status: 503 })
        : respostaDoContrato(PreferenciasEmailSchema, { lembrete_aula: true, avaliacao_disponivel: true, lembrete_avaliacao: true }))),
    );
    const { user } = renderizar(<SecaoPreferenciasEmail />);
    const botao = await screen.findByRole('button', { name: 'Tentar novamente' }, { timeout: 5000 });
    falhar = false;
    await user.click(botao);
    expect(await screen.findByRole('checkbox', { name: 'Lembrete de aula' })).toBeChecked();
  });
});
