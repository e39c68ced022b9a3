/**
 * Certificados de evento (issue 9; decisão 014).
 * - Emissão: quem completa a cadeia (turma encerrada → 75 % → teste obrigatório → avaliação) recebe o
 *   certificado na hora em que envia a avaliação; instrutores e palestrantes das turmas encerradas, pela
 *   rotina. Um válido por pessoa, turma e tipo (índice único parcial): emitir duas vezes é impossível.
 * - Documento: o PDF é gerado uma vez (tarefa `certificado.documento` ou o primeiro download), guardado
 *   com o SHA-256; a mesma tarefa avisa no app e manda o e-mail com o PDF.
 * - Validação pública pelo código: validacao-publica.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { AssinantesPadraoBodySchema, Certificado, CertificadoACaminho } from '#shared/contracts/certificados.ts';
import type { TurmaIdParamsSchema } from '#shared/contracts/eventos.ts';
import {
  codigoDeBytes, etapaQueFalta, fraseDoCertificado, identificadorImpresso, nomeDoArquivo, numeroImpresso,
  TEXTO_DA_ETAPA, urlDeValidacao, type Etapa, type TipoCertificado, ASSINANTES_MAX,
} from '#shared/rules/certificado.ts';
import { dataEmSaoPaulo } from '#shared/rules/cronograma.ts';
import type { TipoEvento } from '#shared/rules/eventos.ts';
import { frequenciaAtingida } from '#shared/rules/presenca.ts';
import type { AssinanteGravado } from '../../db/schema/index.ts';
import type { Ctx, CtxAutenticado, Servicos } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { TAREFA_EMAIL, type Mensagem } from '../../lib/mailer.ts';
import { baseDoSite } from '../../lib/site.ts';
import { definirTarefa, type RotinaDiaria } from '../../lib/tarefas/definicao.ts';
import { assinaturasParaDocumento } from '../assinaturas/assinaturas.service.ts';
import { criarNotificacao } from '../notificacoes/notificacoes.service.ts';
import { chaveDoPar, devemTesteObrigatorio } from '../testes/testes.service.ts';
import { baixaEmQualquerSituacao, podeBaixarCertificado } from './certificados.policy.ts';
import { registrarAuditoria } from '../auditoria/auditoria.service.ts';
import * as repo from './certificados.repository.ts';
import type { LinhaCertificado, NovoCertificado } from './certificados.repository.ts';
import { renderizarCertificado } from './pdf.ts';
import { nomeDaInstituicao } from '../instituicao/instituicao.service.ts';

export const TAREFA_DOCUMENTO = 'certificado.documento';
export const TAREFA_PROCURAR = 'certificado.procurar-pendentes';
/** A rotina que emite o que ficou devido (equipe de turmas encerradas; participantes que escaparam). */
const HORARIOS_DA_ROTINA = ['00:20', '12:50', '18:50', '23:50'];

type CtxServicos = Pick<Servicos, 'db' | 'config' | 'jobs' | 'storage' | 'now'>;

/** Código de validação novo (60 bits de `crypto`). */
export const novoCodigo = (): string => codigoDeBytes(randomBytes(12));

export function numeroDe(c: Pick<LinhaCertificado, 'numero' | 'emitidoEm' | 'origem'>): string {
  return numeroImpresso(c.numero, Number(dataEmSaoPaulo(c.emitidoEm).slice(0, 4)), c.origem);
}

export const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function paraApi(ctx: Pick<Servicos, 'config'>, c: LinhaCertificado, eventoId: number | null): Certificado {
  return {
    id: c.id, numero: numeroDe(c), codigo: c.codigo, tipo: c.tipo, status: c.status, nome: c.nome, curso: c.curso, turma: c.turmaNome,
    turma_id: c.turmaId, evento_id: eventoId, data_inicio: c.dataInicio, data_fim: c.dataFim, carga_horaria: c.cargaHoraria,
    emitido_em: iso(c.emitidoEm)!, enviado_em: iso(c.enviadoEm), url_validacao: urlDeValidacao(baseDoSite(ctx), c.codigo),
  };
}

export function paraGestao(ctx: Pick<Servicos, 'config'>, l: { c: LinhaCertificado; eventoId: number | null; email: string | null }) {
  return {
    ...paraApi(ctx, l.c, l.eventoId), origem: l.c.origem, email: l.email, usuario_id: l.c.usuarioId, cancelado_em: iso(l.c.canceladoEm),
    motivo_cancelamento: l.c.motivoCancelamento, substitui_id: l.c.substituiId,
  };
}

