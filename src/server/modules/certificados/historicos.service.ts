/**
 * Histórico de formação (issue 21). Lista os cursos concluídos da pessoa: os certificados de
 * participante de turma válidos (os de instrutor, palestrante, avaliador e apresentação de trabalho
 * provam atuação, não formação recebida, e ficam de fora; os avulsos não têm conta ligada). O mesmo
 * motor dos certificados: código aleatório de 60 bits, PDF gerado uma vez e guardado com o SHA-256,
 * validação pública registrada (rede do IP resumida por hash).
 * - Cada download emite um histórico novo só quando a lista mudou (fotografia com hash, única por
 *   pessoa); sem mudança, devolve o mesmo documento (mesmo código).
 */
import { createHash } from 'node:crypto';
import { normalizarCodigo } from '#shared/rules/certificado.ts';
import { dataEmSaoPaulo } from '#shared/rules/cronograma.ts';
import type { ValidacaoHistorico } from '#shared/contracts/historicos.ts';
import { anoDaData, nomeDoArquivoDoHistorico, totaisPorAno, urlDoHistorico } from '#shared/rules/historico.ts';
import type { ItemDoHistoricoGravado } from '../../db/schema/index.ts';
import type { Ctx, CtxAutenticado, Servicos } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { baseDoSite } from '../../lib/site.ts';
import { novoCodigo, numeroDe } from './certificados.service.ts';
import { resumoDoIp } from './validacao-publica.ts';
import { nomeDaInstituicao } from '../instituicao/instituicao.service.ts';
import { renderizarHistorico } from './historico-pdf.ts';
import * as repo from './historicos.repository.ts';
import type { LinhaHistorico } from './historicos.repository.ts';

/** A fotografia do que o histórico lista hoje (cursos concluídos, em ordem de término). */
export async function itensDoHistorico(ctx: Pick<Servicos, 'db'>, usuarioId: number): Promise<ItemDoHistoricoGravado[]> {
  const linhas = await repo.certificadosConcluidos(ctx.db, usuarioId);
  return linhas.map((c) => {
    const fim = c.dataFim ?? c.dataInicio ?? dataEmSaoPaulo(new Date(c.emitidoEm));
    return {
      certificado_id: c.id, numero: numeroDe(c), curso: c.curso, turma: c.turma, data_inicio: c.dataInicio, data_fim: c.dataFim,
      carga_horaria: c.cargaHoraria ?? 0, ano: anoDaData(fim),
    };
  });
}

const hashDe = (conteudo: unknown) => createHash('sha256').update(JSON.stringify(conteudo)).digest('hex');

/** O histórico com este conteúdo (nome e cursos) — o que existe ou um novo. */
async function historicoAtual(ctx: CtxAutenticado): Promise<LinhaHistorico> {
  const nome = await repo.nomeDoUsuario(ctx.db, ctx.user.id);
  if (nome === null) throw new AppError('NAO_ENCONTRADO', 'Conta não encontrada.');
  const itens = await itensDoHistorico(ctx, ctx.user.id);
  const hashItens = hashDe({ nome, itens });
  const existente = await repo.historicoPorConteudo(ctx.db, ctx.user.id, hashItens);
  if (existente) return existente;
  const novo = await repo.inserirHistorico(ctx.db, {
    codigo: novoCodigo(), usuarioId: ctx.user.id, nome, itens, horasTotal: totaisPorAno(itens).horas, hashItens, emitidoEm: ctx.now(),
  });
  // outro download simultâneo gravou o mesmo conteúdo: vale o dele
  return novo ?? (await repo.historicoPorConteudo(ctx.db, ctx.user.id, hashItens))!;
}

async function renderizar(ctx: Pick<Servicos, 'db' | 'config'>, h: LinhaHistorico): Promise<Buffer> {
  return Buffer.from(
    await renderizarHistorico({
      instituicao: await nomeDaInstituicao(ctx), codigo: h.codigo, urlValidacao: urlDoHistorico(baseDoSite(ctx), h.codigo),
      nome: h.nome, emitidoEm: new Date(h.emitidoEm), itens: h.itens,
    }),
  );
}

