/**
 * Demonstração dos certificados (issue 9): assinaturas desenhadas da diretora (a administradora de
 * demonstração) e do instrutor, a diretora como assinante institucional padrão e três certificados
 * avulsos (um já enviado). Roda antes do pós-curso: os certificados emitidos pelas avaliações do
 * seminário já saem com a assinatura.
 */
import type { FastifyBaseLogger } from 'fastify';
import { NovoAvulsoSchema } from '#shared/contracts/certificados-avulsos.ts';
import { criarCtx, type CtxAutenticado, type Servicos } from '../lib/context.ts';
import { salvarAssinatura } from '../modules/assinaturas/assinaturas.service.ts';
import { criarAvulso, enviarAvulso } from '../modules/certificados/certificados-avulsos.service.ts';
import { salvarAssinantesPadrao } from '../modules/certificados/certificados.service.ts';
import { assinaturaDeDemonstracao } from './assinatura-de-demonstracao.ts';

const AVULSOS = [
  { nome: 'Helena Duarte Nogueira', cpf: '52998224725', email: 'helena.nogueira@exemplo.com', curso: 'Banca da Mostra de Experiências em Atenção Básica', carga_horaria: 4, data_inicio: '2026-09-18', data_fim: '' },
  { nome: 'Rafael Conceição Lima', cpf: '', email: 'rafael.lima@exemplo.com', curso: 'Oficina de Comunicação em Saúde', carga_horaria: 8, data_inicio: '2026-10-06', data_fim: '2026-10-07' },
  { nome: 'Joana Araújo Prates', cpf: '123456', email: 'joana.prates@exemplo.com', curso: 'Palestra: Saúde Mental no Trabalho', carga_horaria: 2, data_inicio: '2026-11-03', data_fim: '' },
];

export async function seedCertificadosDemo(servicos: Servicos, log: FastifyBaseLogger, p: { admin: number; instrutor: number }): Promise<void> {
  const ctxDe = (id: number) =>
    criarCtx(servicos, log, { id, perfis: ['usuario', 'instrutor', 'administrador'], perfilIncompleto: false, sessaoId: 'semente', via: 'bearer' }) as CtxAutenticado;
  const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
  await salvarAssinatura(ctxDe(p.admin), { imagem: dataUrl(assinaturaDeDemonstracao(1)), funcao: 'Diretora da Escola da Saúde' });
  await salvarAssinatura(ctxDe(p.instrutor), { imagem: dataUrl(assinaturaDeDemonstracao(3)), funcao: 'Coordenador pedagógico' });
  const admin = ctxDe(p.admin);
  await salvarAssinantesPadrao(admin, { assinantes: [p.admin] });
  const criados = [];
  for (const a of AVULSOS) criados.push(await criarAvulso(admin, NovoAvulsoSchema.parse(a)));
  // o primeiro já foi enviado, com a 2ª assinatura do instrutor
  await enviarAvulso(admin, criados[0]!.id, { palestrante: false, assinatura2_id: p.instrutor });
}