// ───────────────────────────── assinantes ─────────────────────────────

/** Os assinantes institucionais padrão (ajuste da administração), com nome e função de hoje. */
export async function assinantesPadraoGravados(ctx: Pick<Servicos, 'db'>): Promise<AssinanteGravado[]> {
  const ids = (await repo.lerConfiguracao<number[]>(ctx.db, repo.CHAVE_ASSINANTES_PADRAO)) ?? [];
  const pessoas = await repo.pessoasAssinantes(ctx.db, ids.slice(0, ASSINANTES_MAX));
  return pessoas.map((p) => ({ usuario_id: p.id, nome: p.nome, funcao: p.funcao }));
}

export async function lerAssinantesPadrao(ctx: CtxAutenticado) {
  const ids = (await repo.lerConfiguracao<number[]>(ctx.db, repo.CHAVE_ASSINANTES_PADRAO)) ?? [];
  const pessoas = await repo.pessoasAssinantes(ctx.db, ids);
  return { assinantes: pessoas.map((p) => ({ id: p.id, nome: p.nome, funcao: p.funcao, tem_assinatura: p.temAssinatura })) };
}

export async function salvarAssinantesPadrao(ctx: CtxAutenticado, body: z.output<typeof AssinantesPadraoBodySchema>) {
  const pessoas = await repo.pessoasAssinantes(ctx.db, body.assinantes);
  const semAssinatura = pessoas.filter((p) => !p.temAssinatura);
  if (pessoas.length !== body.assinantes.length) throw new AppError('DADOS_INVALIDOS', 'Alguma pessoa escolhida não existe.');
  if (semAssinatura.length) {
    throw new AppError('DADOS_INVALIDOS', `${semAssinatura.map((p) => p.nome).join(', ')} ainda não tem assinatura salva.`, { details: { sem_assinatura: semAssinatura.map((p) => p.id) } });
  }
  const antes = (await repo.lerConfiguracao<number[]>(ctx.db, repo.CHAVE_ASSINANTES_PADRAO)) ?? [];
  await ctx.db.transaction(async (tx) => {
    await repo.gravarConfiguracao(tx, repo.CHAVE_ASSINANTES_PADRAO, body.assinantes, ctx.user.id, ctx.now());
    if (JSON.stringify(antes) === JSON.stringify(body.assinantes)) return;
    const alvo = { alvoTipo: 'configuracao', alvoId: repo.CHAVE_ASSINANTES_PADRAO };
    await registrarAuditoria({ db: tx }, { atorId: ctx.user.id, acao: 'certificado.assinantes-padrao', ...alvo, antes: { assinantes: antes }, depois: { assinantes: body.assinantes } });
  });
  return lerAssinantesPadrao(ctx);
}

// ───────────────────────────── emissão ─────────────────────────────

interface Devido {
  turmaId: number;
  usuarioId: number;
  tipo: TipoCertificado;
}

