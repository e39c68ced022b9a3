/**
 * Demonstração das chamadas de trabalhos (issue 20, primeira metade): uma chamada aberta (prazo daqui a
 * 30 dias, às 23:59 de São Paulo) com linhas, critérios escritos e orais e os modelos de banner e de
 * slides, com trabalhos em rascunho, enviados (um com pôster e coautores) e retirado; e uma chamada do
 * ano seguinte ainda em rascunho, que só a administração vê. As situações da revisão (em avaliação,
 * decididas) e a chamada encerrada com ranking entram com a segunda metade. Tudo pelos serviços.
 */
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { ChamadaEntradaSchema, type ChamadaEntrada } from '#shared/contracts/chamadas.ts';
import { SubmissaoEntradaSchema, type SubmissaoEntrada } from '#shared/contracts/submissoes.ts';
import { dataEmSaoPaulo } from '#shared/rules/cronograma.ts';
import { ehPerfil } from '#shared/rules/perfis.ts';
import { criarCtx, type CtxAutenticado, type Servicos } from '../lib/context.ts';
import { criarChamada } from '../modules/chamadas/edicao.ts';
import { enviarModelo } from '../modules/chamadas/modelos.ts';
import { criarSubmissao, retirarSubmissao } from '../modules/submissoes/edicao.ts';
import { enviarPoster } from '../modules/submissoes/posteres.ts';
import { loggerMudo } from '../testing/factories.ts';
import { unidades, usuarios } from './schema/index.ts';
import { CONTAS_DEMO } from './seed.ts';

/** Um PDF de uma página (paisagem) com um título e algumas linhas: o modelo e o pôster da demonstração. */
async function pdfDemo(titulo: string, linhas: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const pagina = doc.addPage([842, 595]);
  const negrito = await doc.embedFont(StandardFonts.HelveticaBold);
  const fonte = await doc.embedFont(StandardFonts.Helvetica);
  pagina.drawRectangle({ x: 0, y: 515, width: 842, height: 80, color: rgb(0.05, 0.37, 0.33) });
  pagina.drawText(titulo, { x: 40, y: 545, size: 24, font: negrito, color: rgb(1, 1, 1) });
  linhas.forEach((l, i) => pagina.drawText(l, { x: 40, y: 460 - i * 28, size: 14, font: fonte, color: rgb(0.1, 0.1, 0.1) }));
  return Buffer.from(await doc.save());
}

const MES = (d: Date) => d.toISOString().slice(0, 7);

export async function seedChamadasDemo(servicos: Servicos, log: FastifyBaseLogger = loggerMudo): Promise<void> {
  const db = servicos.db;
  const contas = await db.select({ id: usuarios.id, email: usuarios.email, perfis: usuarios.perfis }).from(usuarios).where(inArray(usuarios.email, CONTAS_DEMO.map((c) => c.email)));
  if (contas.length < CONTAS_DEMO.length) return;
  const ctxDe = (email: string): CtxAutenticado => {
    const c = contas.find((x) => x.email === email)!;
    return criarCtx(servicos, log, { id: c.id, perfis: c.perfis.filter(ehPerfil), perfilIncompleto: false, sessaoId: 'semente', via: 'bearer' }) as CtxAutenticado;
  };
  const admin = ctxDe('admin@escola.demo');
  const instrutor = ctxDe('instrutor@escola.demo');
  const usuario = ctxDe('usuario@escola.demo');
  const [unidade] = await db.select({ id: unidades.id }).from(unidades).orderBy(unidades.ordem).limit(1);

  const hoje = dataEmSaoPaulo(servicos.now());
  const [ano, mes, dia] = hoje.split('-').map(Number) as [number, number, number];
  const prazo = `${new Date(Date.UTC(ano, mes - 1, dia + 30)).toISOString().slice(0, 10)}T23:59`;
  const chamada = await criarChamada(admin, ChamadaEntradaSchema.parse(editalAberto(ano, prazo, MES(new Date(Date.UTC(ano - 2, 0, 1))), MES(new Date(Date.UTC(ano, mes - 1, 1))))));
  const doAno = `Mostra de Experiências em Saúde ${ano}`;
  await enviarModelo(admin, chamada.id, 'banner', { nome: `Modelo de banner — Mostra ${ano}.pdf`, conteudo: await pdfDemo(`${doAno} — modelo de banner`, ['Título do trabalho', 'Autores e unidade', 'Introdução · Objetivos · Método · Resultados · Considerações']) });
  await enviarModelo(admin, chamada.id, 'slides', { nome: `Modelo de slides — Mostra ${ano}.pdf`, conteudo: await pdfDemo(`${doAno} — modelo de slides`, ['Até 8 slides', '10 minutos de apresentação e 5 de perguntas']) });

  const [aps, vig, sm] = chamada.linhas;
  const trabalho = (o: Partial<SubmissaoEntrada>) => SubmissaoEntradaSchema.parse({ inicio_experiencia: `${ano - 1}-03`, linha_id: aps!.id, ...o });
  const criar = (ctx: CtxAutenticado, o: Partial<SubmissaoEntrada>) => criarSubmissao(ctx, { chamadaId: chamada.id }, trabalho(o));

  // enviado, com pôster e coautores (uma da rede, com a unidade; uma orientadora de fora)
  const acolhimento = await criar(usuario, {
    ...textosAcolhimento,
    coautores: [
      { nome: 'Igor Instrutor Lima', email: 'instrutor@escola.demo', unidade_id: unidade?.id ?? null },
      { nome: 'Profa. Helena Duarte', email: 'helena.duarte@universidade.example', papel: 'orientador' },
    ],
    enviar: true,
  });
  await enviarPoster(usuario, { submissaoId: acolhimento.id }, { nome: 'Pôster — Acolhimento na UBS.pdf', conteudo: await pdfDemo('Acolhimento com classificação de risco', ['UBS Centro · Atenção Primária', 'Espera média: de 52 para 24 minutos']) });
  // enviado por um instrutor (quem ensina também apresenta experiências)
  await criar(instrutor, { ...textosVigilancia, linha_id: vig!.id, enviar: true });
  // rascunho pela metade
  await criar(usuario, { titulo: 'Grupo de caminhada para pessoas com hipertensão', linha_id: sm?.id ?? aps!.id, introducao: 'O grupo começou com oito participantes encaminhados pela equipe de saúde da família.' });
  // retirado pela autora
  const retirado = await criar(usuario, { ...textosAcolhimento, titulo: 'Acolhimento na UBS (versão duplicada)', enviar: true });
  await retirarSubmissao(usuario, { submissaoId: retirado.id });

  // a do ano que vem, ainda em montagem: só a administração vê
  await criarChamada(admin, ChamadaEntradaSchema.parse({ ...editalAberto(ano + 1, `${ano + 1}-03-31T23:59`, `${ano - 1}-01`, `${ano + 1}-02`), titulo: `Mostra de Experiências em Saúde ${ano + 1} (em preparação)`, publicado: false }));
}

