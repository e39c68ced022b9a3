/**
 * Preparação das jornadas de presença pela API (sem navegador): um evento publicado com uma turma que
 * tem encontro hoje o dia todo (a janela da confirmação está aberta a qualquer hora do teste), do
 * instrutor da demonstração, e participantes inscritos.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { tokenPelaApi } from './caixa-de-saida.ts';
import { CONTAS } from './dados.ts';

/** `AAAA-MM-DD` de hoje no calendário de São Paulo. */
export function hojeEmSaoPaulo(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}

async function pedir<T>(request: APIRequestContext, metodo: 'get' | 'post', url: string, token: string, data?: unknown): Promise<T> {
  const r = await request[metodo](url, { headers: { authorization: `Bearer ${token}` }, ...(data === undefined ? {} : { data }) });
  expect(r.ok(), `${metodo.toUpperCase()} ${url} respondeu ${r.status()}: ${(await r.text()).slice(0, 300)}`).toBe(true);
  return (await r.json()) as T;
}

/** Cria e publica o evento; inscreve as contas dadas (e-mails da demonstração). Devolve o id da turma. */
export async function turmaDeHoje(request: APIRequestContext, titulo: string, inscritos: readonly string[]): Promise<number> {
  const admin = await tokenPelaApi(request, CONTAS.admin.email);
  const lookups = await pedir<{ unidades: { id: number }[] }>(request, 'get', '/api/lookups', admin);
  const instrutores = await pedir<{ id: number; email?: string; nome: string }[]>(request, 'get', '/api/instrutores', admin);
  const instrutor = instrutores.find((i) => i.nome === CONTAS.instrutor.nome)!;
  const evento = await pedir<{ id: number; turmas: { id: number }[] }>(request, 'post', '/api/eventos', admin, {
    titulo, descricao: '', local: 'Auditório da Escola da Saúde', tipo: 'Curso', unidade_id: lookups.unidades[0]!.id, publico_alvo: '', restricao: null,
    turmas: [{ nome: 'Turma do dia', vagas: 30, instrutores: [instrutor.id], palestrantes: [], assinantes: [], datas: [{ data: hojeEmSaoPaulo(), horario_inicio: '00:00', horario_fim: '23:59' }] }],
  });
  await pedir(request, 'post', `/api/eventos/${evento.id}/publicar`, admin, {});
  const turmaId = evento.turmas[0]!.id;
  for (const email of inscritos) await pedir(request, 'post', `/api/turmas/${turmaId}/inscricoes`, await tokenPelaApi(request, email));
  return turmaId;
}

/**
 * Um evento (rascunho, fora das listas do participante) cuja única turma, do instrutor da demonstração,
 * teve o encontro há um ano: só aparece no gerador de QR com o período "Todas as turmas".
 */
export async function turmaDeUmAnoAtras(request: APIRequestContext, titulo: string): Promise<number> {
  const admin = await tokenPelaApi(request, CONTAS.admin.email);
  const lookups = await pedir<{ unidades: { id: number }[] }>(request, 'get', '/api/lookups', admin);
  const instrutores = await pedir<{ id: number; nome: string }[]>(request, 'get', '/api/instrutores', admin);
  const instrutor = instrutores.find((i) => i.nome === CONTAS.instrutor.nome)!;
  const [ano, mes, dia] = hojeEmSaoPaulo().split('-').map(Number) as [number, number, number];
  const umAnoAtras = `${ano - 1}-${String(mes).padStart(2, '0')}-${String(mes === 2 && dia === 29 ? 28 : dia).padStart(2, '0')}`;
  const evento = await pedir<{ id: number; turmas: { id: number }[] }>(request, 'post', '/api/eventos', admin, {
    titulo, descricao: '', local: 'Auditório da Escola da Saúde', tipo: 'Curso', unidade_id: lookups.unidades[0]!.id, publico_alvo: '', restricao: null,
    turmas: [{ nome: 'Turma do ano passado', vagas: 30, instrutores: [instrutor.id], palestrantes: [], assinantes: [], datas: [{ data: umAnoAtras, horario_inicio: '08:00', horario_fim: '12:00' }] }],
  });
  return evento.turmas[0]!.id;
}

