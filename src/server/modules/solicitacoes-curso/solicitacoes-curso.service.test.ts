import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ListarSolicitacoesQuerySchema, SolicitacaoEntradaSchema, type SolicitacaoEntrada } from '#shared/contracts/solicitacoes-curso.ts';
import { MENSAGENS_SOLICITACAO as M, STATUS_SOLICITACAO, type StatusSolicitacao } from '#shared/rules/solicitacoes-curso.ts';
import type { DbHandle } from '../../db/client.ts';
import { solicitacaoCursoDatas, solicitacoesCurso } from '../../db/schema/index.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { criarUsuario } from '../../testing/factories.ts';
import { recusaDe } from '../../testing/recusa.ts';
import { corpoDeTeste, pessoasDeTeste, solicitacaoEm, type PessoasDeTeste } from './dados-de-teste.ts';
import { analisarSolicitacao, converterSolicitacao, decidirSolicitacao } from './decisoes.ts';
import {
  criarSolicitacao,
  editarSolicitacao,
  enviarSolicitacao,
  listarSolicitacoes,
  MENSAGEM_SO_RASCUNHO_ENVIA,
  obterSolicitacao,
  retirarSolicitacao,
} from './solicitacoes-curso.service.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h.close());

const relogio = { agora: new Date('2030-01-15T12:00:00Z') };
const avancar = (minutos: number) => (relogio.agora = new Date(relogio.agora.getTime() + minutos * 60_000));
let p: PessoasDeTeste;
beforeEach(async () => {
  await limparBanco(h);
  relogio.agora = new Date('2030-01-15T12:00:00Z');
  p = await pessoasDeTeste(h.db, () => relogio.agora);
});

const entrada = (o: Partial<SolicitacaoEntrada> = {}) =>
  SolicitacaoEntradaSchema.parse({ titulo: 'Curso Editado', departamento: 'DEVIG', datas: [{ data: '2030-05-02', horario_inicio: '13:00', horario_fim: '17:00' }], ...o });
const query = (q: Record<string, string> = {}) => ListarSolicitacoesQuerySchema.parse(q);
const contar = async () => (await h.db.select().from(solicitacoesCurso)).length;

