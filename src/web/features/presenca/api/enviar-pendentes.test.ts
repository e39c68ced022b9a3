import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { CHAVES } from '#web/lib/sessao.ts';
import { jwtDeTeste } from '#web/testing/jwt.ts';
import { confirmacaoDeTeste } from '../components/participante/dados-de-teste.ts';
import { observarEnvio, enviarPendentes, iniciarEnvioDePendentes, NOVA_TENTATIVA_MS, reiniciarEnvioParaTestes } from './enviar-pendentes.ts';
import { CHAVE_PENDENTES, guardarPendente, lerPendentes } from './pendentes.ts';

vi.mock('./confirmar-presenca.ts', () => ({ confirmarPresenca: vi.fn() }));
vi.mock('#web/lib/toast.ts', () => ({ notificarSucesso: vi.fn(), notificarErro: vi.fn() }));
const { confirmarPresenca } = await import('./confirmar-presenca.ts');
const toast = await import('#web/lib/toast.ts');
const confirmar = vi.mocked(confirmarPresenca);

const recusa = (status: number, mensagem: string, motivo?: string) => new ApiError(mensagem, status, 'REGRA_NEGOCIO', motivo ? { motivo } : undefined);

beforeEach(() => {
  vi.clearAllMocks();
  reiniciarEnvioParaTestes();
});
afterEach(() => {
  reiniciarEnvioParaTestes();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('envio das presenças guardadas sem internet', () => {
  it('a confirmação guardada por uma conta não é enviada por outra que entre no mesmo celular', async () => {
    const entrar = (id: number) => localStorage.setItem(CHAVES.usuario, JSON.stringify({ id, nome: `Pessoa ${id}`, perfis: ['usuario'] }));
    entrar(7);
    guardarPendente(42, undefined);
    entrar(8); // outra pessoa entrou no mesmo aparelho
    confirmar.mockResolvedValue(confirmacaoDeTeste());
    await enviarPendentes();
    expect(confirmar).not.toHaveBeenCalled();
    expect(lerPendentes()).toMatchObject([{ turma: 42, usuario: 7 }]);
    entrar(7); // a dona da confirmação volta: agora vai
    await enviarPendentes();
    expect(confirmar).toHaveBeenCalledTimes(1);
    expect(lerPendentes()).toEqual([]);
    localStorage.removeItem(CHAVES.usuario);
  });

  it('a vencida de outra conta sai da fila sem aviso para quem está logado', async () => {
    localStorage.setItem(CHAVES.usuario, JSON.stringify({ id: 7, nome: 'Sete', perfis: ['usuario'] }));
    guardarPendente(42, undefined, new Date(Date.now() - 3 * 86_400_000));
    localStorage.setItem(CHAVES.usuario, JSON.stringify({ id: 8, nome: 'Oito', perfis: ['usuario'] }));
    await enviarPendentes();
    expect(lerPendentes()).toEqual([]);
    expect(toast.notificarErro).not.toHaveBeenCalled();
    localStorage.removeItem(CHAVES.usuario);
  });

  it('quando a rede volta, envia a fila e avisa o sucesso num toast (página fechada)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    guardarPendente(42, '381924');
    confirmar.mockResolvedValue(confirmacaoDeTeste());
    iniciarEnvioDePendentes();
    expect(confirmar).not.toHaveBeenCalled(); // sem rede, espera

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(toast.notificarSucesso).toHaveBeenCalled());
    expect(confirmar).toHaveBeenCalledWith({ turma: 42, t: '381924' });
    expect(vi.mocked(toast.notificarSucesso).mock.calls[0]![0]).toBe('Presença confirmada: Curso de Vacinação — Turma A (05/03/2030).');
    expect(localStorage.getItem(CHAVE_PENDENTES)).toBeNull();
  });

  it('com a página da turma aberta, o resultado vai para ela e não vira toast', async () => {
    guardarPendente(42, undefined);
    confirmar.mockResolvedValue(confirmacaoDeTeste());
    const eventos: string[] = [];
    observarEnvio(42, (e) => eventos.push(e.tipo));
    await enviarPendentes();
    expect(eventos).toEqual(['enviando', 'sucesso']);
    expect(toast.notificarSucesso).not.toHaveBeenCalled();
  });

  it('recusa do servidor tira da fila e avisa o motivo; segue com as outras', async () => {
    guardarPendente(1, '111111');
    guardarPendente(2, undefined);
    confirmar.mockRejectedValueOnce(recusa(422, 'Código expirado.', 'CODIGO_EXPIRADO')).mockResolvedValueOnce(confirmacaoDeTeste({ turma: { id: 2, nome: 'B', evento: { id: 1, titulo: 'E' } } }));
    await enviarPendentes();
    expect(toast.notificarErro).toHaveBeenCalledWith('A presença guardada (turma 1) não foi registrada: Código expirado.', { toastId: 'presenca-1' });
    expect(toast.notificarSucesso).toHaveBeenCalledTimes(1);
    expect(lerPendentes()).toEqual([]);
  });

  it('falha de rede ou do servidor mantém a fila e tenta de novo em 1 minuto', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    guardarPendente(42, undefined);
    confirmar.mockRejectedValueOnce(new ApiError('Falha de rede ou CORS', 0, 'REDE')).mockResolvedValueOnce(confirmacaoDeTeste());
    await enviarPendentes();
    expect(lerPendentes()).toHaveLength(1);
    expect(toast.notificarErro).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(NOVA_TENTATIVA_MS);
    expect(confirmar).toHaveBeenCalledTimes(2);
    expect(lerPendentes()).toEqual([]);
  });

  it('sem sessão (401) a presença fica na fila e vai quando a pessoa entra', async () => {
    guardarPendente(42, undefined);
    confirmar.mockRejectedValueOnce(new ApiError('Não autorizado (401)', 401, 'NAO_AUTENTICADO')).mockResolvedValueOnce(confirmacaoDeTeste());
    iniciarEnvioDePendentes();
    await vi.waitFor(() => expect(toast.notificarErro).toHaveBeenCalledTimes(1));
    expect(lerPendentes()).toHaveLength(1);

    localStorage.setItem(CHAVES.token, jwtDeTeste());
    window.dispatchEvent(new Event('sessao:mudou'));
    await vi.waitFor(() => expect(toast.notificarSucesso).toHaveBeenCalled());
    expect(lerPendentes()).toEqual([]);
  });

  it('descarta a de outro dia (o servidor marcaria o dia errado) e avisa', async () => {
    guardarPendente(42, undefined, new Date('2020-01-10T12:00:00Z'));
    await enviarPendentes();
    expect(confirmar).not.toHaveBeenCalled();
    expect(toast.notificarErro).toHaveBeenCalledWith(expect.stringContaining('guardada em 10/01/2020 (turma 42) não pôde ser enviada no mesmo dia'));
    expect(lerPendentes()).toEqual([]);
  });

  it('pedidos simultâneos usam o mesmo envio', async () => {
    guardarPendente(42, undefined);
    confirmar.mockResolvedValue(confirmacaoDeTeste());
    await Promise.all([enviarPendentes(), enviarPendentes()]);
    expect(confirmar).toHaveBeenCalledTimes(1);
  });
});
