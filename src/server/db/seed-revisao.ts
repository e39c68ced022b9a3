/**
 * Demonstração da revisão (issue 20, segunda metade), pelos serviços e com o relógio de cada momento:
 * - na chamada aberta: linhas declaradas, lances num trabalho que ainda espera avaliadores, um trabalho
 *   atribuído sem parecer (a instrutora de demonstração é uma das avaliadoras), um avaliado pela metade
 *   (um parecer enviado, outro guardado), um avaliado e um divergente (terceiro sugerido);
 * - a chamada do ano anterior, inteira: lances, distribuição automática, pareceres, decisões comunicadas
 *   pela caixa de saída, avaliação oral do aprovado para apresentação oral e o encerramento com os
 *   certificados (autores, coautores — um sem conta — e avaliadoras).
 */
import { ChamadaEntradaSchema, type ChamadaAdmin, type ChamadaEntrada } from '#shared/contracts/chamadas.ts';
import { ParecerBodySchema } from '#shared/contracts/revisao.ts';
import { SubmissaoEntradaSchema, type SubmissaoEntrada } from '#shared/contracts/submissoes.ts';
import type { Lance, TipoAvaliacao } from '#shared/rules/chamadas.ts';
import type { CtxAutenticado } from '../lib/context.ts';
import { criarChamada } from '../modules/chamadas/edicao.ts';
import {
  atribuicaoAutomatica,
  atribuir,
  decidir,
  declararLinhas,
  encerrar,
  liberarDecisoes,
  marcarLance,
  minhasAtribuicoes,
  previaDasDecisoes,
  salvarParecer,
} from '../modules/revisao/revisao.service.ts';
import { criarSubmissao } from '../modules/submissoes/edicao.ts';

export interface PessoasDaRevisao {
  admin: CtxAutenticado;
  instrutor: CtxAutenticado;
  usuario: CtxAutenticado;
  /** Três instrutoras de outras unidades. */
  avaliadoras: [CtxAutenticado, CtxAutenticado, CtxAutenticado];
  /** Dois autores de outras unidades. */
  autores: [CtxAutenticado, CtxAutenticado];
}

/** O mesmo contexto com o relógio parado num instante. */
const em = (ctx: CtxAutenticado, instante: string): CtxAutenticado => ({ ...ctx, now: () => new Date(instante) });

/** Um parecer com as notas dos critérios na ordem da chamada, um comentário por critério e o comentário ao autor. */
function parecer(criterios: readonly { id: number }[], notas: readonly number[], comentario: string, enviar = true) {
  return ParecerBodySchema.parse({
    notas: notas.map((nota, i) => ({ criterio_id: criterios[i]!.id, nota, comentario: COMENTARIOS[Math.min(nota, 5) - 1] ?? '' })),
    comentario,
    enviar,
  });
}
const COMENTARIOS = ['Pouco desenvolvido.', 'Precisa de mais detalhes.', 'Adequado.', 'Bem fundamentado.', 'Excelente.'];

/** O edital de demonstração de um ano (o mesmo da chamada aberta). */
type Edital = (ano: number, prazo: string, inicio: string, fim: string) => ChamadaEntrada;

export async function seedRevisaoDemo(
  p: PessoasDaRevisao,
  aberta: { chamada: ChamadaAdmin; acolhimento: number; vigilancia: number; ano: number; edital: Edital },
): Promise<void> {
  await chamadaAbertaEmRevisao(p, aberta);
  await chamadaEncerrada(p, aberta.ano - 1, aberta.edital);
}