/** Monta as linhas (dados impressos de hoje, número da sequência, código novo) e insere; enfileira os documentos. */
export async function emitir(ctx: CtxServicos, devidos: readonly Devido[], emitidoPor: number | null, substitui?: Map<string, number>): Promise<LinhaCertificado[]> {
  // reemitir (com `substitui`) insere sobre um histórico que existe; a emissão automática, nunca
  if (devidos.length === 0) return [];
  const dados = await repo.dadosDaEmissao(ctx.db, devidos);
  const porPar = new Map(dados.map((d) => [`${d.turma_id}:${d.usuario_id}`, d]));
  const daTurma = await repo.assinantesDasTurmas(ctx.db, devidos.map((d) => d.turmaId));
  const padrao = daTurma.size === new Set(devidos.map((d) => d.turmaId)).size ? [] : await assinantesPadraoGravados(ctx);
  const agora = ctx.now();
  const novos: NovoCertificado[] = devidos.flatMap((d) => {
    const x = porPar.get(`${d.turmaId}:${d.usuarioId}`);
    if (!x) return [];
    return [{
      codigo: novoCodigo(), origem: 'evento' as const, tipo: d.tipo, usuarioId: d.usuarioId, turmaId: d.turmaId,
      nome: x.nome, cpfMascarado: identificadorImpresso(x.cpf), curso: x.titulo, turmaNome: x.turma,
      dataInicio: x.data_inicio, dataFim: x.data_fim, cargaHoraria: x.carga_horaria,
      assinantes: (daTurma.get(d.turmaId) ?? padrao).slice(0, ASSINANTES_MAX), emitidoEm: agora, emitidoPor,
      substituiId: substitui?.get(`${d.turmaId}:${d.usuarioId}:${d.tipo}`) ?? null,
    }];
  });
  const inseridos = substitui ? await repo.inserirCertificados(ctx.db, novos) : await repo.inserirSeNuncaEmitido(ctx.db, novos);
  await repo.registrarHistorico(ctx.db, inseridos.map((c) => ({ certificadoId: c.id, acao: c.substituiId ? 'reemitido' as const : 'emitido' as const, usuarioId: emitidoPor, criadoEm: agora })));
  await ctx.jobs.enfileirarVarias(ctx.db, inseridos.map((c) => ({ tipo: TAREFA_DOCUMENTO, dados: { id: c.id }, chave: `${TAREFA_DOCUMENTO}:${c.id}` })));
  return inseridos;
}

/** Participantes com a cadeia completa e sem certificado (filtros opcionais), conferidos de novo aqui. */
async function participantesDevidos(ctx: CtxServicos, filtro: { turmaId?: number; usuarioId?: number }): Promise<Devido[]> {
  const candidatos = (await repo.candidatosParticipantes(ctx.db, ctx.now(), filtro)).filter((c) => frequenciaAtingida(c.presentes, c.agendados));
  const devem = await devemTesteObrigatorio(ctx, candidatos.map((c) => ({ turmaId: c.turma_id, usuarioId: c.usuario_id })));
  return candidatos
    .filter((c) => !devem.has(chaveDoPar({ turmaId: c.turma_id, usuarioId: c.usuario_id })))
    .map((c) => ({ turmaId: c.turma_id, usuarioId: c.usuario_id, tipo: 'participante' as const }));
}

/**
 * Emite o certificado de participante se a cadeia da pessoa na turma está completa — chamado por quem
 * completa a cadeia (o envio da avaliação), na transação dele. Devolve o certificado emitido, se houve.
 */
export async function emitirSeCompleto(ctx: CtxServicos, turmaId: number, usuarioId: number): Promise<LinhaCertificado | null> {
  const [c] = await emitir(ctx, await participantesDevidos(ctx, { turmaId, usuarioId }), null);
  return c ?? null;
}

/** Emite tudo o que está devido (todas as turmas, ou uma): participantes, instrutores e palestrantes. */
export async function emitirPendentes(ctx: CtxServicos, filtro: { turmaId?: number } = {}, emitidoPor: number | null = null): Promise<number> {
  const participantes = await participantesDevidos(ctx, filtro);
  const equipe = (await repo.candidatosDaEquipe(ctx.db, ctx.now(), filtro)).map((c) => ({ turmaId: c.turma_id, usuarioId: c.usuario_id, tipo: c.tipo }));
  const devidos = [...participantes, ...equipe];
  let total = 0;
  for (let i = 0; i < devidos.length; i += 1000) total += (await emitir(ctx, devidos.slice(i, i + 1000), emitidoPor)).length;
  return total;
}

/** Ação da gestão: emite agora o que a turma já deve. */
export async function emitirDaTurma(ctx: CtxAutenticado, params: z.output<typeof TurmaIdParamsSchema>) {
  const turma = await repo.eventoDaTurma(ctx.db, params.turmaId);
  if (!turma) throw new AppError('NAO_ENCONTRADO', 'Turma não encontrada.');
  const emitidos = await ctx.db.transaction(async (tx) => {
    const n = await emitirPendentes({ ...ctx, db: tx }, { turmaId: params.turmaId }, ctx.user.id);
    if (n > 0) await registrarAuditoria({ db: tx }, { atorId: ctx.user.id, acao: 'certificado.emitir', alvoTipo: 'turma', alvoId: params.turmaId, detalhes: { emitidos: n } });
    return n;
  });
  return {
    emitidos,
    mensagem: emitidos === 0 ? 'Nenhum certificado devido nesta turma agora.' : `${emitidos.toLocaleString('pt-BR')} certificado(s) emitido(s).`,
  };
}