/** O PDF guardado do histórico; na primeira vez gera, guarda e grava o hash (o primeiro gerador fica). */
async function documento(ctx: Pick<Servicos, 'db' | 'storage' | 'config'>, h: LinhaHistorico): Promise<Buffer> {
  if (h.arquivo) {
    const guardado = await ctx.storage.ler(h.arquivo);
    if (guardado) return guardado;
  }
  const pdf = await renderizar(ctx, h);
  const hash = createHash('sha256').update(pdf).digest('hex');
  const chave = await ctx.storage.salvar('historicos', pdf, '.pdf');
  if (h.arquivo) {
    // o arquivo sumiu do disco: refeito com os mesmos dados (sai igual, o hash confere)
    await repo.trocarDocumento(ctx.db, h.id, chave, hash);
    await ctx.storage.remover(h.arquivo);
    return pdf;
  }
  if (await repo.gravarDocumento(ctx.db, h.id, chave, hash)) return pdf;
  await ctx.storage.remover(chave);
  const atual = await repo.historicoPorId(ctx.db, h.id);
  const guardado = atual?.arquivo ? await ctx.storage.ler(atual.arquivo) : null;
  if (!guardado) throw new Error('documento do histórico indisponível');
  return guardado;
}

/** O PDF do histórico de formação de quem pede (emite um novo só se a lista mudou). */
export async function baixarMeuHistorico(ctx: CtxAutenticado): Promise<{ conteudo: Buffer; nome: string; codigo: string }> {
  const h = await historicoAtual(ctx);
  return { conteudo: await documento(ctx, h), nome: nomeDoArquivoDoHistorico(h.codigo), codigo: h.codigo };
}

const MENSAGEM_INVALIDO = 'Código de validação em formato inválido. Ele tem 12 letras e números, como 7KQ2-M9XD-4RTA.';
const MENSAGEM_NAO_ENCONTRADO = 'Nenhum histórico de formação com este código. Confira o código impresso no pé do documento.';

/** Validação pública pelo código: só o que o histórico prova, com a situação de hoje de cada certificado; registrada. */
export async function validarHistorico(ctx: Ctx, codigoDigitado: string, ip: string): Promise<ValidacaoHistorico> {
  const codigo = normalizarCodigo(codigoDigitado);
  const h = codigo ? await repo.historicoPorCodigo(ctx.db, codigo) : null;
  await repo.registrarValidacao(ctx.db, {
    codigo: (codigo ?? [...codigoDigitado].filter((ch) => ch >= ' ' && ch !== '\u007f').join('')).slice(0, 64),
    historicoId: h?.id ?? null, resultado: h ? 'valido' : 'nao_encontrado', ipHash: resumoDoIp(ip), criadoEm: ctx.now(),
  });
  if (!h) return { situacao: 'nao_encontrado', mensagem: codigo ? MENSAGEM_NAO_ENCONTRADO : MENSAGEM_INVALIDO, historico: null };
  const validos = await repo.certificadosAindaValidos(ctx.db, h.itens);
  const itens = h.itens.map((i) => ({
    curso: i.curso, turma: i.turma, data_inicio: i.data_inicio, data_fim: i.data_fim, carga_horaria: i.carga_horaria, numero: i.numero,
    certificado_valido: validos.has(i.certificado_id),
  }));
  const semValidade = itens.filter((i) => !i.certificado_valido).length;
  return {
    situacao: 'valido',
    mensagem: semValidade === 0
      ? 'Emitido pela Escola da Saúde; todos os certificados listados continuam válidos hoje.'
      : `Emitido pela Escola da Saúde, mas ${semValidade === 1 ? '1 certificado listado não tem mais validade' : `${semValidade} certificados listados não têm mais validade`} (cancelado ou substituído depois da emissão).`,
    historico: {
      codigo: h.codigo, nome: h.nome, emitido_em: new Date(h.emitidoEm).toISOString(), itens, totais: totaisPorAno(h.itens), sem_validade: semValidade,
      hash_sha256: h.hashSha256,
    },
  };
}