describe('criar e ver', () => {
  it('guarda um rascunho com datas, palestrantes (nome da conta vem do banco), unidade e carga estimada', async () => {
    const palestrante = await criarUsuario(h.db, { nome: 'Paula Palestrante' });
    // palestrante com conta: só a administração indica
    const s = await criarSolicitacao(
      p.admin,
      corpoDeTeste({
        descricao: 'Linha 1\nLinha 2',
        publico_alvo: '  Enfermagem   da rede ',
        unidade_id: p.unidadeId,
        modalidade: 'online',
        datas: [
          { data: '2030-03-11', horario_inicio: '08:00', horario_fim: '12:00' },
          { data: '2030-03-10', horario_inicio: '08:00', horario_fim: '17:00' },
        ],
        palestrantes: [{ usuario_id: palestrante.id }, { nome: 'Dr. Convidado Externo' }],
      }),
    );
    expect(s).toMatchObject({
      titulo: 'Curso de Manejo Clínico da Dengue',
      descricao: 'Linha 1\nLinha 2',
      publico_alvo: 'Enfermagem da rede',
      status: 'rascunho',
      modalidade: 'online',
      departamento: 'DEAPS',
      tipo: 'Curso',
      unidade: { id: p.unidadeId, nome: expect.any(String) },
      carga_horaria: null,
      carga_horaria_estimada: 12, // 8 h (com almoço) + 4 h
      autor: { id: p.admin.user.id, nome: 'Ana Administradora' },
      enviada_em: null,
      decidida_em: null,
      evento_id: null,
      evento_publicado: null,
      criado_em: '2030-01-15T12:00:00.000Z',
      atualizado_em: '2030-01-15T12:00:00.000Z',
      pode_editar: true,
      pode_retirar: true,
    });
    expect(s.datas.map((d) => d.data)).toEqual(['2030-03-10', '2030-03-11']);
    expect(s.palestrantes).toEqual([{ usuario_id: palestrante.id, nome: 'Paula Palestrante' }, { usuario_id: null, nome: 'Dr. Convidado Externo' }]);
    expect(await obterSolicitacao(p.admin, { id: s.id })).toEqual(s);
  });

  it('com enviar: true já nasce enviada, com a data do envio; sem restrição, a descrição dela é descartada', async () => {
    const s = await criarSolicitacao(p.autor, corpoDeTeste({ enviar: true, restrito: false, restricao_descricao: 'Só enfermagem' }));
    expect(s).toMatchObject({ status: 'enviada', enviada_em: '2030-01-15T12:00:00.000Z', restricao_descricao: null, pode_editar: false, pode_retirar: true });
  });

  it('recusa unidade inexistente e palestrante sem conta ativa ou repetido, sem gravar nada', async () => {
    const inativo = await criarUsuario(h.db, { ativo: false });
    const ativo = await criarUsuario(h.db);
    const casos: [Parameters<typeof corpoDeTeste>[0], string, string][] = [
      [{ unidade_id: 999_999 }, 'unidade_id', 'Selecione uma unidade válida.'],
      [{ palestrantes: [{ usuario_id: 999_999 }] }, 'palestrantes.0', 'Palestrante 1: pessoa sem conta ativa.'],
      [{ palestrantes: [{ nome: 'Externo' }, { usuario_id: inativo.id }] }, 'palestrantes.1', 'Palestrante 2: pessoa sem conta ativa.'],
      [{ palestrantes: [{ usuario_id: ativo.id }, { usuario_id: ativo.id }] }, 'palestrantes.1', 'Palestrante 2: palestrante repetido.'],
    ];
    for (const [o, campo, mensagem] of casos) {
      expect(await recusaDe(criarSolicitacao(p.admin, corpoDeTeste(o))), campo).toMatchObject({
        code: 'DADOS_INVALIDOS',
        status: 400,
        mensagem,
        details: { campos: [{ campo, mensagem }] },
      });
    }
    expect(await contar()).toBe(0);
  });
});

describe('palestrantes com conta: só a administração indica', () => {
  it('quem não administra recebe 403, igual para conta ativa, inativa ou inexistente (nada revela quem tem conta), na criação e na edição', async () => {
    const ativa = await criarUsuario(h.db, { nome: 'Carla Cadastrada' });
    const inativa = await criarUsuario(h.db, { nome: 'Ivo Inativo', ativo: false });
    const semPermissao = { code: 'SEM_PERMISSAO', status: 403, mensagem: M.palestranteComConta, details: undefined };
    expect(M.palestranteComConta).toBe('Só a administração indica palestrantes com conta na plataforma; informe o nome do palestrante.');
    const rascunho = await solicitacaoEm(p, 'rascunho');
    for (const usuarioId of [ativa.id, inativa.id, 999_999, p.outro.user.id]) {
      const palestrantes = [{ nome: 'Externo' }, { usuario_id: usuarioId }];
      const criar = await recusaDe(criarSolicitacao(p.autor, corpoDeTeste({ palestrantes, enviar: true })));
      expect(criar, String(usuarioId)).toEqual({ ...semPermissao, motivo: undefined });
      // nem com unidade inexistente a resposta muda: a recusa vem antes de qualquer consulta
      expect(await recusaDe(criarSolicitacao(p.autor, corpoDeTeste({ palestrantes, unidade_id: 999_999 })))).toMatchObject(semPermissao);
      expect(await recusaDe(editarSolicitacao(p.autor, { id: rascunho.id }, entrada({ palestrantes })))).toMatchObject(semPermissao);
    }
    expect(await contar()).toBe(1);
    const respostas = JSON.stringify([await obterSolicitacao(p.autor, { id: rascunho.id }), await listarSolicitacoes(p.autor, query())]);
    for (const nome of ['Carla Cadastrada', 'Ivo Inativo', 'Otávio Outro']) expect(respostas).not.toContain(nome);
    // pelo nome, qualquer pessoa indica
    const editada = await editarSolicitacao(p.autor, { id: rascunho.id }, entrada({ palestrantes: [{ nome: 'Carla Cadastrada' }] }));
    expect(editada.palestrantes).toEqual([{ usuario_id: null, nome: 'Carla Cadastrada' }]);
    // a administração indica por conta
    const daAdministracao = await criarSolicitacao(p.admin, corpoDeTeste({ palestrantes: [{ usuario_id: ativa.id }] }));
    expect(daAdministracao.palestrantes).toEqual([{ usuario_id: ativa.id, nome: 'Carla Cadastrada' }]);
  });
});

