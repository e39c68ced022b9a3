import { crc32, deflateSync } from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import { EventoEntradaSchema, type EventoEntrada } from '#shared/contracts/eventos.ts';
import { dataEmSaoPaulo } from '#shared/rules/cronograma.ts';
import { criarCtx, type CtxAutenticado, type Servicos } from '../lib/context.ts';
import type { FastifyBaseLogger } from 'fastify';
import { criarEvento, publicarEvento } from '../modules/eventos/eventos-edicao.ts';
import { enviarFolder } from '../modules/eventos/eventos-arquivos.ts';
import { inscrever, rodarLembretesDeAula } from '../modules/inscricoes/inscricoes.service.ts';
import { confirmarPresenca } from '../modules/presencas/presencas.service.ts';
import { criarUsuario } from '../testing/factories.ts';
import { unidades, usuarios } from './schema/index.ts';
import { emitirPendentes } from '../modules/certificados/certificados.service.ts';
import { seedCertificadosDemo } from './seed-certificados.ts';
import { seedPaineisDemo } from './seed-paineis.ts';
import { seedPosCursoDemo } from './seed-pos-curso.ts';
import { seedSalasDemo } from './seed-salas.ts';
import { seedSolicitacoesDemo } from './seed-solicitacoes.ts';
import { seedChamadasDemo } from './seed-chamadas.ts';
import { SENHA_DEMO } from './seed.ts';

