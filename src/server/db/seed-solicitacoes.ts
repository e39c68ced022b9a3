/**
 * Demonstração das solicitações de curso e do calendário anual (issue 10): uma solicitação em cada
 * situação (rascunho, enviada, em análise, aprovada, rejeitada com motivo, retirada e convertida), de
 * vários departamentos, pelas contas de demonstração, com datas espalhadas pelo ano e no mês que vem.
 * Tudo pelos serviços de verdade; a convertida vira um evento rascunho ligado à solicitação.
 */
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { CriarSolicitacaoBodySchema, type CriarSolicitacaoBody } from '#shared/contracts/solicitacoes-curso.ts';
import { dataEmSaoPaulo } from '#shared/rules/cronograma.ts';
import { ehPerfil } from '#shared/rules/perfis.ts';
import { criarCtx, type CtxAutenticado, type Servicos } from '../lib/context.ts';
import { analisarSolicitacao, converterSolicitacao, decidirSolicitacao } from '../modules/solicitacoes-curso/decisoes.ts';
import { criarSolicitacao, enviarSolicitacao, retirarSolicitacao } from '../modules/solicitacoes-curso/solicitacoes-curso.service.ts';
import { loggerMudo } from '../testing/factories.ts';
import { unidades, usuarios } from './schema/index.ts';
import { CONTAS_DEMO } from './seed.ts';

type Email = (typeof CONTAS_DEMO)[number]['email'];

