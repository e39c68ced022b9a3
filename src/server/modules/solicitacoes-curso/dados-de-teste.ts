/** Ajudantes dos testes das solicitações de curso: corpos válidos, pessoas e solicitações em cada situação. */
import { CriarSolicitacaoBodySchema, type CriarSolicitacaoBody, type Solicitacao } from '#shared/contracts/solicitacoes-curso.ts';
import type { StatusSolicitacao } from '#shared/rules/solicitacoes-curso.ts';
import type { Db } from '../../db/client.ts';
import { unidades } from '../../db/schema/index.ts';
import type { CtxAutenticado } from '../../lib/context.ts';
import { criarUsuario, ctxDeTeste } from '../../testing/factories.ts';
import { analisarSolicitacao, converterSolicitacao, decidirSolicitacao } from './decisoes.ts';
import { criarSolicitacao, retirarSolicitacao } from './solicitacoes-curso.service.ts';

/** Um corpo de criação válido (título, departamento e uma data), com as mudanças dadas. */
export function corpoDeTeste(o: Partial<CriarSolicitacaoBody> = {}) {
  return CriarSolicitacaoBodySchema.parse({
    titulo: 'Curso de Manejo Clínico da Dengue',
    departamento: 'DEAPS',
    datas: [{ data: '2030-03-10', horario_inicio: '08:00', horario_fim: '12:00' }],
    ...o,
  });
}

export interface PessoasDeTeste {
  autor: CtxAutenticado;
  outro: CtxAutenticado;
  admin: CtxAutenticado;
  /** A primeira unidade pela ordem. */
  unidadeId: number;
}

/** Autor, outra pessoa e uma administradora, todos com o mesmo relógio. */
export async function pessoasDeTeste(db: Db, now?: () => Date): Promise<PessoasDeTeste> {
  const opts = now ? { now } : {};
  const autor = await criarUsuario(db, { nome: 'Alice Autora' });
  const outro = await criarUsuario(db, { nome: 'Otávio Outro' });
  const admin = await criarUsuario(db, { nome: 'Ana Administradora', perfis: ['usuario', 'administrador'] });
  const [unidade] = await db.select({ id: unidades.id }).from(unidades).orderBy(unidades.ordem).limit(1);
  return {
    autor: ctxDeTeste(db, { id: autor.id, perfis: ['usuario'] }, opts),
    outro: ctxDeTeste(db, { id: outro.id, perfis: ['usuario'] }, opts),
    admin: ctxDeTeste(db, { id: admin.id, perfis: ['usuario', 'administrador'] }, opts),
    unidadeId: unidade!.id,
  };
}

/** Uma solicitação do autor levada pelos serviços até a situação pedida. */
export async function solicitacaoEm(p: PessoasDeTeste, status: StatusSolicitacao, o: Partial<CriarSolicitacaoBody> = {}): Promise<Solicitacao> {
  const s = await criarSolicitacao(p.autor, corpoDeTeste({ unidade_id: p.unidadeId, ...o, enviar: status !== 'rascunho' }));
  const id = { id: s.id };
  switch (status) {
    case 'rascunho':
    case 'enviada':
      return s;
    case 'retirada':
      return retirarSolicitacao(p.autor, id);
    case 'em_analise':
      return analisarSolicitacao(p.admin, id);
    case 'rejeitada':
      return decidirSolicitacao(p.admin, id, { decisao: 'rejeitar', motivo: 'Conteúdo já oferecido.' });
    case 'aprovada':
      return decidirSolicitacao(p.admin, id, { decisao: 'aprovar' });
    case 'convertida':
      await decidirSolicitacao(p.admin, id, { decisao: 'aprovar' });
      return (await converterSolicitacao(p.admin, id, { vagas: 30, instrutores: [] })).solicitacao;
  }
}