/** PNG de uma cor em degradê diagonal com faixas (folder de demonstração), sem dependências. */
export function pngDemo(largura: number, altura: number, de: [number, number, number], ate: [number, number, number]): Buffer {
  const linhas = Buffer.alloc((largura * 3 + 1) * altura);
  for (let y = 0; y < altura; y++) {
    const base = y * (largura * 3 + 1);
    linhas[base] = 0;
    for (let x = 0; x < largura; x++) {
      const t = (x / largura + y / altura) / 2;
      const faixa = Math.floor((x + y) / 48) % 2 === 0 ? 1 : 0.94;
      for (let c = 0; c < 3; c++) linhas[base + 1 + x * 3 + c] = Math.round((de[c]! + (ate[c]! - de[c]!) * t) * faixa);
    }
  }
  const bloco = (tipo: string, dados: Buffer) => {
    const cab = Buffer.alloc(8);
    cab.writeUInt32BE(dados.length, 0);
    cab.write(tipo, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([cab.subarray(4), dados])), 0);
    return Buffer.concat([cab, dados, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(largura, 0);
  ihdr.writeUInt32BE(altura, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    bloco('IHDR', ihdr),
    bloco('IDAT', deflateSync(linhas, { level: 9 })),
    bloco('IEND', Buffer.alloc(0)),
  ]);
}

const PARTICIPANTES_EXTRAS = [
  'Bruno Barros Teixeira', 'Camila Duarte Reis', 'Daniel Ferraz Campos', 'Elisa Gomes Prado', 'Fábio Henrique Moura',
  'Gabriela Isidoro Lopes', 'Heitor Jardim Nunes', 'Isabela Klein Rocha', 'João Lacerda Vieira', 'Karina Medeiros Alves',
  'Lucas Nogueira Pinto', 'Marina Oliveira Costa', 'Nicolas Pereira Dias', 'Olívia Queiroz Martins',
];

/**
 * Eventos de demonstração, criados pelos serviços de verdade (validação, cronograma, fila de avisos):
 * de vários tipos; passados, em andamento e futuros; um lotado com lista de espera; um restrito; um
 * rascunho; congresso com várias turmas; folders nos principais. Datas relativas a hoje.
 */
export async function seedEventosDemo(servicos: Servicos, log: FastifyBaseLogger, logN: number): Promise<void> {
  const db = servicos.db;
  const [admin] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'admin@escola.demo'));
  const [instrutor] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'instrutor@escola.demo'));
  const [participante] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'usuario@escola.demo'));
  if (!admin || !instrutor || !participante) return;
  const ctxAdmin = criarCtx(servicos, log, { id: admin.id, perfis: ['usuario', 'instrutor', 'administrador'], perfilIncompleto: false, sessaoId: 'semente', via: 'bearer' }) as CtxAutenticado;
  const [unidade] = await db.select({ id: unidades.id }).from(unidades).orderBy(unidades.ordem).limit(1);
  const hoje = dataEmSaoPaulo(servicos.now());
  const dia = (n: number) => {
    const [a, m, d] = hoje.split('-').map(Number) as [number, number, number];
    return new Date(Date.UTC(a, m - 1, d + n)).toISOString().slice(0, 10);
  };
  const enc = (n: number, inicio = '08:00', fim = '12:00') => ({ data: dia(n), horario_inicio: inicio, horario_fim: fim });
  const base = { unidade_id: unidade!.id, descricao: '', publico_alvo: '', restricao: null };

  const criar = async (e: Omit<EventoEntrada, 'unidade_id'> & { publicar?: boolean; folder?: [[number, number, number], [number, number, number]] }) => {
    const { publicar = true, folder, ...entrada } = e;
    const evento = await criarEvento(ctxAdmin, EventoEntradaSchema.parse({ ...base, ...entrada }));
    if (folder) await enviarFolder(ctxAdmin, evento.id, pngDemo(800, 450, folder[0], folder[1]));
    if (publicar) await publicarEvento(ctxAdmin, { id: evento.id });
    return evento;
  };
  const ctxDe = (id: number) => criarCtx(servicos, log, { id, perfis: ['usuario'], perfilIncompleto: false, sessaoId: 'semente', via: 'bearer' }) as CtxAutenticado;

  const { acolhimento, socorros, seminario, palestra } = await criarEventosDemo(criar, enc, { admin: admin.id, instrutor: instrutor.id });

  // inscrições: a participante de demonstração num curso futuro; a oficina lota e forma lista de espera
  await inscrever(ctxDe(participante.id), { turmaId: acolhimento.turmas[0]!.id });
  for (const [i, nome] of PARTICIPANTES_EXTRAS.entries()) {
    const u = await criarUsuario(db, {
      nome, email: `participante${i + 1}@escola.demo`, cpf: cpfDemo(i), senha: SENHA_DEMO, scryptLogN: logN, celular: `139920000${String(i).padStart(2, '0')}`,
    });
    await inscrever(ctxDe(u.id), { turmaId: socorros.turmas[0]!.id });
  }
  // histórico: a participante se inscreveu no seminário dez dias antes de ele acontecer
  const antes = new Date(Date.parse(`${seminario.turmas[0]!.data_inicio}T12:00:00-03:00`) - 10 * 86_400_000);
  await inscrever({ ...ctxDe(participante.id), now: () => antes }, { turmaId: seminario.turmas[0]!.id });

  // presença: a palestra em andamento (ontem, hoje e amanhã) com inscritos e presenças de ontem pelo QR
  const turmaPalestra = palestra.turmas[0]!.id;
  const antesDaPalestra = new Date(Date.parse(`${palestra.turmas[0]!.data_inicio}T08:00:00-03:00`) - 3 * 86_400_000);
  const ontemNaPalestra = new Date(Date.parse(`${palestra.turmas[0]!.data_inicio}T09:10:00-03:00`));
  const inscritosPalestra = [participante.id, ...(await idsDosExtras(db, 6))];
  for (const [i, id] of inscritosPalestra.entries()) {
    await inscrever({ ...ctxDe(id), now: () => antesDaPalestra }, { turmaId: turmaPalestra });
    if (i % 3 !== 2) await confirmarPresenca({ ...ctxDe(id), now: () => ontemNaPalestra }, { turma: turmaPalestra });
  }

  // certificados: assinaturas, a assinante padrão e avulsos (antes do pós-curso, que emite certificados)
  await seedCertificadosDemo(servicos, log, { admin: admin.id, instrutor: instrutor.id });
  // pós-curso: o seminário encerrado com teste publicado, tentativas e avaliações (e os certificados de quem avaliou)
  await seedPosCursoDemo(servicos, log, { admin: admin.id, participante: participante.id, extras: await idsDosExtras(db, 11), seminario });
  // painéis e histórico de formação: dois cursos concluídos pela participante (ano anterior e este)
  await seedPaineisDemo(servicos, log, { admin: admin.id, instrutor: instrutor.id, participante: participante.id });
  // e o certificado do instrutor do seminário (a rotina do dia também o emitiria)
  await emitirPendentes(servicos);
  await seedSalasDemo(servicos, log);
  await seedSolicitacoesDemo(servicos, log);
  await seedChamadasDemo(servicos, log, logN);
  // o lembrete da véspera: quem está na palestra (que tem encontro amanhã) já o recebe no app e na caixa de saída
  await rodarLembretesDeAula({ ...servicos, log });
}

/** Os primeiros `n` participantes extras da demonstração. */
async function idsDosExtras(db: Servicos['db'], n: number): Promise<number[]> {
  const emails = PARTICIPANTES_EXTRAS.slice(0, n).map((_, i) => `participante${i + 1}@escola.demo`);
  const linhas = await db.select({ id: usuarios.id, email: usuarios.email }).from(usuarios).where(inArray(usuarios.email, emails));
  return emails.map((e) => linhas.find((l) => l.email === e)!.id);
}

type Criar = (e: Omit<EventoEntrada, 'unidade_id'> & { publicar?: boolean; folder?: [[number, number, number], [number, number, number]] }) => Promise<{ id: number; turmas: { id: number; data_inicio: string; data_fim: string }[] }>;
type Enc = (n: number, inicio?: string, fim?: string) => { data: string; horario_inicio: string; horario_fim: string };