describe('visibilidade', () => {
  it('o autor vê as suas; outra pessoa recebe 404; a administração vê as enviadas, mas não os rascunhos alheios', async () => {
    const rascunho = await solicitacaoEm(p, 'rascunho');
    const enviada = await solicitacaoEm(p, 'enviada');
    expect((await obterSolicitacao(p.autor, { id: rascunho.id })).id).toBe(rascunho.id);
    for (const s of [rascunho, enviada]) {
      expect(await recusaDe(obterSolicitacao(p.outro, { id: s.id }))).toMatchObject({ code: 'NAO_ENCONTRADO', status: 404, mensagem: 'Solicitação não encontrada.' });
    }
    expect(await recusaDe(obterSolicitacao(p.admin, { id: rascunho.id }))).toMatchObject({ code: 'NAO_ENCONTRADO' });
    const vista = await obterSolicitacao(p.admin, { id: enviada.id });
    // a administração vê, mas as ações do autor não são dela
    expect(vista).toMatchObject({ status: 'enviada', pode_editar: false, pode_retirar: false });
    expect(await recusaDe(obterSolicitacao(p.autor, { id: 999_999 }))).toMatchObject({ code: 'NAO_ENCONTRADO' });
  });

  it('rascunho retirado sem nunca ter sido enviado: a administração não vê (nem na lista, nem numa só, nem para agir); retirado depois de enviado, vê', async () => {
    const nuncaEnviada = await solicitacaoEm(p, 'rascunho', { titulo: 'Ideia que não foi adiante' });
    expect(await retirarSolicitacao(p.autor, { id: nuncaEnviada.id })).toMatchObject({ status: 'retirada', enviada_em: null });
    const enviadaERetirada = await solicitacaoEm(p, 'retirada');
    expect(enviadaERetirada.enviada_em).not.toBeNull();
    const ids = async (ctx: typeof p.autor, q: Record<string, string> = {}) => (await listarSolicitacoes(ctx, query(q))).map((s) => s.id);
    expect(await ids(p.admin)).toEqual([enviadaERetirada.id]);
    expect(await ids(p.admin, { status: 'retirada' })).toEqual([enviadaERetirada.id]);
    expect(await recusaDe(obterSolicitacao(p.admin, { id: nuncaEnviada.id }))).toMatchObject({ code: 'NAO_ENCONTRADO', mensagem: 'Solicitação não encontrada.' });
    for (const f of [
      () => analisarSolicitacao(p.admin, { id: nuncaEnviada.id }),
      () => decidirSolicitacao(p.admin, { id: nuncaEnviada.id }, { decisao: 'aprovar' }),
      () => converterSolicitacao(p.admin, { id: nuncaEnviada.id }, { vagas: 30, instrutores: [] }),
      () => retirarSolicitacao(p.admin, { id: nuncaEnviada.id }),
    ]) {
      expect(await recusaDe(f())).toMatchObject({ code: 'NAO_ENCONTRADO' });
    }
    expect((await obterSolicitacao(p.admin, { id: enviadaERetirada.id })).status).toBe('retirada');
    // o autor continua vendo as duas
    expect((await ids(p.autor)).sort()).toEqual([nuncaEnviada.id, enviadaERetirada.id].sort());
  });

  it('retirar de novo: "Esta solicitação já foi retirada."', async () => {
    const s = await solicitacaoEm(p, 'retirada');
    expect(await recusaDe(retirarSolicitacao(p.autor, { id: s.id }))).toMatchObject({ code: 'CONFLITO', status: 409, mensagem: 'Esta solicitação já foi retirada.' });
    expect(M.jaRetirada).toBe('Esta solicitação já foi retirada.');
  });

  it('lista: cada pessoa só as suas; a administração todas menos rascunhos alheios (minhas=1: só as dela); filtros; atualizadas por último primeiro', async () => {
    const a1 = await solicitacaoEm(p, 'rascunho');
    avancar(1);
    const a2 = await solicitacaoEm(p, 'enviada', { departamento: 'DEVIG' });
    avancar(1);
    const o1 = await criarSolicitacao(p.outro, corpoDeTeste({ enviar: true }));
    avancar(1);
    const adm = await criarSolicitacao(p.admin, corpoDeTeste());
    avancar(1);
    await analisarSolicitacao(p.admin, { id: a2.id }); // a2 passa a ser a mais recente
    const ids = async (ctx: typeof p.autor, q: Record<string, string> = {}) => (await listarSolicitacoes(ctx, query(q))).map((s) => s.id);
    expect(await ids(p.autor)).toEqual([a2.id, a1.id]);
    expect(await ids(p.outro)).toEqual([o1.id]);
    expect(await ids(p.outro, { minhas: '0' })).toEqual([o1.id]);
    expect(await ids(p.admin)).toEqual([a2.id, adm.id, o1.id]);
    expect(await ids(p.admin, { minhas: '1' })).toEqual([adm.id]);
    expect(await ids(p.admin, { status: 'em_analise' })).toEqual([a2.id]);
    expect(await ids(p.admin, { departamento: 'DEAPS' })).toEqual([adm.id, o1.id]);
    expect(await ids(p.autor, { status: 'rascunho', departamento: 'DEAPS' })).toEqual([a1.id]);
  });
});

