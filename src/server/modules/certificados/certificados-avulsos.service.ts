/**
 * Certificados avulsos (SPEC §2.8; decisão 014): cadastro, PDF e envio por e-mail. O documento é uma
 * linha de `certificados` (origem `avulso`) criada junto com o cadastro: número da mesma sequência,
 * código de validação, o mesmo renderizador. As opções do SPEC §7 (`palestrante=1`, `assinatura2_id`)
 * configuram o documento enquanto ele não foi enviado; depois do primeiro envio o documento fica como
 * a pessoa o recebeu.
 */
import type { z } from 'zod';
import type { Avulso, NovoAvulso, OpcoesDoDocumentoSchema } from '#shared/contracts/certificados-avulsos.ts';
import { ASSINANTES_MAX, identificadorImpresso, urlDeValidacao } from '#shared/rules/certificado.ts';
import type { AssinanteGravado } from '../../db/schema/index.ts';
import type { CtxAutenticado, Servicos } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { baseDoSite } from '../../lib/site.ts';
import * as repo from './certificados-avulsos.repository.ts';
import type { LinhaAvulso } from './certificados-avulsos.repository.ts';
import type { LinhaCertificado } from './certificados.repository.ts';
import { inserirCertificados, pessoasAssinantes, registrarHistorico } from './certificados.repository.ts';
import { assinantesPadraoGravados, documento, enfileirarEmailDoCertificado, novoCodigo, numeroDe } from './certificados.service.ts';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function paraApi(ctx: Pick<Servicos, 'config'>, a: LinhaAvulso, c: LinhaCertificado): Avulso {
  return {
    id: a.id, nome: a.nome, cpf: a.cpf, email: a.email, curso: a.curso, carga_horaria: a.cargaHoraria, data_inicio: a.dataInicio,
    data_fim: a.dataFim, enviado: a.enviado, enviado_em: iso(a.enviadoEm), numero: numeroDe(c), codigo: c.codigo,
    url_validacao: urlDeValidacao(baseDoSite(ctx), c.codigo), criado_em: iso(a.criadoEm)!,
  };
}

export async function listarAvulsos(ctx: CtxAutenticado): Promise<Avulso[]> {
  return (await repo.listarAvulsos(ctx.db)).map((l) => paraApi(ctx, l.a, l.c));
}

/** Cadastra o avulso e o seu documento (número e código) na mesma transação. */
export async function criarAvulso(ctx: CtxAutenticado, body: NovoAvulso): Promise<Avulso> {
  return ctx.db.transaction(async (tx) => {
    const agora = ctx.now();
    const a = await repo.inserirAvulso(tx, {
      nome: body.nome, cpf: body.cpf, email: body.email, curso: body.curso, cargaHoraria: body.carga_horaria,
      dataInicio: body.data_inicio, dataFim: body.data_fim, criadoPor: ctx.user.id, criadoEm: agora,
    });
    const [c] = await inserirCertificados(tx, [{
      codigo: novoCodigo(), origem: 'avulso', tipo: 'participante', avulsoId: a.id, nome: a.nome, cpfMascarado: identificadorImpresso(a.cpf),
      curso: a.curso, turmaNome: null, dataInicio: a.dataInicio, dataFim: a.dataFim, cargaHoraria: a.cargaHoraria,
      assinantes: await assinantesDoAvulso({ ...ctx, db: tx }, undefined), emitidoEm: agora, emitidoPor: ctx.user.id,
    }]);
    await registrarHistorico(tx, [{ certificadoId: c!.id, acao: 'emitido', usuarioId: ctx.user.id, criadoEm: agora }]);
    return paraApi(ctx, a, c!);
  });
}

/** Os assinantes institucionais padrão (até 2) e, se pedida, a 2ª assinatura escolhida na tela. */
async function assinantesDoAvulso(ctx: Pick<Servicos, 'db'>, segunda: number | undefined): Promise<AssinanteGravado[]> {
  const padrao = (await assinantesPadraoGravados(ctx)).slice(0, ASSINANTES_MAX - 1);
  if (segunda === undefined) return padrao;
  const [p] = await pessoasAssinantes(ctx.db, [segunda]);
  if (!p || !p.temAssinatura) throw new AppError('DADOS_INVALIDOS', 'A 2ª assinatura escolhida não está disponível. Escolha outra pessoa com assinatura cadastrada.');
  return [...padrao.filter((x) => x.usuario_id !== segunda), { usuario_id: p.id, nome: p.nome, funcao: p.funcao }].slice(0, ASSINANTES_MAX);
}

const mesmosAssinantes = (a: AssinanteGravado[], b: AssinanteGravado[]) => a.map((x) => x.usuario_id).join(',') === b.map((x) => x.usuario_id).join(',');

/**
 * O documento do avulso, com a linha travada do começo ao fim (conferir → refazer → guardar → e, no
 * envio, enfileirar o e-mail e marcar): dois pedidos com opções diferentes, ou um envio e uma troca de
 * opções, não se cruzam. Ainda não enviado: as opções pedidas mudam o documento (o PDF é refeito). Já
 * enviado: o documento é o que a pessoa recebeu, com quaisquer opções (reenviar é sempre permitido).
 */
async function comDocumento<T>(
  ctx: CtxAutenticado,
  id: number,
  opcoes: z.output<typeof OpcoesDoDocumentoSchema>,
  depois: (t: CtxAutenticado, c: LinhaCertificado, doc: Awaited<ReturnType<typeof documento>>) => Promise<T>,
): Promise<T> {
  let descartar: string | null = null;
  const r = await ctx.db.transaction(async (tx) => {
    const t = { ...ctx, db: tx };
    const atual = await repo.avulsoComDocumento(tx, id, true);
    if (!atual) throw new AppError('NAO_ENCONTRADO', 'Certificado avulso não encontrado.');
    let c = atual.c;
    if (!atual.a.enviado) {
      const tipo = opcoes.palestrante ? 'palestrante' : 'participante';
      const assinantes = await assinantesDoAvulso(t, opcoes.assinatura2_id);
      if (c.tipo !== tipo || !mesmosAssinantes(c.assinantes, assinantes)) {
        // nenhum e-mail levou este arquivo (não foi enviado, e o envio também trava a linha): pode sair
        descartar = c.arquivo;
        c = await repo.reconfigurarDocumento(tx, c.id, tipo, assinantes);
        await registrarHistorico(tx, [{ certificadoId: c.id, acao: 'documento', usuarioId: ctx.user.id, criadoEm: ctx.now() }]);
      }
    }
    return depois(t, c, await documento(t, c));
  });
  if (descartar) await ctx.storage.remover(descartar);
  return r;
}

export async function pdfDoAvulso(ctx: CtxAutenticado, id: number, opcoes: z.output<typeof OpcoesDoDocumentoSchema>) {
  return comDocumento(ctx, id, opcoes, async (_t, _c, doc) => doc);
}

export async function enviarAvulso(ctx: CtxAutenticado, id: number, opcoes: z.output<typeof OpcoesDoDocumentoSchema>) {
  return comDocumento(ctx, id, opcoes, async (t, c, doc) => {
    await enfileirarEmailDoCertificado(t, c, doc.arquivo, undefined, ctx.user.id);
    return { mensagem: 'E-mail enviado!', enviado_em: ctx.now().toISOString() };
  });
}
