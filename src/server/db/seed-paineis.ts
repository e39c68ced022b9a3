/**
 * Demonstração dos painéis e do histórico de formação (issue 21): a participante de demonstração conclui
 * dois cursos passados (um no ano anterior e a oficina de aleitamento deste ano), com os certificados de
 * participante emitidos — o painel mostra horas por ano e o histórico tem o que listar. O curso do ano
 * anterior é do instrutor de demonstração: três avaliações (média visível) e uma pessoa com frequência
 * insuficiente (certificado pendente por motivo). Tudo pelos serviços de verdade, com o relógio de cada momento.
 */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { EnviarAvaliacaoBodySchema } from '#shared/contracts/avaliacoes.ts';
import { EventoEntradaSchema } from '#shared/contracts/eventos.ts';
import { CRITERIOS } from '#shared/rules/avaliacao.ts';
import { dataEmSaoPaulo, instanteEmSaoPaulo } from '#shared/rules/cronograma.ts';
import { criarCtx, type CtxAutenticado, type Servicos } from '../lib/context.ts';
import { enviarAvaliacao } from '../modules/avaliacoes/avaliacoes.service.ts';
import { criarEvento, publicarEvento } from '../modules/eventos/eventos-edicao.ts';
import { inscrever } from '../modules/inscricoes/inscricoes.service.ts';
import { confirmarPresenca } from '../modules/presencas/presencas.service.ts';
import { eventos, turmas, unidades, usuarios } from './schema/index.ts';

const NOTAS = ['otimo', 'bom', 'otimo'] as const;

export async function seedPaineisDemo(servicos: Servicos, log: FastifyBaseLogger, p: { admin: number; instrutor: number; participante: number }): Promise<void> {
  const db = servicos.db;
  const ctxDe = (id: number, agora: Date, perfis: CtxAutenticado['user']['perfis'] = ['usuario']) =>
    ({ ...criarCtx(servicos, log, { id, perfis, perfilIncompleto: false, sessaoId: 'semente', via: 'bearer' }), now: () => agora }) as CtxAutenticado;
  const hoje = dataEmSaoPaulo(servicos.now());
  const dia = (n: number) => {
    const [a, m, d] = hoje.split('-').map(Number) as [number, number, number];
    return new Date(Date.UTC(a, m - 1, d + n)).toISOString().slice(0, 10);
  };
  const [unidade] = await db.select({ id: unidades.id }).from(unidades).orderBy(unidades.ordem).limit(1);
  const extras = await db.select({ id: usuarios.id, email: usuarios.email }).from(usuarios).where(inArray(usuarios.email, ['participante12@escola.demo', 'participante13@escola.demo', 'participante14@escola.demo']));
  const [a, b, c] = ['participante12@escola.demo', 'participante13@escola.demo', 'participante14@escola.demo'].map((e) => extras.find((x) => x.email === e)?.id);

  // o curso do ano anterior (um ano e duas semanas atrás), do instrutor de demonstração
  const datas = [dia(-380), dia(-379)];
  const adm = ctxDe(p.admin, instanteEmSaoPaulo(dia(-420), '09:00'), ['usuario', 'instrutor', 'administrador']);
  const imunizacao = await criarEvento(adm, EventoEntradaSchema.parse({
    titulo: 'Curso de Imunização na Sala de Vacina', descricao: 'Rede de frio, calendário vacinal e registro no sistema.', local: 'Escola da Saúde — Sala 3',
    tipo: 'Curso', unidade_id: unidade!.id, publico_alvo: 'Equipes de enfermagem', restricao: null,
    turmas: [{ nome: 'Turma 1', vagas: 30, instrutores: [p.instrutor], palestrantes: [], assinantes: [p.admin], datas: datas.map((data) => ({ data, horario_inicio: '08:00', horario_fim: '16:00' })) }],
  }));
  await publicarEvento(adm, { id: imunizacao.id });
  const [aleitamento] = await db
    .select({ turmaId: turmas.id, dataInicio: turmas.dataInicio, dataFim: turmas.dataFim })
    .from(turmas).innerJoin(eventos, eq(eventos.id, turmas.eventoId))
    .where(eq(eventos.titulo, 'Oficina de Aleitamento Materno')).limit(1);

  const concluir = async (turmaId: number, dias: string[], pessoas: { id: number; presencas: number; avalia: boolean }[], horario: string) => {
    const antes = new Date(instanteEmSaoPaulo(dias[0]!, '07:00').getTime() - 86_400_000);
    for (const [i, x] of pessoas.entries()) {
      await inscrever(ctxDe(x.id, antes), { turmaId });
      for (const d of dias.slice(0, x.presencas)) await confirmarPresenca(ctxDe(x.id, instanteEmSaoPaulo(d, horario)), { turma: turmaId });
      if (!x.avalia) continue;
      const respostas = Object.fromEntries(CRITERIOS.filter((k) => k.obrigatorio).map((k, j) => [k.chave, NOTAS[(i + j) % NOTAS.length]]));
      await enviarAvaliacao(ctxDe(x.id, instanteEmSaoPaulo(dias.at(-1)!, '20:00')), { turmaId }, EnviarAvaliacaoBodySchema.parse({ respostas }));
    }
  };
  const gente = [{ id: p.participante, presencas: 2, avalia: true }];
  if (a && b && c) gente.push({ id: a, presencas: 2, avalia: true }, { id: b, presencas: 2, avalia: true }, { id: c, presencas: 1, avalia: false });
  await concluir(imunizacao.turmas[0]!.id, datas, gente, '08:10');
  if (aleitamento) await concluir(aleitamento.turmaId, [aleitamento.dataInicio], [{ id: p.participante, presencas: 1, avalia: true }], '13:10');
}