describe('edição', () => {
  it('o autor edita o próprio rascunho: campos, datas e palestrantes trocados', async () => {
    const s = await solicitacaoEm(p, 'rascunho', { palestrantes: [{ nome: 'Antigo' }], datas: [{ data: '2030-03-01', horario_inicio: '08:00', horario_fim: '12:00' }] });
    avancar(5);
    const editada = await editarSolicitacao(p.autor, { id: s.id }, entrada({ palestrantes: [{ nome: 'Novo' }], restrito: true, restricao_descricao: 'Só vigilância' }));
    expect(editada).toMatchObject({
      titulo: 'Curso Editado',
      departamento: 'DEVIG',
      unidade: null,
      restrito: true,
      restricao_descricao: 'Só vigilância',
      palestrantes: [{ usuario_id: null, nome: 'Novo' }],
      datas: [{ data: '2030-05-02', horario_inicio: '13:00', horario_fim: '17:00' }],
      status: 'rascunho',
      criado_em: '2030-01-15T12:00:00.000Z',
      atualizado_em: '2030-01-15T12:05:00.000Z',
    });
    expect(await h.db.select().from(solicitacaoCursoDatas).where(eq(solicitacaoCursoDatas.solicitacaoId, s.id))).toHaveLength(1);
  });

  it('fora do rascunho: 403 soRascunho; alheia: 404 para quem não a vê, 403 soSuas para a administração que a vê', async () => {
    const enviada = await solicitacaoEm(p, 'enviada');
    const rascunho = await solicitacaoEm(p, 'rascunho');
    expect(await recusaDe(editarSolicitacao(p.autor, { id: enviada.id }, entrada()))).toMatchObject({ code: 'SEM_PERMISSAO', status: 403, mensagem: M.soRascunho });
    expect(await recusaDe(editarSolicitacao(p.outro, { id: rascunho.id }, entrada()))).toMatchObject({ code: 'NAO_ENCONTRADO' });
    expect(await recusaDe(editarSolicitacao(p.outro, { id: enviada.id }, entrada()))).toMatchObject({ code: 'NAO_ENCONTRADO' });
    expect(await recusaDe(editarSolicitacao(p.admin, { id: rascunho.id }, entrada()))).toMatchObject({ code: 'NAO_ENCONTRADO' });
    expect(await recusaDe(editarSolicitacao(p.admin, { id: enviada.id }, entrada()))).toMatchObject({ code: 'SEM_PERMISSAO', mensagem: M.soSuas });
    expect((await obterSolicitacao(p.autor, { id: rascunho.id })).titulo).toBe('Curso de Manejo Clínico da Dengue');
  });

  it('referências inválidas na edição: 400 e nada muda', async () => {
    const s = await solicitacaoEm(p, 'rascunho');
    expect(await recusaDe(editarSolicitacao(p.autor, { id: s.id }, entrada({ unidade_id: 999_999 })))).toMatchObject({ code: 'DADOS_INVALIDOS' });
    expect((await obterSolicitacao(p.autor, { id: s.id })).titulo).toBe(s.titulo);
  });
});

