/**
 * Demonstração das chamadas de trabalhos (issue 20): uma chamada aberta (prazo daqui a 30 dias, às
 * 23:59 de São Paulo) com linhas, critérios escritos e orais, os modelos de banner e de slides e a
 * janela de lances aberta, com trabalhos em todas as situações — rascunho, enviado (com pôster e
 * coautores) aguardando avaliadores, com lances, atribuído sem parecer (a instrutora de demonstração
 * avalia um), avaliado pela metade, avaliado e divergente — e retirado; uma chamada do ano anterior
 * encerrada, com ranking, decisões comunicadas, avaliação oral e certificados; e a do ano seguinte
 * ainda em rascunho, que só a administração vê. Tudo pelos serviços, com o relógio de cada momento.
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
import { criarUsuario, gerarCpf, loggerMudo } from '../testing/factories.ts';
import { unidades, usuarios } from './schema/index.ts';
import { CONTAS_DEMO, SENHA_DEMO } from './seed.ts';
import { seedRevisaoDemo, type PessoasDaRevisao } from './seed-revisao.ts';

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

/**
 * Quem avalia e quem mais apresenta na Mostra, além das contas de demonstração: instrutoras e autores
 * de outras unidades (a chamada aberta tem conflito por unidade, e as contas de demonstração são todas
 * da primeira). Senha de demonstração; CPFs gerados numa faixa só desta semente.
 */
const PESSOAS_DA_MOSTRA = [
  { email: 'avaliadora1@escola.demo', nome: 'Beatriz Avaliadora Rocha', instrutora: true },
  { email: 'avaliador2@escola.demo', nome: 'Carlos Avaliador Mendes', instrutora: true },
  { email: 'avaliadora3@escola.demo', nome: 'Denise Avaliadora Prado', instrutora: true },
  { email: 'autora.mostra@escola.demo', nome: 'Fernanda Autora Reis', instrutora: false },
  { email: 'autor.mostra@escola.demo', nome: 'Gustavo Autor Pires', instrutora: false },
] as const;

/** Cria as pessoas da Mostra, cada uma numa unidade depois da primeira; devolve a primeira unidade. */
async function criarPessoasDaMostra(db: Servicos['db'], logN: number) {
  const todasAsUnidades = await db.select({ id: unidades.id }).from(unidades).orderBy(unidades.ordem);
  for (const [i, p] of PESSOAS_DA_MOSTRA.entries()) {
    await criarUsuario(db, {
      nome: p.nome, email: p.email, cpf: gerarCpf(750_000_000 + i), senha: SENHA_DEMO, scryptLogN: logN, perfis: p.instrutora ? ['usuario', 'instrutor'] : ['usuario'],
      celular: `1399300000${i}`, campos: { unidadeId: todasAsUnidades[(i + 1) % todasAsUnidades.length]!.id },
    });
  }
  return todasAsUnidades[0];
}

export async function seedChamadasDemo(servicos: Servicos, log: FastifyBaseLogger = loggerMudo, logN = 15): Promise<void> {
  const db = servicos.db;
  const demo = await db.select({ id: usuarios.id, email: usuarios.email, perfis: usuarios.perfis }).from(usuarios).where(inArray(usuarios.email, CONTAS_DEMO.map((c) => c.email)));
  if (demo.length < CONTAS_DEMO.length) return;
  const unidade = await criarPessoasDaMostra(db, logN);
  const contas = await db
    .select({ id: usuarios.id, email: usuarios.email, perfis: usuarios.perfis })
    .from(usuarios)
    .where(inArray(usuarios.email, [...CONTAS_DEMO.map((c) => c.email), ...PESSOAS_DA_MOSTRA.map((c) => c.email)]));
  const ctxDe = (email: string): CtxAutenticado => {
    const c = contas.find((x) => x.email === email)!;
    return criarCtx(servicos, log, { id: c.id, perfis: c.perfis.filter(ehPerfil), perfilIncompleto: false, sessaoId: 'semente', via: 'bearer' }) as CtxAutenticado;
  };
  const admin = ctxDe('admin@escola.demo');
  const instrutor = ctxDe('instrutor@escola.demo');
  const usuario = ctxDe('usuario@escola.demo');
  const pessoas: PessoasDaRevisao = {
    admin,
    instrutor,
    usuario,
    avaliadoras: [ctxDe('avaliadora1@escola.demo'), ctxDe('avaliador2@escola.demo'), ctxDe('avaliadora3@escola.demo')],
    autores: [ctxDe('autora.mostra@escola.demo'), ctxDe('autor.mostra@escola.demo')],
  };

  const hoje = dataEmSaoPaulo(servicos.now());
  const [ano, mes, dia] = hoje.split('-').map(Number) as [number, number, number];
  const diaRelativo = (n: number) => new Date(Date.UTC(ano, mes - 1, dia + n)).toISOString().slice(0, 10);
  const prazo = `${diaRelativo(30)}T23:59`;
  const chamada = await criarChamada(
    admin,
    ChamadaEntradaSchema.parse({
      ...editalAberto(ano, prazo, MES(new Date(Date.UTC(ano - 2, 0, 1))), MES(new Date(Date.UTC(ano, mes - 1, 1)))),
      lances_inicio: `${diaRelativo(-1)}T08:00`,
      lances_fim: `${diaRelativo(20)}T18:00`,
      prazo_avaliacao: `${diaRelativo(50)}T23:59`,
    }),
  );
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
  const vigilancia = await criar(instrutor, { ...textosVigilancia, linha_id: vig!.id, enviar: true });
  // rascunho pela metade
  await criar(usuario, { titulo: 'Grupo de caminhada para pessoas com hipertensão', linha_id: sm?.id ?? aps!.id, introducao: 'O grupo começou com oito participantes encaminhados pela equipe de saúde da família.' });
  // retirado pela autora
  const retirado = await criar(usuario, { ...textosAcolhimento, titulo: 'Acolhimento na UBS (versão duplicada)', enviar: true });
  await retirarSubmissao(usuario, { submissaoId: retirado.id });

  // a revisão: trabalhos de outras unidades, lances, atribuições e pareceres; e a chamada do ano passado, encerrada
  await seedRevisaoDemo(pessoas, { chamada, acolhimento: acolhimento.id, vigilancia: vigilancia.id, ano, edital: editalAberto });

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