// a chamada de trabalhos (apresentação de trabalho, avaliador) mora em certificados-da-chamada.ts
export { certificadosDaChamada, emitirDaChamada, type DevidoDaChamada } from './certificados-da-chamada.ts';

// ───────────────────────────── documento ─────────────────────────────

/** Gera o PDF do certificado com os dados gravados e as imagens de assinatura de hoje. */
async function renderizar(ctx: Pick<Servicos, 'db' | 'storage' | 'config'>, c: LinhaCertificado): Promise<Uint8Array> {
  const imagens = await assinaturasParaDocumento(ctx, c.assinantes.map((a) => a.usuario_id));
  const numero = numeroDe(c);
  return renderizarCertificado({
    instituicao: await nomeDaInstituicao(ctx), numero, codigo: c.codigo, urlValidacao: urlDeValidacao(baseDoSite(ctx), c.codigo), origem: c.origem, tipo: c.tipo,
    nome: c.nome, identificador: c.cpfMascarado, curso: c.curso, turma: c.turmaNome, dataInicio: c.dataInicio, dataFim: c.dataFim,
    cargaHoraria: c.cargaHoraria, emitidoEm: new Date(c.emitidoEm),
    assinantes: c.assinantes.map((a) => ({ nome: a.nome, funcao: a.funcao, imagem: imagens.get(a.usuario_id)?.imagem ?? null })),
  });
}

/**
 * O PDF guardado do certificado; na primeira vez gera, guarda e grava o hash (quem chegar primeiro
 * fica: um segundo gerador simultâneo apaga o seu arquivo e usa o gravado).
 */
export async function documento(ctx: Pick<Servicos, 'db' | 'storage' | 'config'>, c: LinhaCertificado): Promise<{ conteudo: Buffer; arquivo: string; nome: string }> {
  const nome = nomeDoArquivo(numeroDe(c));
  if (c.arquivo) {
    const guardado = await ctx.storage.ler(c.arquivo);
    if (guardado) return { conteudo: guardado, arquivo: c.arquivo, nome };
  }
  const pdf = Buffer.from(await renderizar(ctx, c));
  const hash = createHash('sha256').update(pdf).digest('hex');
  if (c.arquivo) {
    // o arquivo sumiu do disco: refeito com os mesmos dados (o PDF sai igual, o hash confere)
    const chave = await ctx.storage.salvar('certificados', pdf, '.pdf');
    await repo.trocarDocumento(ctx.db, c.id, chave, hash);
    await ctx.storage.remover(c.arquivo);
    return { conteudo: pdf, arquivo: chave, nome };
  }
  const chave = await ctx.storage.salvar('certificados', pdf, '.pdf');
  if (await repo.gravarDocumento(ctx.db, c.id, chave, hash)) return { conteudo: pdf, arquivo: chave, nome };
  await ctx.storage.remover(chave);
  const atual = await repo.certificadoPorId(ctx.db, c.id);
  const guardado = atual?.arquivo ? await ctx.storage.ler(atual.arquivo) : null;
  if (!atual?.arquivo || !guardado) throw new Error('documento do certificado indisponível');
  return { conteudo: guardado, arquivo: atual.arquivo, nome };
}

function mensagemDoCertificado(ctx: Pick<Servicos, 'config'>, c: LinhaCertificado, arquivo: string, para: string): Mensagem {
  const numero = numeroDe(c);
  const url = urlDeValidacao(baseDoSite(ctx), c.codigo);
  const frase = fraseDoCertificado({ tipo: c.tipo, curso: c.curso, turma: c.turmaNome, dataInicio: c.dataInicio, dataFim: c.dataFim, cargaHoraria: c.cargaHoraria });
  return {
    para,
    assunto: `Seu certificado: ${c.curso}`.slice(0, 200),
    texto: [
      `Olá, ${c.nome}.`, '', 'Seu certificado está pronto e segue anexo em PDF.', '', frase, '',
      `Certificado nº ${numero}`, `Código de validação: ${c.codigo}`, `Qualquer pessoa pode conferir em: ${url}`, '',
      ...(c.usuarioId ? [`Ele também fica em Meus Certificados: ${baseDoSite(ctx)}/certificados`] : []),
    ].join('\n'),
    anexos: [{ nome: nomeDoArquivo(numero), chave: arquivo, tipo: 'application/pdf' }],
  };
}

