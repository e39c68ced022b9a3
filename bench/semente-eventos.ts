/**
 * Carga do cenário `eventos`, gravada direto nas tabelas (INSERTs em lote, segundos em vez dos minutos
 * que 2.000 eventos levariam pela API): 2.000 eventos publicados com 5 turmas cada, 1 a 3 encontros e 1 ou
 * 2 instrutores por turma, passados, em andamento e futuros; 40 instrutores e as contas de participantes.
 *
 * O resumo do cronograma que os serviços mantêm (`turmas.inicio/fim/data_inicio/data_fim/carga_horaria`
 * e `eventos.inicio/fim/data_inicio/data_fim`) sai das mesmas funções de `#shared/rules/cronograma.ts`
 * que a edição de eventos usa. Cada turma tem um horário só dela (faixa de 1 h 30 num dia que nenhuma
 * outra turma usa naquela faixa): uma pessoa pode se inscrever em muitas turmas sem conflito de horário.
 */
import { sql } from 'drizzle-orm';
import { cargaHoraria, dataEmSaoPaulo, periodoDosEncontros, type Encontro } from '../src/shared/rules/cronograma.ts';
import { TIPOS_EVENTO } from '../src/shared/rules/eventos.ts';
import type { Db } from '../src/server/db/client.ts';
import { datasTurma, eventos, turmaInstrutores, turmas, unidades, usuarios } from '../src/server/db/schema/index.ts';
import { seedLookups } from '../src/server/db/seed.ts';
import { hashSenha } from '../src/server/lib/senha.ts';
import { camposPerfilCompleto } from '../src/server/testing/factories.ts';
import { semearBanco } from './ambiente.ts';
import { cpfDe, type ContaBench } from './contas.ts';

export const EVENTOS = 2000;
export const TURMAS_POR_EVENTO = 5;
const INSTRUTORES = 40;
/** Vagas de sobra: toda inscrição do bench é confirmada (a lista de espera também responderia 201). */
const VAGAS = 5000;
const SENHA = 'Bench@2026';
const LOTE = 1000;