async function chamadaAbertaEmRevisao(p: PessoasDaRevisao, a: { chamada: ChamadaAdmin; acolhimento: number; vigilancia: number; ano: number }): Promise<void> {
  const c = a.chamada;
  const [aps, vig, sm] = c.linhas.map((l) => l.id) as [number, number, number];
  const [bia, carlos, denise] = p.avaliadoras;
  const [fernanda, gustavo] = p.autores;
  const chamadaId = { chamadaId: c.id };
  await declararLinhas(bia, chamadaId, { linha_ids: [aps, vig] });
  await declararLinhas(carlos, chamadaId, { linha_ids: [aps, sm] });
  await declararLinhas(denise, chamadaId, { linha_ids: [aps, vig, sm] });
  await declararLinhas(p.instrutor, chamadaId, { linha_ids: [sm] });

  const enviar = (autor: CtxAutenticado, o: Partial<SubmissaoEntrada>) =>
    criarSubmissao(autor, chamadaId, SubmissaoEntradaSchema.parse({ inicio_experiencia: `${a.ano - 1}-06`, enviar: true, ...o }));
  const saudeMental = await enviar(fernanda, { ...TEXTOS.saudeMental, linha_id: sm });
  const divergente = await enviar(gustavo, { ...TEXTOS.tabagismo, linha_id: aps });
  const aguardando = await enviar(fernanda, { ...TEXTOS.arboviroses, linha_id: vig });
  // lances no que ainda espera avaliadores (a janela está aberta)
  const lances: [CtxAutenticado, Lance][] = [[denise, 'quero'], [bia, 'posso'], [p.instrutor, 'prefiro_nao']];
  for (const [quem, lance] of lances) await marcarLance(quem, { submissaoId: aguardando.id }, { lance });

  const atribuirA = (quem: CtxAutenticado, submissaoId: number) => atribuir(p.admin, { submissaoId }, { avaliador_id: quem.user.id, tipo: 'escrita' });
  const dar = (quem: CtxAutenticado, submissaoId: number, corpo: ReturnType<typeof parecer>) => salvarParecer(quem, { submissaoId, tipo: 'escrita' }, corpo);
  const k = c.criterios;
  // avaliado: os dois pareceres enviados, próximos
  await atribuirA(bia, a.acolhimento);
  await atribuirA(carlos, a.acolhimento);
  await dar(bia, a.acolhimento, parecer(k, [5, 4, 4], 'Relato claro e com resultado mensurável; vale apresentar o instrumento de classificação.'));
  await dar(carlos, a.acolhimento, parecer(k, [4, 4, 5], 'Boa experiência, facilmente replicável nas demais unidades.'));
  // avaliado pela metade: um enviado, outro guardado para terminar depois
  await atribuirA(bia, a.vigilancia);
  await atribuirA(denise, a.vigilancia);
  await dar(bia, a.vigilancia, parecer(k, [4, 5, 4], 'Integração exemplar entre vigilância e atenção primária.'));
  await dar(denise, a.vigilancia, parecer(k.slice(0, 1), [4], 'Falta ler os resultados com calma.', false));
  // atribuído, sem parecer ainda (a instrutora de demonstração avalia este)
  await atribuirA(p.instrutor, saudeMental.id);
  await atribuirA(carlos, saudeMental.id);
  // divergente: notas muito distantes (limiar 3): a administração vê o terceiro sugerido
  await atribuirA(carlos, divergente.id);
  await atribuirA(denise, divergente.id);
  await dar(carlos, divergente.id, parecer(k, [5, 5, 4], 'Ação relevante, com adesão alta e bem descrita.'));
  await dar(denise, divergente.id, parecer(k, [2, 2, 1], 'Os resultados não sustentam as conclusões.'));
}