/* ------------------------------------------------------------------ máquina de situações */

type Acao = 'editar' | 'enviar' | 'retirar' | 'analisar' | 'aprovar' | 'rejeitar' | 'converter';
/** Para onde cada ação leva a partir de cada situação; o que falta é recusado com o erro da ação. */
const PERMITIDAS: Record<Acao, Partial<Record<StatusSolicitacao, StatusSolicitacao>>> = {
  editar: { rascunho: 'rascunho' },
  enviar: { rascunho: 'enviada' },
  retirar: { rascunho: 'retirada', enviada: 'retirada', em_analise: 'retirada' },
  analisar: { enviada: 'em_analise' },
  aprovar: { enviada: 'aprovada', em_analise: 'aprovada' },
  rejeitar: { enviada: 'rejeitada', em_analise: 'rejeitada' },
  converter: { aprovada: 'convertida' },
};
const RECUSA: Record<Acao, { code: string; mensagem: string }> = {
  editar: { code: 'SEM_PERMISSAO', mensagem: M.soRascunho },
  enviar: { code: 'CONFLITO', mensagem: MENSAGEM_SO_RASCUNHO_ENVIA },
  retirar: { code: 'CONFLITO', mensagem: M.naoRetira },
  analisar: { code: 'CONFLITO', mensagem: M.naoAnalisa },
  aprovar: { code: 'CONFLITO', mensagem: M.naoDecide },
  rejeitar: { code: 'CONFLITO', mensagem: M.naoDecide },
  converter: { code: 'CONFLITO', mensagem: M.naoConverte },
};
const DA_ADMINISTRACAO = new Set<Acao>(['analisar', 'aprovar', 'rejeitar', 'converter']);

function executar(acao: Acao, id: number) {
  const params = { id };
  switch (acao) {
    case 'editar':
      return editarSolicitacao(p.autor, params, entrada());
    case 'enviar':
      return enviarSolicitacao(p.autor, params);
    case 'retirar':
      return retirarSolicitacao(p.autor, params);
    case 'analisar':
      return analisarSolicitacao(p.admin, params);
    case 'aprovar':
      return decidirSolicitacao(p.admin, params, { decisao: 'aprovar' });
    case 'rejeitar':
      return decidirSolicitacao(p.admin, params, { decisao: 'rejeitar', motivo: 'Sem orçamento.' });
    case 'converter':
      return converterSolicitacao(p.admin, params, { vagas: 30, instrutores: [] });
  }
}