/** Os eventos da demonstração (datas relativas a hoje). */
async function criarEventosDemo(criar: Criar, enc: Enc, p: { admin: number; instrutor: number }) {
  const instrutor = { id: p.instrutor };
  const admin = { id: p.admin };
  const acolhimento = await criar({
    titulo: 'Curso de Acolhimento na Atenção Básica',
    descricao: 'Escuta qualificada, classificação de risco e vínculo com a comunidade.\nEncontros práticos com estudos de caso das unidades de Santos.',
    local: 'Escola da Saúde — Sala 2',
    tipo: 'Curso',
    publico_alvo: 'Profissionais da Atenção Básica',
    folder: [[14, 116, 144], [94, 180, 160]],
    turmas: [
      { nome: 'Turma Manhã', vagas: 40, instrutores: [instrutor.id], assinantes: [admin.id], datas: [enc(7), enc(8), enc(9)] },
      { nome: 'Turma Tarde', vagas: 30, instrutores: [instrutor.id], assinantes: [admin.id], datas: [enc(7, '13:30', '17:30'), enc(8, '13:30', '17:30')] },
    ],
  });
  const socorros = await criar({
    titulo: 'Oficina de Primeiros Socorros',
    descricao: 'Suporte básico de vida, engasgo e hemorragias, com manequins.',
    local: 'Auditório da Escola da Saúde',
    tipo: 'Oficina',
    publico_alvo: 'Todos os servidores',
    folder: [[190, 50, 60], [240, 150, 80]],
    turmas: [{ nome: 'Turma única', vagas: 12, instrutores: [admin.id], datas: [enc(3, '08:00', '17:00')] }],
  });
  const palestra = await criar({
    titulo: 'Palestra: Saúde Mental no Trabalho',
    descricao: 'Sinais de esgotamento e caminhos de cuidado na rede.',
    local: 'Teatro Municipal Braz Cubas',
    tipo: 'Palestra',
    folder: [[88, 60, 160], [160, 120, 220]],
    turmas: [{ nome: 'Sessão aberta', vagas: 200, instrutores: [instrutor.id], datas: [enc(-1, '09:00', '11:00'), enc(0, '09:00', '11:00'), enc(1, '09:00', '11:00')] }],
  });
  const seminario = await criarOutrosEventosDemo(criar, enc, p);
  return { acolhimento, socorros, seminario, palestra };
}

/** Os demais: passados, congresso, restrito e rascunho. Devolve o seminário (histórico da participante). */
async function criarOutrosEventosDemo(criar: Criar, enc: Enc, p: { admin: number; instrutor: number }) {
  const instrutor = { id: p.instrutor };
  const admin = { id: p.admin };
  const seminario = await criar({
    titulo: 'Seminário de Vigilância em Saúde',
    local: 'Escola da Saúde — Auditório',
    tipo: 'Seminário',
    turmas: [{ nome: 'Turma 1', vagas: 60, instrutores: [instrutor.id], datas: [enc(-20), enc(-19)] }],
  });
  await criar({
    titulo: 'Oficina de Aleitamento Materno',
    local: 'Policlínica da Zona Noroeste',
    tipo: 'Oficina',
    turmas: [{ nome: 'Turma 1', vagas: 25, instrutores: [instrutor.id], datas: [enc(-60, '13:00', '17:00')] }],
  });
  await criar({
    titulo: 'Congresso Municipal de Saúde Coletiva',
    descricao: 'Três salas em paralelo: escolha as sessões que não se sobrepõem.',
    local: 'Centro de Convenções de Santos',
    tipo: 'Congresso',
    publico_alvo: 'Trabalhadores e estudantes da saúde',
    folder: [[20, 90, 60], [200, 170, 60]],
    turmas: [
      { nome: 'Sala A — Atenção Primária', vagas: 120, instrutores: [instrutor.id], datas: [enc(30, '08:00', '12:00'), enc(31, '08:00', '12:00')] },
      { nome: 'Sala B — Vigilância', vagas: 80, instrutores: [admin.id], datas: [enc(30, '13:00', '17:00')] },
      { nome: 'Sala C — Gestão', vagas: 80, instrutores: [admin.id], datas: [enc(31, '13:00', '17:00')] },
    ],
  });
  await criar({
    titulo: 'Simpósio de Enfermagem em Urgência',
    local: 'SAMU Regional',
    tipo: 'Simpósio',
    publico_alvo: 'Servidores com registro funcional',
    restricao: { modo: 'servidores', registros: [], cargos: [], unidades: [] },
    turmas: [{ nome: 'Turma 1', vagas: 50, instrutores: [instrutor.id], datas: [enc(15, '08:00', '16:00')] }],
  });
  await criar({
    titulo: 'Curso de Libras para o Atendimento',
    local: 'Escola da Saúde — Sala 1',
    tipo: 'Curso',
    publicar: false,
    turmas: [{ nome: 'Turma 1', vagas: 20, instrutores: [instrutor.id], datas: [enc(45, '18:00', '21:00'), enc(52, '18:00', '21:00')] }],
  });

  return seminario;
}

/** CPFs válidos e fixos para os participantes extras da demonstração. */
function cpfDemo(i: number): string {
  const base = String(700_000_100 + i * 7).slice(0, 9);
  const dv = (s: string) => {
    let soma = 0;
    for (let k = 0; k < s.length; k++) soma += Number(s[k]) * (s.length + 1 - k);
    const r = (soma * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = dv(base);
  return `${base}${d1}${dv(base + d1)}`;
}