async function chamadaEncerrada(p: PessoasDaRevisao, ano: number, editalAberto: Edital): Promise<void> {
  const [bia, carlos, denise] = p.avaliadoras;
  const [fernanda, gustavo] = p.autores;
  const quando = {
    criada: `${ano}-08-01T12:00:00Z`,
    enviados: `${ano}-09-15T14:00:00Z`,
    lances: `${ano}-10-02T12:00:00Z`,
    distribuicao: `${ano}-10-11T12:00:00Z`,
    pareceres: `${ano}-10-20T15:00:00Z`,
    decisoes: `${ano}-11-05T13:00:00Z`,
    oral: `${ano}-11-20T15:00:00Z`,
    encerramento: `${ano}-12-01T12:00:00Z`,
  };
  const c = await criarChamada(
    em(p.admin, quando.criada),
    ChamadaEntradaSchema.parse({
      ...editalAberto(ano, `${ano}-09-30T23:59`, `${ano - 2}-01`, `${ano}-08`),
      lances_inicio: `${ano}-10-01T08:00`,
      lances_fim: `${ano}-10-10T18:00`,
      prazo_avaliacao: `${ano}-10-31T23:59`,
    }),
  );
  const [aps, vig, sm] = c.linhas.map((l) => l.id) as [number, number, number];
  const chamadaId = { chamadaId: c.id };
  const enviar = (autor: CtxAutenticado, o: Partial<SubmissaoEntrada>) =>
    criarSubmissao(em(autor, quando.enviados), chamadaId, SubmissaoEntradaSchema.parse({ inicio_experiencia: `${ano - 1}-03`, enviar: true, ...o }));
  const gestantes = await enviar(p.usuario, { ...TEXTOS.gestantes, linha_id: aps, coautores: [{ nome: 'Profa. Helena Duarte', email: 'helena.duarte@universidade.example', papel: 'orientador' }] });
  const matriciamento = await enviar(fernanda, { ...TEXTOS.matriciamento, linha_id: sm });
  const violencia = await enviar(gustavo, { ...TEXTOS.violencia, linha_id: vig, coautores: [{ nome: 'Igor Instrutor Lima', email: 'instrutor@escola.demo' }] });
  const acs = await enviar(p.instrutor, { ...TEXTOS.acs, linha_id: aps });
  const horta = await enviar(p.usuario, { ...TEXTOS.horta, linha_id: aps });

  for (const [quem, linhas] of [[bia, [aps, vig]], [carlos, [aps, sm]], [denise, [aps, vig, sm]]] as const) {
    await declararLinhas(em(quem, quando.lances), chamadaId, { linha_ids: [...linhas] });
  }
  const lances: [CtxAutenticado, number, Lance][] = [[bia, gestantes.id, 'quero'], [carlos, matriciamento.id, 'quero'], [denise, violencia.id, 'quero'], [bia, acs.id, 'prefiro_nao']];
  for (const [quem, submissaoId, lance] of lances) await marcarLance(em(quem, quando.lances), { submissaoId }, { lance });
  await atribuicaoAutomatica(em(p.admin, quando.distribuicao), chamadaId, { tipo: 'escrita', aplicar: true });

  await pareceresDaEncerrada(p.avaliadoras, c, quando.pareceres, { gestantes, matriciamento, violencia, acs, horta });

  const adm = em(p.admin, quando.decisoes);
  await decidir(adm, { submissaoId: gestantes.id }, { decisao: 'aprovada_oral', motivo: 'Experiência inovadora e bem documentada: apresentação oral na cerimônia.' });
  for (const s of [matriciamento, violencia, horta]) await decidir(adm, { submissaoId: s.id }, { decisao: 'aprovada_exposicao', motivo: null });
  await decidir(adm, { submissaoId: acs.id }, { decisao: 'reprovada', motivo: 'O relato não descreve o método nem apresenta resultados mensuráveis.' });
  await previaDasDecisoes(adm, chamadaId);
  await liberarDecisoes(adm, chamadaId);

  // a apresentação oral, avaliada no dia da mostra
  const tipo: TipoAvaliacao = 'oral';
  await atribuir(em(p.admin, quando.oral), { submissaoId: gestantes.id }, { avaliador_id: denise.user.id, tipo });
  await salvarParecer(em(denise, quando.oral), { submissaoId: gestantes.id, tipo }, parecer(c.criterios_orais, [3, 2], 'Apresentação segura, um pouco além do tempo.'));

  await encerrar(em(p.admin, quando.encerramento), chamadaId);
}

/** Cada avaliadora dá os pareceres que recebeu na chamada encerrada: a nota do trabalho e um ajuste por pessoa. */
async function pareceresDaEncerrada(
  avaliadoras: readonly CtxAutenticado[],
  c: ChamadaAdmin,
  instante: string,
  t: Record<'gestantes' | 'matriciamento' | 'violencia' | 'acs' | 'horta', { id: number }>,
): Promise<void> {
  const { gestantes, matriciamento, violencia, acs, horta } = t;
  const qualidade = new Map([[gestantes.id, [5, 5, 4]], [matriciamento.id, [4, 5, 4]], [violencia.id, [4, 4, 4]], [acs.id, [2, 2, 1]], [horta.id, [4, 3, 4]]]);
  const comentario = new Map([
    [gestantes.id, 'Experiência bem documentada, com adesão e resultados claros.'],
    [matriciamento.id, 'Mostra a rede funcionando; bom modelo para outras regiões.'],
    [violencia.id, 'Tema importante; a apresentação dos números pode melhorar.'],
    [acs.id, 'O relato não descreve o método nem apresenta resultados.'],
    [horta.id, 'Iniciativa interessante; faltou medir o efeito na alimentação.'],
  ]);
  for (const [i, quem] of avaliadoras.entries()) {
    const agora = em(quem, instante);
    for (const m of (await minhasAtribuicoes(agora)).filter((x) => x.chamada.id === c.id)) {
      const notas = qualidade.get(m.submissao.id)!.map((n, j) => Math.max(1, Math.min(5, n - ((i + j) % 3 === 0 ? 1 : 0))));
      await salvarParecer(agora, { submissaoId: m.submissao.id, tipo: 'escrita' }, parecer(c.criterios, notas, comentario.get(m.submissao.id)!));
    }
  }
}

