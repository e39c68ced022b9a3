/**
 * Demonstração do pós-curso (issue 8): o seminário encerrado ganha inscritos com presença, um teste
 * obrigatório publicado, tentativas (aprovações, uma reprovação seguida de aprovação, uma reprovação
 * sem nova tentativa) e avaliações com notas variadas e comentários, para os gráficos do instrutor e da
 * administração mostrarem dados. A participante de demonstração e a participante10 fizeram o seminário
 * com 100 % de presença e ainda não fizeram o teste: é por onde a demonstração (e a jornada) começa.
 * Tudo pelos serviços de verdade, com o relógio de cada momento.
 */
import type { FastifyBaseLogger } from 'fastify';
import { EnviarAvaliacaoBodySchema } from '#shared/contracts/avaliacoes.ts';
import { TesteEntradaSchema, type Tentativa } from '#shared/contracts/testes.ts';
import { CRITERIOS, ESCALA } from '#shared/rules/avaliacao.ts';
import { instanteEmSaoPaulo } from '#shared/rules/cronograma.ts';
import { criarCtx, type CtxAutenticado, type Servicos } from '../lib/context.ts';
import { enviarAvaliacao } from '../modules/avaliacoes/avaliacoes.service.ts';
import { inscrever } from '../modules/inscricoes/inscricoes.service.ts';
import { confirmarPresenca } from '../modules/presencas/presencas.service.ts';
import { enviarTentativa, iniciarTentativa, publicarTeste, salvarTeste } from '../modules/testes/testes.service.ts';

/** O teste do seminário; a alternativa correta de cada questão vem primeiro aqui (a tentativa embaralha). */
export const TESTE_DEMO = {
  titulo: 'Teste de aprendizagem — Vigilância em Saúde',
  descricao: 'Cinco questões sobre o conteúdo do seminário. A nota mínima é 70%; você tem até 3 tentativas de 20 minutos.',
  obrigatorio: true,
  nota_minima: 70,
  tentativas_max: 3,
  tempo_minutos: 20,
  questoes: [
    {
      tipo: 'multipla_escolha', peso: 2.5, enunciado: 'Qual é o objetivo principal da vigilância epidemiológica?',
      alternativas: [{ texto: 'Produzir informação para a ação de prevenção e controle de doenças', correta: true }, { texto: 'Substituir a assistência nas unidades de saúde' }, { texto: 'Fiscalizar estabelecimentos comerciais' }],
    },
    {
      tipo: 'multipla_escolha', peso: 2.5, enunciado: 'Uma doença de notificação compulsória imediata deve ser notificada em até:',
      alternativas: [{ texto: '24 horas', correta: true }, { texto: '7 dias' }, { texto: '30 dias' }],
    },
    {
      tipo: 'multipla_escolha', peso: 2, enunciado: 'Qual sistema de informação registra os agravos de notificação compulsória?',
      alternativas: [{ texto: 'SINAN', correta: true }, { texto: 'SIM' }, { texto: 'SINASC' }],
    },
    {
      tipo: 'multipla_escolha', peso: 2, enunciado: 'Diante de um caso suspeito de sarampo, a primeira conduta da unidade é:',
      alternativas: [{ texto: 'Notificar e iniciar a investigação', correta: true }, { texto: 'Aguardar a confirmação do laboratório' }, { texto: 'Encaminhar apenas para a vacinação' }],
    },
    { tipo: 'dissertativa', peso: 1, enunciado: 'Descreva uma situação da sua unidade em que a informação da vigilância mudou uma decisão.' },
  ],
} as const;

const COMENTARIOS = [
  { gostou_mais: 'Os estudos de caso com dados reais de Santos.', sugestoes_melhoria: 'Mais tempo para as perguntas no fim.', comentarios_finais: 'Excelente seminário, muito útil no dia a dia da unidade.' },
  { gostou_mais: 'A parte de investigação de surtos.', sugestoes_melhoria: 'Enviar o material antes do encontro.' },
  { sugestoes_melhoria: 'O auditório estava frio; melhorar o ar-condicionado.', comentarios_finais: 'Conteúdo bom, local pouco confortável.' },
  { gostou_mais: 'A dinâmica em grupos por território.' },
  { comentarios_finais: 'Gostaria de uma segunda parte sobre os sistemas de informação.' },
  {},
];

