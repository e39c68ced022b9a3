/**
 * Dados de teste de eventos, turmas e inscrições. Os handlers passam estes valores pelo `.parse` dos
 * esquemas do contrato (`respostaDoContrato`), então eles precisam ser válidos.
 */
import { http } from 'msw';
import { z } from 'zod';
import { EventoResumoSchema, type EventoDetalhe, type EventoResumo, type Turma } from '#shared/contracts/eventos.ts';
import type { MinhaInscricaoItem } from '#shared/contracts/inscricoes.ts';
import { respostaDoContrato } from './msw.ts';

export function eventoResumoDeTeste(p: Partial<EventoResumo> & { id: number }): EventoResumo {
  return {
    titulo: `Evento ${p.id}`,
    tipo: 'Curso',
    local: 'Auditório da Escola',
    publico_alvo: 'Profissionais da atenção básica',
    unidade_sigla: 'SMS',
    publicado: true,
    restrito: false,
    restricao_modo: null,
    status: 'programado',
    data_inicio: '2030-03-05',
    data_fim: '2030-03-07',
    instrutor: [{ id: 7, nome: 'Ana Souza' }],
    turmas_qtd: 1,
    vagas_total: 30,
    vagas_restantes: 12,
    folder: null,
    ...p,
  };
}

export function turmaDeTeste(p: Partial<Turma> & { id: number }): Turma {
  return {
    evento_id: 1,
    nome: `Turma ${p.id}`,
    vagas: 10,
    confirmadas: 3,
    em_espera: 0,
    vagas_restantes: 7,
    status: 'programado',
    data_inicio: '2030-03-05',
    data_fim: '2030-03-07',
    carga_horaria: 12,
    horario: { horario_inicio: '08:00', horario_fim: '12:00' },
    datas: [
      { data: '2030-03-05', horario_inicio: '08:00', horario_fim: '12:00' },
      { data: '2030-03-06', horario_inicio: '08:00', horario_fim: '12:00' },
      { data: '2030-03-07', horario_inicio: '13:00', horario_fim: '17:00' },
    ],
    instrutor: [{ id: 7, nome: 'Ana Souza' }],
    palestrantes: [],
    assinantes: [],
    minha_inscricao: null,
    impedimento: null,
    ...p,
  };
}

/** `minha_inscricao` de uma turma (GET /api/eventos/:id): inscrita, e ainda pode cancelar. */
export function inscricaoNaTurmaDeTeste(p: Partial<NonNullable<Turma['minha_inscricao']>> = {}): NonNullable<Turma['minha_inscricao']> {
  return { id: 99, status: 'confirmada', posicao_espera: null, pode_cancelar: true, ...p };
}

export function eventoDetalheDeTeste(p: Partial<EventoDetalhe> & { id: number }): EventoDetalhe {
  return {
    ...eventoResumoDeTeste({ id: p.id }),
    descricao: 'Atualização em imunização para a rede municipal.',
    unidade_id: 1,
    restricao: null,
    programacao: null,
    turmas: [turmaDeTeste({ id: 11, evento_id: p.id })],
    sou_instrutor: false,
    restricao_impede: null,
    ...p,
  };
}

export function minhaInscricaoDeTeste(p: Partial<MinhaInscricaoItem> & { id: number }): MinhaInscricaoItem {
  return {
    status: 'confirmada',
    posicao_espera: null,
    criada_em: '2030-02-01T12:00:00.000Z',
    cancelada_em: null,
    motivo_cancelamento: null,
    evento: { id: 1, titulo: 'Curso de Vacinação', tipo: 'Curso', local: 'Auditório da SMS' },
    turma: {
      id: 11,
      nome: 'Turma A',
      status: 'programado',
      data_inicio: '2030-03-05',
      data_fim: '2030-03-06',
      carga_horaria: 8,
      horario: { horario_inicio: '08:00', horario_fim: '12:00' },
      datas: [
        { data: '2030-03-05', horario_inicio: '08:00', horario_fim: '12:00' },
        { data: '2030-03-06', horario_inicio: '08:00', horario_fim: '12:00' },
      ],
      instrutor: [{ id: 7, nome: 'Ana Souza' }],
    },
    pode_cancelar: true,
    ...p,
  };
}

/** Resposta de GET /api/eventos: o array (validado pelo contrato) e os totais nos cabeçalhos. */
export function respostaListaEventos(itens: EventoResumo[], { total = itens.length, pagina = 1, porPagina = 20 } = {}) {
  return respostaDoContrato(z.array(EventoResumoSchema), itens, {
    headers: { 'X-Total-Count': String(total), 'X-Pagina': String(pagina), 'X-Por-Pagina': String(porPagina) },
  });
}

/** Handler de GET /api/eventos que guarda a query de cada pedido e responde com `responder`. */
export function handlerListaEventos(pedidos: URLSearchParams[], responder: (q: URLSearchParams) => Response | Promise<Response>) {
  return http.get('/api/eventos', ({ request }) => {
    const q = new URL(request.url).searchParams;
    pedidos.push(q);
    return responder(q);
  });
}