/** Enfileira o e-mail do certificado (com o PDF) e marca o envio. `chave` evita repetir o mesmo envio. */
/**
 * Enfileira o e-mail do certificado (com o PDF) e marca o envio, na transação de quem chama. Com `chave`,
 * um envio que já estava na fila não se repete (e devolve `'repetido'`). Sem e-mail cadastrado: `'sem-email'`.
 */
export async function enfileirarEmailDoCertificado(
  ctx: CtxServicos, c: LinhaCertificado, arquivo: string, chave: string | undefined, usuarioId: number | null,
): Promise<'enviado' | 'repetido' | 'sem-email'> {
  const para = await repo.emailDoDono(ctx.db, c);
  if (!para) return 'sem-email';
  const novo = await ctx.jobs.enfileirar(ctx.db, { tipo: TAREFA_EMAIL, dados: mensagemDoCertificado(ctx, c, arquivo, para), ...(chave ? { chave } : {}) });
  if (!novo) return 'repetido';
  await repo.marcarEnviado(ctx.db, c, ctx.now());
  await repo.registrarHistorico(ctx.db, [{ certificadoId: c.id, acao: 'enviado', usuarioId, criadoEm: ctx.now() }]);
  return 'enviado';
}

/**
 * Manda o certificado por e-mail com o PDF (gera o documento se preciso). `chave` faz do envio um só
 * (lote, primeira emissão); sem ela, cada chamada é um envio novo (reenviar). Falso se não há e-mail.
 */
export async function enviarCertificadoPorEmail(ctx: CtxServicos, c: LinhaCertificado, chave: string | undefined, usuarioId: number | null): Promise<boolean> {
  const doc = await documento(ctx, c);
  return (await ctx.db.transaction((tx) => enfileirarEmailDoCertificado({ ...ctx, db: tx }, c, doc.arquivo, chave, usuarioId))) !== 'sem-email';
}

/** O papel no aviso de certificado emitido ("Seu certificado de participação em …"). */
const PAPEL_NO_AVISO: Record<TipoCertificado, string> = {
  participante: 'participação',
  instrutor: 'instrutor(a)',
  palestrante: 'palestrante',
  apresentacao_trabalho: 'apresentação de trabalho',
  avaliador: 'avaliador(a)',
};

/** A tarefa depois da emissão: gera o PDF, avisa no app e manda o e-mail com o PDF (uma vez cada: chaves). */
export async function prepararDocumento(ctx: Ctx, dados: unknown): Promise<void> {
  const { id } = dados as { id: number };
  const c = await repo.certificadoPorId(ctx.db, id);
  if (!c || c.status !== 'emitido') return;
  const doc = await documento(ctx, c);
  // os avulsos a administração envia pela tela deles; os de turma e os da chamada saem sozinhos
  if (c.origem === 'avulso') return;
  const usuarioId = c.usuarioId;
  await ctx.db.transaction(async (tx) => {
    const t = { ...ctx, db: tx };
    // o e-mail (com chave) e a notificação entram juntos: se a tarefa rodar de novo, nenhum dos dois se repete
    if ((await enfileirarEmailDoCertificado(t, c, doc.arquivo, `email:certificado:${c.id}`, null)) === 'repetido') return;
    // coautor sem conta: só o e-mail
    if (!usuarioId) return;
    await criarNotificacao(t, {
      usuarioId, tipo: 'certificado', titulo: `Certificado disponível: ${c.curso}`.slice(0, 255),
      mensagem: `Seu certificado de ${PAPEL_NO_AVISO[c.tipo]} em "${c.curso}" foi emitido. Baixe o PDF ou compartilhe o link de validação.`,
      link: '/certificados',
    });
  });
}


// ───────────────────────────── o dono ─────────────────────────────

const LINK_DA_ETAPA: Partial<Record<Etapa, (turmaId: number) => string>> = {
  teste: (id) => `/teste/${id}`,
  avaliacao: (id) => `/avaliar/${id}`,
  frequencia: () => '/minhas-presencas',
};