export async function seedSolicitacoesDemo(servicos: Servicos, log: FastifyBaseLogger = loggerMudo): Promise<void> {
  const db = servicos.db;
  const contas = await db
    .select({ id: usuarios.id, email: usuarios.email, perfis: usuarios.perfis })
    .from(usuarios)
    .where(inArray(usuarios.email, CONTAS_DEMO.map((c) => c.email)));
  const ctxDe = (email: Email): CtxAutenticado => {
    const c = contas.find((x) => x.email === email);
    if (!c) throw new Error(`conta de demonstração ausente: ${email}`);
    return criarCtx(servicos, log, { id: c.id, perfis: c.perfis.filter(ehPerfil), perfilIncompleto: false, sessaoId: 'semente', via: 'bearer' }) as CtxAutenticado;
  };
  if (contas.length < CONTAS_DEMO.length) return;
  const admin = ctxDe('admin@escola.demo');
  const instrutor = ctxDe('instrutor@escola.demo');
  const usuario = ctxDe('usuario@escola.demo');
  const [unidade] = await db.select({ id: unidades.id }).from(unidades).orderBy(unidades.ordem).limit(1);

  const [ano, mes] = dataEmSaoPaulo(servicos.now()).split('-').map(Number) as [number, number];
  const datas: Datas = {
    doAno: (m, d) => `${ano}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
    mesQueVem: (d) => new Date(Date.UTC(ano, mes, d)).toISOString().slice(0, 10),
  };
  const p = { admin, instrutor, usuario, unidadeId: unidade?.id ?? null };
  await propostasEmAndamento(p, datas);
  await propostasDecididas(p, datas);
}

interface Datas {
  /** Um dia do ano corrente. */
  doAno: (m: number, d: number) => string;
  /** Um dia do mês que vem (pode cair no ano seguinte). */
  mesQueVem: (d: number) => string;
}
interface Pessoas {
  admin: CtxAutenticado;
  instrutor: CtxAutenticado;
  usuario: CtxAutenticado;
  unidadeId: number | null;
}

const enc = (data: string, inicio = '08:00', fim = '12:00') => ({ data, horario_inicio: inicio, horario_fim: fim });
const criar = (ctx: CtxAutenticado, b: CriarSolicitacaoBody) => criarSolicitacao(ctx, CriarSolicitacaoBodySchema.parse(b));

/** Rascunho, enviadas e em análise. */
async function propostasEmAndamento({ admin, instrutor, usuario, unidadeId }: Pessoas, { doAno, mesQueVem }: Datas): Promise<void> {
  // rascunho: a participante ainda está montando a proposta
  await criar(usuario, {
    titulo: 'Oficina de Comunicação Não Violenta no Atendimento',
    descricao: 'Práticas de escuta e de comunicação com usuários e colegas em situações de conflito.',
    departamento: 'GAB-SMS',
    tipo: 'Oficina',
    datas: [enc(mesQueVem(20), '13:30', '17:30')],
  });
  // enviada, com uma palestrante de fora (quem não administra indica palestrantes pelo nome)
  await criar(usuario, {
    titulo: 'Curso de Pré-natal na Atenção Básica',
    descricao: 'Protocolo municipal de pré-natal de risco habitual, exames e vínculo com a maternidade de referência.',
    publico_alvo: 'Enfermeiros(as) e médicos(as) das unidades básicas',
    local: 'Escola da Saúde — Sala 3',
    departamento: 'DEAPS',
    unidade_id: unidadeId,
    datas: [enc(mesQueVem(8)), enc(mesQueVem(9))],
    palestrantes: [{ nome: 'Dra. Marta Figueiredo' }],
    enviar: true,
  });
  // guardada como rascunho e enviada depois, com um palestrante da plataforma (só a administração indica por conta) e um de fora
  const regulacao = await criar(admin, {
    titulo: 'Seminário de Regulação do Acesso',
    departamento: 'DEREG',
    tipo: 'Seminário',
    modalidade: 'hibrido',
    datas: [enc(doAno(3, 20), '09:00', '16:00')],
    palestrantes: [{ usuario_id: instrutor.user.id }, { nome: 'Dr. Renato Guimarães' }],
  });
  await enviarSolicitacao(admin, { id: regulacao.id });
  // em análise
  const arboviroses = await criar(instrutor, {
    titulo: 'Atualização em Vigilância das Arboviroses',
    descricao: 'Dengue, zika e chikungunya: notificação, investigação e bloqueio de transmissão.',
    departamento: 'DEVIG',
    modalidade: 'online',
    datas: [enc(doAno(11, 12), '14:00', '17:00')],
    enviar: true,
  });
  await analisarSolicitacao(admin, { id: arboviroses.id });
}

/** Aprovada, rejeitada com motivo, retirada e convertida em evento. */
async function propostasDecididas({ admin, instrutor, usuario, unidadeId }: Pessoas, { doAno, mesQueVem }: Datas): Promise<void> {
  // aprovada (aguardando virar evento)
  const hipertensao = await criar(usuario, {
    titulo: 'Manejo da Hipertensão na Média Complexidade',
    departamento: 'DEMAC',
    unidade_id: unidadeId,
    datas: [enc(doAno(9, 16)), enc(doAno(9, 17))],
    enviar: true,
  });
  await decidirSolicitacao(admin, { id: hipertensao.id }, { decisao: 'aprovar' });
  // rejeitada, com motivo
  const financas = await criar(instrutor, {
    titulo: 'Planilhas para Gestão de Contratos',
    departamento: 'DEAFIN-SMS',
    tipo: 'Oficina',
    datas: [enc(doAno(6, 3), '13:00', '17:00')],
    enviar: true,
  });
  await decidirSolicitacao(admin, { id: financas.id }, { decisao: 'rejeitar', motivo: 'O conteúdo já é oferecido no curso de gestão de contratos do segundo semestre.' });
  // retirada pela autora
  const retirada = await criar(usuario, { titulo: 'Roda de Conversa sobre Cuidado ao Cuidador', departamento: 'DEAPS', tipo: 'Palestra', datas: [enc(doAno(4, 14))], enviar: true });
  await retirarSolicitacao(usuario, { id: retirada.id });
  // convertida: aprovada e transformada num evento rascunho com uma turma
  const saudeMental = await criar(instrutor, {
    titulo: 'Cuidado em Saúde Mental na Rede de Atenção Psicossocial',
    descricao: 'Acolhimento à crise, projeto terapêutico singular e articulação com os CAPS.',
    publico_alvo: 'Profissionais da rede de saúde mental',
    local: 'CAPS Centro — Sala de Grupos',
    departamento: 'DESMEN',
    unidade_id: unidadeId,
    restrito: true,
    restricao_descricao: 'Somente profissionais lotados nos CAPS e nas unidades básicas.',
    datas: [enc(mesQueVem(14)), enc(mesQueVem(15))],
    palestrantes: [{ nome: 'Dr. Paulo Amarante Reis' }],
    enviar: true,
  });
  await analisarSolicitacao(admin, { id: saudeMental.id });
  await decidirSolicitacao(admin, { id: saudeMental.id }, { decisao: 'aprovar' });
  if (unidadeId !== null) await converterSolicitacao(admin, { id: saudeMental.id }, { vagas: 35, instrutores: [instrutor.user.id] });
}