/** Notas variadas (mas fixas) por pessoa e critério, mais altas no conteúdo e no instrutor. */
function notasDe(i: number) {
  const escala = ESCALA.map((e) => e.chave);
  return Object.fromEntries(
    CRITERIOS.filter((c) => c.obrigatorio).map((c, k) => {
      const base = c.chave === 'conteudo_temas' || c.chave === 'desempenho_instrutor' ? 0 : (i + k) % 3;
      return [c.chave, escala[Math.min(base + (c.chave === 'estrutura_local' ? 1 : 0), escala.length - 1)]!];
    }),
  );
}

function respostas(t: Tentativa, acertar: number) {
  const corretas = new Set<string>(TESTE_DEMO.questoes.flatMap((q) => ('alternativas' in q ? [q.alternativas[0].texto] : [])));
  let acertadas = 0;
  return t.questoes.map((q) => {
    if (q.tipo === 'dissertativa') return { questao_id: q.id, resposta_texto: 'Na investigação de um surto de diarreia, os dados do território mudaram o plano da unidade.' };
    const certa = q.alternativas.find((a) => corretas.has(a.texto))!;
    const errada = q.alternativas.find((a) => !corretas.has(a.texto))!;
    return { questao_id: q.id, alternativa_id: acertadas++ < acertar ? certa.id : errada.id };
  });
}

/**
 * @param ids participante de demonstração e os extras (participante1…), na ordem dos e-mails
 */
export async function seedPosCursoDemo(
  servicos: Servicos,
  log: FastifyBaseLogger,
  p: { admin: number; participante: number; extras: readonly number[]; seminario: { id: number; turmas: { id: number; data_inicio: string; data_fim: string }[] } },
): Promise<void> {
  const turma = p.seminario.turmas[0]!;
  const ctxDe = (id: number, perfis: CtxAutenticado['user']['perfis'], agora: Date) =>
    ({ ...criarCtx(servicos, log, { id, perfis, perfilIncompleto: false, sessaoId: 'semente', via: 'bearer' }), now: () => agora }) as CtxAutenticado;
  const antes = new Date(Date.parse(`${turma.data_inicio}T12:00:00-03:00`) - 10 * 86_400_000);
  const dias = [turma.data_inicio, turma.data_fim];
  const depois = (horas: number) => new Date(Date.parse(`${turma.data_fim}T12:00:00-03:00`) + horas * 3_600_000);

  // participante1…11 no seminário; a participante de demonstração já estava inscrita
  const extras = p.extras.slice(0, 11);
  for (const id of extras) await inscrever(ctxDe(id, ['usuario'], antes), { turmaId: turma.id });
  // presença: todos nos dois dias, menos a participante11 (um dia só: 50 %, abaixo dos 75 %)
  for (const [i, id] of [p.participante, ...extras].entries()) {
    for (const [k, dia] of dias.entries()) {
      if (i === 11 && k === 1) continue;
      await confirmarPresenca(ctxDe(id, ['usuario'], instanteEmSaoPaulo(dia, '08:10')), { turma: turma.id });
    }
  }

  const adm = ctxDe(p.admin, ['usuario', 'administrador'], depois(-48));
  await salvarTeste(adm, { id: p.seminario.id }, TesteEntradaSchema.parse(TESTE_DEMO));
  await publicarTeste(adm, { id: p.seminario.id });

  // tentativas: 1–7 aprovados (3 e 5 depois de uma reprovação); 8 reprovado uma vez; 9 não fez
  for (const [i, id] of extras.slice(0, 8).entries()) {
    const quando = depois(2 + i);
    const ctx = ctxDe(id, ['usuario'], quando);
    const fazer = async (acertar: number) => {
      const t = await iniciarTentativa(ctx, { turmaId: turma.id });
      await enviarTentativa(ctx, { tentativaId: t.tentativa.id }, { respostas: respostas(t, acertar) });
    };
    if (i === 2 || i === 4 || i === 7) await fazer(2);
    if (i !== 7) await fazer(i % 2 === 0 ? 4 : 3);
  }
  // avaliações: 1–6 avaliaram (o 7 passou e ainda não avaliou: aparece para o lembrete)
  for (const [i, id] of extras.slice(0, 6).entries()) {
    const body = EnviarAvaliacaoBodySchema.parse({ respostas: notasDe(i), ...COMENTARIOS[i] });
    await enviarAvaliacao(ctxDe(id, ['usuario'], depois(30 + i)), { turmaId: turma.id }, body);
  }
}