/** Os certificados da pessoa (todos os tipos) e o que falta nas turmas em que ainda não tem o de participante. */
export async function meusCertificados(ctx: CtxAutenticado) {
  const certificados = (await repo.certificadosDoUsuario(ctx.db, ctx.user.id)).map((l) => paraApi(ctx, l.c, l.eventoId));
  const inscricoes = await repo.inscricoesSemCertificado(ctx.db, ctx.user.id);
  const agora = ctx.now();
  const turmaIds = inscricoes.map((i) => i.turma_id);
  const minhas = new Map((await repo.inscritosDasTurmas(ctx.db, turmaIds, ctx.user.id)).map((p) => [p.turma_id, p]));
  const devem = await devemTesteObrigatorio(ctx, turmaIds.map((turmaId) => ({ turmaId, usuarioId: ctx.user.id })));
  const aCaminho: CertificadoACaminho[] = inscricoes.flatMap((i): CertificadoACaminho[] => {
    const p = minhas.get(i.turma_id);
    const etapa = etapaQueFalta({
      inscrito: true, turmaEncerrada: new Date(i.fim).getTime() < agora.getTime(),
      frequenciaAtingida: p ? frequenciaAtingida(p.presentes, p.agendados) : false,
      testePendente: devem.has(chaveDoPar({ turmaId: i.turma_id, usuarioId: ctx.user.id })), avaliou: i.avaliou,
    });
    const base = {
      turma: { id: i.turma_id, nome: i.nome, data_inicio: i.data_inicio, data_fim: i.data_fim },
      evento: { id: i.evento_id, titulo: i.titulo, tipo: i.tipo as TipoEvento },
    };
    // cancelado pela administração: não volta sozinho; quem resolve é a secretaria
    if (i.cancelado) return [{ ...base, etapa: 'cancelado' as const, texto: 'O certificado desta turma foi cancelado pela administração. Fale com a Escola da Saúde.', link: null }];
    // cadeia completa sem certificado: a emissão está a caminho (a rotina ou a gestão resolvem)
    if (!etapa) return [{ ...base, etapa: 'emissao' as const, texto: 'Cadeia completa: o certificado está sendo emitido.', link: null }];
    return [{ ...base, etapa, texto: TEXTO_DA_ETAPA[etapa], link: LINK_DA_ETAPA[etapa]?.(i.turma_id) ?? null }];
  });
  return { certificados, a_caminho: aCaminho };
}

// o histórico de formação (issue 21) e a emissão das turmas do instrutor, para os painéis
export { itensDoHistorico } from './historicos.service.ts';
export { certificadosValidosDoUsuario, inscricoesAindaSemCertificado } from './para-os-paineis.ts';
export { certificadosDoInstrutor } from './gestao-de-certificados.ts';
export { validar } from './validacao-publica.ts';

/** O PDF: do dono (válido) ou da administração (qualquer situação). Outro = 404. */
export async function pdfDoCertificado(ctx: CtxAutenticado, id: number) {
  const c = await repo.certificadoPorId(ctx.db, id);
  const admin = baixaEmQualquerSituacao(ctx.user);
  if (!c || !podeBaixarCertificado(ctx.user, c)) throw new AppError('NAO_ENCONTRADO', 'Certificado não encontrado.');
  if (!admin && c.status !== 'emitido') {
    throw new AppError('CONFLITO', c.status === 'cancelado' ? 'Este certificado foi cancelado e não pode ser baixado.' : 'Este certificado foi substituído por outro: baixe o novo em Meus Certificados.');
  }
  return documento(ctx, c);
}

// ───────────────────────────── rotina ─────────────────────────────

/** Depois da emissão: o PDF, o aviso e o e-mail de cada certificado (espalhados pelos processos). */
export const tarefaDocumento = definirTarefa({ nome: TAREFA_DOCUMENTO, dados: z.object({ id: z.number().int() }), executar: prepararDocumento, simultaneas: 2 });

/** A procura dos certificados devidos que ainda não foram emitidos. */
export const tarefaProcurarPendentes = definirTarefa({
  nome: TAREFA_PROCURAR,
  dados: z.object({}),
  executar: async (ctx) => {
    await ctx.db.transaction((tx) => emitirPendentes({ ...ctx, db: tx }));
  },
  limiteSeg: 600,
});

export const rotinasDeCertificados: RotinaDiaria[] = HORARIOS_DA_ROTINA.map((hora) => ({ nome: `certificados-pendentes-${hora.replace(':', 'h')}`, hora, tarefa: TAREFA_PROCURAR }));