/** Dez faixas de 1 h 30, das 07:00 às 22:00, sem sobreposição (intervalos semiabertos). */
const FAIXAS = Array.from({ length: 10 }, (_, i) => {
  const hhmm = (min: number) => `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;
  const inicio = 7 * 60 + i * 90;
  return { horario_inicio: hhmm(inicio), horario_fim: hhmm(inicio + 90) };
});

const TEMAS = [
  'Acolhimento na Atenção Básica', 'Saúde Mental no Território', 'Vigilância Epidemiológica', 'Primeiros Socorros',
  'Humanização do Cuidado', 'Saúde da Família', 'Imunização', 'Cuidados Paliativos', 'Gestão em Saúde Pública',
  'Prevenção de Infecções', 'Saúde do Idoso', 'Atenção à Gestante',
];
const LOCAIS = ['Auditório da Escola da Saúde', 'Sala 3 – Escola da Saúde', 'Centro de Convenções de Santos', 'Policlínica Central', 'On-line (sala virtual)'];
const PUBLICOS = ['Profissionais da rede municipal', 'Agentes comunitários de saúde', 'Enfermagem', 'Todos os servidores', ''];

export interface CargaEventos {
  participantes: ContaBench[];
  /** Eventos com turmas ainda abertas a inscrição (em andamento ou programadas) e as turmas abertas de cada um. */
  abertas: { eventoId: number; turmaIds: number[] }[];
  turmas: number;
  encontros: number;
}

type Situacao = 'passada' | 'corrente' | 'futura';
/** Por evento (i % 10): 40% encerrados, 10% em andamento (turmas encerradas, em andamento e futuras), 50% programados. */
const PASSADO: Situacao[] = ['passada', 'passada', 'passada', 'passada', 'passada'];
const FUTURO: Situacao[] = ['futura', 'futura', 'futura', 'futura', 'futura'];
const PLANO: readonly Situacao[][] = [PASSADO, FUTURO, PASSADO, FUTURO, ['passada', 'corrente', 'corrente', 'futura', 'futura'], FUTURO, PASSADO, FUTURO, PASSADO, FUTURO];

/**
 * Grade de horários: para cada lado de hoje (hoje fica de fora: nenhuma turma muda de situação durante
 * a medida), a distância n ≥ 1 em dias e as faixas já ocupadas nela. Cada turma toma a mesma faixa em
 * dias seguidos, no primeiro lugar livre a partir da fronteira: as turmas de um evento ficam juntas (dias
 * vizinhos) e nenhum par (dia, faixa) se repete em toda a carga.
 */
function criarCalendario(hoje: string) {
  const [a, m, d] = hoje.split('-').map(Number) as [number, number, number];
  const dia = (n: number) => new Date(Date.UTC(a, m - 1, d + n)).toISOString().slice(0, 10);
  const ocupadas = { passado: [] as boolean[][], futuro: [] as boolean[][] };
  /** Menor distância com alguma faixa livre (antes dela, tudo ocupado). */
  const fronteira = { passado: 1, futuro: 1 };
  const livre = (lado: keyof typeof ocupadas, n: number, faixa: number) => !ocupadas[lado][n]?.[faixa];
  /** Distâncias n..n+quantos−1 na primeira faixa livre em todas elas (ou só em `faixa`, se dada). */
  const tomar = (lado: keyof typeof ocupadas, quantos: number, faixa?: number): { faixa: number; dias: string[] } => {
    for (let n = fronteira[lado]; ; n++) {
      const f = (faixa === undefined ? FAIXAS.map((_, i) => i) : [faixa]).find((x) => Array.from({ length: quantos }, (_, k) => n + k).every((nk) => livre(lado, nk, x)));
      if (f === undefined) continue;
      const distancias = Array.from({ length: quantos }, (_, k) => n + k);
      for (const nk of distancias) (ocupadas[lado][nk] ??= [])[f] = true;
      while (FAIXAS.every((_, x) => !livre(lado, fronteira[lado], x))) fronteira[lado]++;
      // em ordem de data: para trás, a maior distância é o dia mais antigo
      const dias = lado === 'passado' ? distancias.reverse().map((nk) => dia(-nk)) : distancias.map((nk) => dia(nk));
      return { faixa: f, dias };
    }
  };
  return (g: number, situacao: Situacao): Encontro[] => {
    let t: { faixa: number; dias: string[] };
    if (situacao === 'passada') t = tomar('passado', 1 + (g % 3));
    else if (situacao === 'futura') t = tomar('futuro', 1 + ((g * 7) % 3));
    else {
      // em andamento: um encontro antes de hoje e um ou dois depois, na mesma faixa
      const antes = tomar('passado', 1);
      t = { faixa: antes.faixa, dias: [...antes.dias, ...tomar('futuro', 1 + (g % 2), antes.faixa).dias] };
    }
    return t.dias.map((data) => ({ data, ...FAIXAS[t.faixa]! }));
  };
}

async function emLotes<T>(linhas: readonly T[], gravar: (lote: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < linhas.length; i += LOTE) await gravar(linhas.slice(i, i + LOTE));
}

/** Próximo id livre de uma tabela (as linhas vão com id explícito, e a identidade é acertada no fim). */
async function proximoId(db: Db, tabela: 'eventos' | 'turmas'): Promise<number> {
  const r = (await db.execute(sql`select coalesce(max(id), 0)::int as n from ${sql.identifier(tabela)}`)) as unknown as { rows: { n: number }[] };
  return Number(r.rows[0]!.n) + 1;
}

async function acertarIdentidade(db: Db, tabela: 'eventos' | 'turmas'): Promise<void> {
  await db.execute(sql`select setval(pg_get_serial_sequence(${tabela}, 'id'), (select max(id) from ${sql.identifier(tabela)}))`);
}

/** Instrutores e participantes, com perfil completo; a senha dos participantes vai num hash barato (logN 10, como nos testes). */
export async function criarPessoas(db: Db, participantes: number): Promise<{ instrutores: number[]; contas: ContaBench[] }> {
  const perfil = await camposPerfilCompleto(db);
  const senhaHash = await hashSenha(SENHA, 10);
  const pessoa = (n: number, email: string, nome: string, perfis: string[]) => ({
    nome, email, cpf: cpfDe(n), celular: '13991234567', senhaHash, perfis, ...perfil,
  });
  const instrutores = await db
    .insert(usuarios)
    .values(Array.from({ length: INSTRUTORES }, (_, i) => pessoa(200_000 + i, `instrutor${i + 1}@escola.bench`, `Instrutora Bench ${i + 1}`, ['usuario', 'instrutor'])))
    .returning({ id: usuarios.id });
  const contas = Array.from({ length: participantes }, (_, i) => pessoa(100_000 + i, `participante${i + 1}@escola.bench`, `Participante Bench ${i + 1}`, ['usuario']));
  await emLotes(contas, (lote) => db.insert(usuarios).values(lote));
  return { instrutores: instrutores.map((x) => x.id), contas: contas.map((c) => ({ identificador: c.email, senha: SENHA })) };
}

interface Linhas {
  /** Com id explícito (inserido com OVERRIDING SYSTEM VALUE): as turmas e os encontros já sabem a quem pertencem. */
  eventos: (typeof eventos.$inferInsert & { id: number })[];
  turmas: (typeof turmas.$inferInsert & { id: number })[];
  datas: (typeof datasTurma.$inferInsert)[];
  instrutores: (typeof turmaInstrutores.$inferInsert)[];
  abertas: CargaEventos['abertas'];
}

/** Turmas de um evento, com o resumo do cronograma calculado como nos serviços. */
function turmasDoEvento(i: number, eventoId: number, primeiraTurma: number, encontrosDe: ReturnType<typeof criarCalendario>, instrutores: number[], l: Linhas) {
  const doEvento: { encontros: Encontro[]; fim: Date }[] = [];
  const abertas: number[] = [];
  PLANO[i % PLANO.length]!.forEach((situacao, k) => {
    const g = i * TURMAS_POR_EVENTO + k;
    const turmaId = primeiraTurma + g;
    const encontros = encontrosDe(g, situacao);
    const p = periodoDosEncontros(encontros)!;
    l.turmas.push({
      id: turmaId, eventoId, nome: `Turma ${k + 1}`, vagas: VAGAS, inicio: p.inicio, fim: p.fim,
      dataInicio: p.data_inicio, dataFim: p.data_fim, cargaHoraria: cargaHoraria(encontros),
    });
    for (const e of encontros) l.datas.push({ turmaId, data: e.data, horarioInicio: e.horario_inicio, horarioFim: e.horario_fim });
    const doTurma = g % 3 === 0 ? [instrutores[g % instrutores.length]!, instrutores[(g + 17) % instrutores.length]!] : [instrutores[g % instrutores.length]!];
    doTurma.forEach((usuarioId, o) => l.instrutores.push({ turmaId, usuarioId, ordem: o + 1 }));
    doEvento.push({ encontros, fim: p.fim });
    if (situacao !== 'passada') abertas.push(turmaId);
  });
  if (abertas.length > 0) l.abertas.push({ eventoId, turmaIds: abertas });
  return doEvento;
}

function montarLinhas(agora: Date, ids: { evento: number; turma: number }, unidadeIds: number[], instrutores: number[]): Linhas {
  const l: Linhas = { eventos: [], turmas: [], datas: [], instrutores: [], abertas: [] };
  const encontrosDe = criarCalendario(dataEmSaoPaulo(agora));
  // os eventos em andamento pegam primeiro os dias perto de hoje: ficam com semanas, não anos, entre a primeira e a última turma
  const emAndamento = (i: number) => PLANO[i % PLANO.length]!.includes('corrente');
  const ordem = Array.from({ length: EVENTOS }, (_, i) => i);
  for (const i of [...ordem.filter(emAndamento), ...ordem.filter((i) => !emAndamento(i))]) {
    const eventoId = ids.evento + i;
    const tipo = TIPOS_EVENTO[i % TIPOS_EVENTO.length]!;
    const ts = turmasDoEvento(i, eventoId, ids.turma, encontrosDe, instrutores, l);
    // como periodoDoEvento (eventos-edicao.ts): início e datas de todos os encontros, fim = o maior fim de turma
    const p = periodoDosEncontros(ts.flatMap((t) => t.encontros))!;
    const fim = ts.map((t) => t.fim).reduce((x, y) => (y > x ? y : x));
    l.eventos.push({
      id: eventoId, titulo: `${tipo}: ${TEMAS[i % TEMAS.length]} ${i + 1}`, descricao: `Evento ${i + 1} da carga do benchmark.`,
      local: LOCAIS[i % LOCAIS.length]!, tipo, unidadeId: unidadeIds[i % unidadeIds.length]!, publicoAlvo: PUBLICOS[i % PUBLICOS.length]!,
      publicado: true, inicio: p.inicio, fim, dataInicio: p.data_inicio, dataFim: p.data_fim, criadoEm: agora, atualizadoEm: agora,
    });
  }
  l.abertas.sort((a, b) => a.eventoId - b.eventoId);
  return l;
}

/** Grava a carga num banco já migrado e com as listas do perfil. */
export async function semearEventos(db: Db, agora: Date, participantes: number): Promise<CargaEventos> {
  const { instrutores, contas } = await criarPessoas(db, participantes);
  const unidadeIds = (await db.select({ id: unidades.id }).from(unidades).orderBy(unidades.ordem)).map((u) => u.id);
  const l = montarLinhas(agora, { evento: await proximoId(db, 'eventos'), turma: await proximoId(db, 'turmas') }, unidadeIds, instrutores);
  await emLotes(l.eventos, (lote) => db.insert(eventos).overridingSystemValue().values(lote));
  await emLotes(l.turmas, (lote) => db.insert(turmas).overridingSystemValue().values(lote));
  await emLotes(l.datas, (lote) => db.insert(datasTurma).values(lote));
  await emLotes(l.instrutores, (lote) => db.insert(turmaInstrutores).values(lote));
  await acertarIdentidade(db, 'eventos');
  await acertarIdentidade(db, 'turmas');
  // estatísticas atualizadas, como o autovacuum deixaria um banco em uso: o plano medido é o de regime
  await db.execute(sql`analyze usuarios, eventos, turmas, datas_turma, turma_instrutores`);
  return { participantes: contas, abertas: l.abertas, turmas: l.turmas.length, encontros: l.datas.length };
}

/**
 * Migra, semeia as listas do perfil e grava a carga, no processo do benchmark e antes de o servidor
 * subir: no PGlite (`DATA_DIR/db`, com a trava de processo único) ou no PostgreSQL de `url`.
 */
export async function prepararBanco(destino: { dataDir: string } | { url: string }, participantes: number): Promise<CargaEventos> {
  const t0 = Date.now();
  const carga = await semearBanco(destino, async (db) => {
    await seedLookups(db);
    return semearEventos(db, new Date(), participantes);
  });
  process.stdout.write(
    `  carga gravada em ${((Date.now() - t0) / 1000).toFixed(1)} s: ${EVENTOS.toLocaleString('pt-BR')} eventos, ${carga.turmas.toLocaleString('pt-BR')} turmas, ` +
      `${carga.encontros.toLocaleString('pt-BR')} encontros, ${participantes.toLocaleString('pt-BR')} participantes\n`,
  );
  return carga;
}