const TEXTOS = {
  saudeMental: {
    titulo: 'Grupo de convivência para usuários de saúde mental na UBS',
    introducao: 'Usuários acompanhados pelo CAPS tinham pouca vinculação com a unidade básica de referência.',
    objetivos: 'Fortalecer o vínculo com a atenção primária e reduzir crises.',
    metodo: 'Encontros semanais conduzidos por enfermeira e psicóloga do NASF, com registro de presença e de crises.',
    resultados: 'Em oito meses, as internações do grupo caíram de seis para uma.',
    consideracoes: 'O grupo aproximou o CAPS e a UBS e pode ser ampliado.',
  },
  tabagismo: {
    titulo: 'Programa de cessação do tabagismo com grupos noturnos',
    introducao: 'Trabalhadores fumantes não conseguiam frequentar os grupos no horário comercial.',
    objetivos: 'Ampliar o acesso ao tratamento do tabagismo.',
    metodo: 'Grupos quinzenais às 19 h, com abordagem cognitivo-comportamental e apoio medicamentoso.',
    resultados: 'Dos 48 participantes, 21 estavam sem fumar após seis meses.',
    consideracoes: 'O horário estendido fez diferença para quem trabalha.',
  },
  arboviroses: {
    titulo: 'Mutirões de eliminação de criadouros com escolas do território',
    introducao: 'O índice de infestação predial estava acima de 4 % no bairro.',
    objetivos: 'Reduzir criadouros com participação da comunidade escolar.',
    metodo: 'Oficinas nas escolas e mutirões mensais com agentes de endemias.',
    resultados: 'O índice caiu para 1,2 % em três ciclos.',
    consideracoes: 'As escolas levaram o tema para dentro das casas.',
  },
  gestantes: {
    titulo: 'Grupo de gestantes com plano de parto na atenção primária',
    introducao: 'Gestantes chegavam à maternidade sem conhecer seus direitos e o serviço.',
    objetivos: 'Preparar as gestantes para o parto e o puerpério.',
    metodo: 'Seis encontros com equipe multiprofissional e visita guiada à maternidade.',
    resultados: 'Todas as participantes elaboraram o plano de parto; a satisfação foi de 96 %.',
    consideracoes: 'O grupo virou rotina na unidade.',
  },
  matriciamento: {
    titulo: 'Matriciamento em saúde mental por teleconsultoria',
    introducao: 'As equipes da atenção primária encaminhavam muitos casos leves ao CAPS.',
    objetivos: 'Qualificar o cuidado na atenção primária.',
    metodo: 'Teleconsultorias semanais entre psiquiatra e equipes, com discussão de casos.',
    resultados: 'Os encaminhamentos ao CAPS caíram 35 % em um ano.',
    consideracoes: 'A teleconsultoria é barata e aproxima os serviços.',
  },
  violencia: {
    titulo: 'Fluxo de notificação de violência nas unidades de saúde',
    introducao: 'A subnotificação de violência interpessoal era alta no município.',
    objetivos: 'Padronizar a notificação e o encaminhamento para a rede de proteção.',
    metodo: 'Capacitação das equipes e fluxograma pactuado com a assistência social.',
    resultados: 'As notificações dobraram no semestre seguinte.',
    consideracoes: 'O fluxo deu segurança às equipes.',
  },
  acs: {
    titulo: 'Educação permanente com agentes comunitários',
    introducao: 'Os agentes pediram mais formação.',
    objetivos: 'Formar os agentes.',
    metodo: 'Encontros.',
    resultados: 'Os agentes gostaram.',
    consideracoes: 'Vamos continuar.',
  },
  horta: {
    titulo: 'Horta comunitária na unidade de saúde',
    introducao: 'O terreno ao lado da unidade estava abandonado.',
    objetivos: 'Promover alimentação saudável e convivência.',
    metodo: 'Mutirões com usuários e equipe, com oficinas de nutrição.',
    resultados: 'A horta produz hortaliças distribuídas nos grupos da unidade.',
    consideracoes: 'O espaço virou ponto de encontro da comunidade.',
  },
};