function editalAberto(ano: number, prazo: string, inicio: string, fim: string): ChamadaEntrada {
  return {
    titulo: `Mostra de Experiências em Saúde ${ano}`,
    descricao_markdown: [
      `## Mostra de Experiências em Saúde ${ano}`,
      '',
      'A Escola da Saúde convida trabalhadoras e trabalhadores da rede municipal a apresentar **relatos de experiência** do cotidiano do SUS.',
      '',
      '### Quem pode participar',
      '- Profissionais da rede municipal de saúde, com até 4 coautores;',
      '- Residentes e estagiários, com orientação de um profissional da rede.',
      '',
      '### Como submeter',
      '1. Preencha todas as seções do formulário;',
      '2. Anexe o pôster no modelo da Mostra (PDF, imagem ou apresentação, até 30 MB);',
      '3. Envie até o prazo final (horário de Brasília).',
    ].join('\n'),
    periodo_experiencia_inicio: inicio,
    periodo_experiencia_fim: fim,
    prazo_final: prazo,
    max_coautores: 4,
    linhas: [
      { codigo: 'APS', nome: 'Atenção Primária à Saúde', descricao: 'Experiências nas unidades básicas e na Estratégia Saúde da Família.' },
      { codigo: 'VIG', nome: 'Vigilância em Saúde', descricao: 'Vigilância epidemiológica, sanitária, ambiental e do trabalhador.' },
      { codigo: 'SM', nome: 'Saúde Mental', descricao: 'Rede de atenção psicossocial e cuidado em liberdade.' },
    ],
    criterios: [
      { titulo: 'Relevância para o SUS', escala_min: 1, escala_max: 5, peso: 2 },
      { titulo: 'Clareza do relato e do método', escala_min: 1, escala_max: 5, peso: 1.5 },
      { titulo: 'Resultados e possibilidade de replicação', escala_min: 1, escala_max: 5, peso: 1.5 },
    ],
    criterios_orais: [
      { titulo: 'Domínio do tema', escala_min: 1, escala_max: 3, peso: 1 },
      { titulo: 'Uso do tempo', escala_min: 1, escala_max: 3, peso: 1 },
    ],
    premiacao_texto: 'Os três trabalhos mais bem avaliados de cada linha recebem menção honrosa na cerimônia de encerramento.',
    disposicoes_finais_texto: 'Casos omissos serão resolvidos pela comissão organizadora.',
    avaliadores_por_trabalho: 2,
    limiar_divergencia: 3,
    conflito_unidade: true,
    publicado: true,
  };
}

const textosAcolhimento = {
  titulo: 'Acolhimento com classificação de risco na UBS Centro',
  introducao: 'A fila de espera na abertura da unidade gerava conflitos e atendimentos fora de ordem de necessidade.',
  objetivos: 'Organizar o acesso pela necessidade de cada pessoa e reduzir o tempo de espera.',
  metodo: 'Relato de experiência de seis meses, com registro diário do tempo de espera e rodas de conversa com a equipe.',
  resultados: 'O tempo médio de espera caiu de 52 para 24 minutos e as queixas na ouvidoria diminuíram.',
  consideracoes: 'O acolhimento com classificação de risco pode ser replicado nas demais unidades com apoio da educação permanente.',
  bibliografia: 'BRASIL. Ministério da Saúde. Acolhimento à demanda espontânea. Brasília, 2013.',
};

const textosVigilancia = {
  titulo: 'Busca ativa de sintomáticos respiratórios em território de alta vulnerabilidade',
  introducao: 'A incidência de tuberculose no território superava a média do município.',
  objetivos: 'Ampliar a detecção precoce de casos de tuberculose.',
  metodo: 'Visitas domiciliares dos agentes comunitários com questionário padronizado e coleta de escarro.',
  resultados: 'Foram identificados 14 casos novos em quatro meses, todos em tratamento.',
  consideracoes: 'A integração entre vigilância e atenção primária foi decisiva.',
};