describe('máquina de situações', () => {
  for (const acao of Object.keys(PERMITIDAS) as Acao[]) {
    it(`${acao}: de cada situação, a permitida muda e as outras são recusadas com a mensagem`, async () => {
      for (const de of STATUS_SOLICITACAO) {
        const s = await solicitacaoEm(p, de);
        const para = PERMITIDAS[acao][de];
        if (para) {
          await executar(acao, s.id);
        } else {
          // o rascunho alheio não existe para a administração
          const esperado =
            DA_ADMINISTRACAO.has(acao) && de === 'rascunho'
              ? { code: 'NAO_ENCONTRADO', mensagem: 'Solicitação não encontrada.' }
              : acao === 'retirar' && de === 'retirada'
                ? { code: 'CONFLITO', mensagem: M.jaRetirada }
                : RECUSA[acao];
          expect(await recusaDe(executar(acao, s.id)), `${acao} de ${de}`).toMatchObject(esperado);
        }
        expect((await obterSolicitacao(p.autor, { id: s.id })).status, `${acao} de ${de}`).toBe(para ?? de);
      }
    });
  }

  it('as ações do autor em solicitação alheia: 404 para quem não a vê, 403 soSuas para a administração', async () => {
    const enviada = await solicitacaoEm(p, 'enviada');
    for (const f of [enviarSolicitacao, retirarSolicitacao]) {
      expect(await recusaDe(f(p.outro, { id: enviada.id }))).toMatchObject({ code: 'NAO_ENCONTRADO' });
      expect(await recusaDe(f(p.admin, { id: enviada.id }))).toMatchObject({ code: 'SEM_PERMISSAO', mensagem: M.soSuas });
    }
    expect((await obterSolicitacao(p.autor, { id: enviada.id })).status).toBe('enviada');
  });

  it('as ações da administração exigem o perfil', async () => {
    const enviada = await solicitacaoEm(p, 'enviada');
    for (const f of [
      () => analisarSolicitacao(p.outro, { id: enviada.id }),
      () => decidirSolicitacao(p.autor, { id: enviada.id }, { decisao: 'aprovar' }),
      () => converterSolicitacao(p.outro, { id: enviada.id }, { vagas: 30, instrutores: [] }),
    ]) {
      expect(await recusaDe(f())).toMatchObject({ code: 'SEM_PERMISSAO', status: 403 });
    }
  });

  it('envio e retirada gravam as datas no relógio do serviço', async () => {
    const s = await solicitacaoEm(p, 'rascunho');
    avancar(10);
    expect(await enviarSolicitacao(p.autor, { id: s.id })).toMatchObject({ status: 'enviada', enviada_em: '2030-01-15T12:10:00.000Z', atualizado_em: '2030-01-15T12:10:00.000Z' });
    avancar(10);
    expect(await retirarSolicitacao(p.autor, { id: s.id })).toMatchObject({ status: 'retirada', pode_retirar: false, atualizado_em: '2030-01-15T12:20:00.000Z' });
  });

  it('retirada e decisão ao mesmo tempo: só uma passa, a outra recebe a mensagem da situação', async () => {
    const s = await solicitacaoEm(p, 'enviada');
    const [r1, r2] = await Promise.allSettled([retirarSolicitacao(p.autor, { id: s.id }), decidirSolicitacao(p.admin, { id: s.id }, { decisao: 'aprovar' })]);
    const ok = [r1, r2].filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(1);
    const final = (await obterSolicitacao(p.autor, { id: s.id })).status;
    expect(['retirada', 'aprovada']).toContain(final);
    const falha = [r1, r2].find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((falha.reason as Error).message).toBe(final === 'retirada' ? M.naoDecide : M.naoRetira);
  });
});
