import { EventoEntradaSchema, type EventoEntrada } from '#shared/contracts/eventos.ts';
import type { Db } from '../db/client.ts';
import { unidades } from '../db/schema/index.ts';
import { criarEvento, publicarEvento } from '../modules/eventos/eventos-edicao.ts';
import { criarUsuario, ctxDeTeste } from './factories.ts';

/** Uma data `AAAA-MM-DD` a `dias` de hoje (no calendário UTC, suficiente para montar cronogramas). */
export function diaDaqui(dias: number, base = new Date()): string {
  return new Date(base.getTime() + dias * 86_400_000).toISOString().slice(0, 10);
}

export interface OpcoesEvento {
  titulo?: string;
  tipo?: EventoEntrada['tipo'];
  publicar?: boolean;
  restricao?: EventoEntrada['restricao'];
  /** Turmas: sem `instrutores`, um instrutor novo é criado para cada uma. */
  turmas?: (Partial<Omit<EventoEntrada['turmas'][number], 'datas'>> & { datas?: EventoEntrada['turmas'][number]['datas'] })[];
  admin?: { id: number };
  now?: () => Date;
}

/**
 * Cria um evento pelo serviço de verdade (validação, cronograma, carga horária), publicado salvo
 * `publicar: false`. Cada turma sem datas ganha um encontro daqui a 10 dias, das 08:00 às 12:00.
 */
export async function criarEventoDeTeste(db: Db, o: OpcoesEvento = {}) {
  const admin = o.admin ?? (await criarUsuario(db, { perfis: ['usuario', 'administrador'] }));
  const ctx = ctxDeTeste(db, { id: admin.id, perfis: ['usuario', 'administrador'] }, o.now ? { now: o.now } : {});
  const [unidade] = await db.select({ id: unidades.id }).from(unidades).limit(1);
  const turmas = [];
  for (const [i, t] of (o.turmas ?? [{}]).entries()) {
    const instrutores = t.instrutores ?? [(await criarUsuario(db, { perfis: ['usuario', 'instrutor'] })).id];
    turmas.push({
      nome: t.nome ?? `Turma ${String.fromCharCode(65 + i)}`,
      vagas: t.vagas ?? 30,
      instrutores,
      palestrantes: t.palestrantes ?? [],
      assinantes: t.assinantes ?? [],
      datas: t.datas ?? [{ data: diaDaqui(10), horario_inicio: '08:00', horario_fim: '12:00' }],
      ...(t.id ? { id: t.id } : {}),
    });
  }
  const entrada = EventoEntradaSchema.parse({
    titulo: o.titulo ?? 'Curso de Teste',
    descricao: 'Descrição do curso.',
    local: 'Auditório da Escola',
    tipo: o.tipo ?? 'Curso',
    unidade_id: unidade!.id,
    publico_alvo: 'Servidores da saúde',
    restricao: o.restricao ?? null,
    turmas,
  });
  const evento = await criarEvento(ctx, entrada);
  if (o.publicar !== false) await publicarEvento(ctx, { id: evento.id });
  return { evento: { ...evento, publicado: o.publicar !== false }, admin, ctxAdmin: ctx };
}
