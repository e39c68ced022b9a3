import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChamadaDoAvaliadorSchema, MinhaAtribuicaoSchema, ParecerDoAvaliadorSchema, ResultadoDoAutorSchema, TrabalhoParaLanceSchema } from '#shared/contracts/revisao.ts';
import { AtribuicaoAdminSchema, AtribuicaoAutomaticaSchema, CaixaDeSaidaSchema, PainelDaChamadaSchema, RankingSchema } from '#shared/contracts/revisao-gestao.ts';
import { MENSAGENS_CHAMADA as M } from '#shared/rules/chamadas.ts';
import { MENSAGENS_REVISAO as R, mensagemDeConflito } from '#shared/rules/revisao.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { ARQUIVOS_DE_TESTE as A } from '../../testing/arquivos.ts';
import { ANTES_DO_PRAZO, DEPOIS_DO_PRAZO } from '../../testing/chamadas.ts';
import { criarUsuarioComSessao } from '../../testing/factories.ts';
import { formulario } from '../../testing/multipart.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste({ inicio: ANTES_DO_PRAZO });
});
afterAll(() => fechar(t));
beforeEach(async () => {
  await limpar(t);
  t.relogio.agora = ANTES_DO_PRAZO;
});

type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Headers = Record<string, string>;
const pedir = (method: Metodo, url: string, headers?: Headers, payload?: unknown) =>
  t.app.inject({ method, url, ...(headers ? { headers } : {}), ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });

/** Os seis papéis e uma chamada publicada com um trabalho enviado (com pôster) atribuído à avaliadora. */
async function cenario() {
  const o = { scryptLogN: 4 };
  const autor = await criarUsuarioComSessao(t, { ...o, nome: 'Alice Autora' });
  const outro = await criarUsuarioComSessao(t, o);
  const admin = await criarUsuarioComSessao(t, { ...o, perfis: ['usuario', 'administrador'] });
  const avaliadora = await criarUsuarioComSessao(t, { ...o, nome: 'Vera Avaliadora', perfis: ['usuario', 'instrutor'] });
  const outraAvaliadora = await criarUsuarioComSessao(t, { ...o, perfis: ['usuario', 'instrutor'] });
  const chamada = (
    await pedir('POST', '/api/admin/chamadas', admin.headers, {
      titulo: 'Mostra 2030', periodo_experiencia_inicio: '2029-01', periodo_experiencia_fim: '2030-06', prazo_final: '2030-03-31T23:59',
      lances_inicio: '2030-03-20T08:00', lances_fim: '2030-03-30T18:00',
      linhas: [{ codigo: 'APS', nome: 'Atenção Primária' }], criterios: [{ titulo: 'Relevância', escala_min: 1, escala_max: 5 }], publicado: true,
    })
  ).json() as { id: number; linhas: { id: number }[]; criterios: { id: number }[] };
  const trabalho = (o2: Record<string, unknown> = {}) => ({
    titulo: 'Acolhimento na UBS', inicio_experiencia: '2029-05', linha_id: chamada.linhas[0]!.id, introducao: 'a', objetivos: 'b', metodo: 'c', resultados: 'd', consideracoes: 'e', enviar: true, ...o2,
  });
  const s = (await pedir('POST', `/api/chamadas/${chamada.id}/submissoes`, autor.headers, trabalho())).json() as { id: number };
  const f = formulario([{ campo: 'poster', nome: 'Pôster da Alice Autora.pdf', conteudo: A.pdf }]);
  expect((await t.app.inject({ method: 'POST', url: `/api/submissoes/${s.id}/poster`, headers: { ...autor.headers, ...f.headers }, payload: f.payload })).statusCode).toBe(200);
  const atribuicao = await pedir('POST', `/api/admin/submissoes/${s.id}/avaliadores`, admin.headers, { avaliador_id: avaliadora.usuario.id });
  expect(atribuicao.statusCode).toBe(201);
  return { autor, outro, admin, avaliadora, outraAvaliadora, chamada, trabalho, s, atribuicao: AtribuicaoAdminSchema.parse(atribuicao.json()) };
}

const ROTAS = (chamadaId: number, submissaoId: number, atribuicaoId: number): [Metodo, string, unknown?][] => [
  ['GET', '/api/avaliador/chamadas'],
  ['PUT', `/api/avaliador/chamadas/${chamadaId}/linhas`, { linha_ids: [] }],
  ['GET', `/api/avaliador/chamadas/${chamadaId}/trabalhos`],
  ['PUT', `/api/avaliador/submissoes/${submissaoId}/lance`, { lance: 'quero' }],
  ['GET', '/api/avaliador/submissoes'],
  ['GET', `/api/avaliador/submissoes/${submissaoId}/pareceres/escrita`],
  ['PUT', `/api/avaliador/submissoes/${submissaoId}/pareceres/escrita`, { notas: [] }],
  ['GET', `/api/submissoes/${submissaoId}/resultado`],
  ['GET', `/api/admin/chamadas/${chamadaId}/avaliadores`],
  ['POST', `/api/admin/submissoes/${submissaoId}/avaliadores`, { avaliador_id: 1 }],
  ['DELETE', `/api/admin/submissoes/${submissaoId}/avaliadores/${atribuicaoId}`],
  ['POST', `/api/admin/submissoes/${submissaoId}/avaliadores/${atribuicaoId}/substituicao`, { avaliador_id: 1 }],
  ['POST', `/api/admin/chamadas/${chamadaId}/atribuicao-automatica`, {}],
  ['GET', `/api/admin/submissoes/${submissaoId}/avaliacao`],
  ['GET', `/api/admin/chamadas/${chamadaId}/painel`],
  ['GET', `/api/admin/chamadas/${chamadaId}/ranking`],
  ['GET', `/api/admin/chamadas/${chamadaId}/ranking/exportacao?formato=csv`],
  ['PUT', `/api/admin/submissoes/${submissaoId}/decisao`, { decisao: 'aprovada_exposicao' }],
  ['POST', `/api/admin/chamadas/${chamadaId}/decisoes/previa`],
  ['POST', `/api/admin/chamadas/${chamadaId}/decisoes/liberacao`],
  ['POST', `/api/admin/chamadas/${chamadaId}/encerramento`],
];

describe('acesso por papel', () => {
  it('sem sessão: 401 em todas', async () => {
    for (const [method, url, payload] of ROTAS(1, 1, 1)) expect((await pedir(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
  });

  it('participante (autor ou não): 403 nas de quem avalia e nas da administração; instrutora: 403 nas da administração', async () => {
    const { autor, outro, avaliadora, chamada, s, atribuicao } = await cenario();
    const rotas = ROTAS(chamada.id, s.id, atribuicao.id);
    const deQuemAvalia = rotas.filter(([, url]) => url.startsWith('/api/avaliador/'));
    const daAdmin = rotas.filter(([, url]) => url.startsWith('/api/admin/'));
    for (const quem of [autor, outro]) {
      for (const [method, url, payload] of [...deQuemAvalia, ...daAdmin]) {
        const r = await pedir(method, url, quem.headers, payload);
        expect([r.statusCode, r.json().code], `${method} ${url}`).toEqual([403, 'SEM_PERMISSAO']);
      }
    }
    for (const [method, url, payload] of daAdmin) expect((await pedir(method, url, avaliadora.headers, payload)).statusCode, `${method} ${url}`).toBe(403);
  });
});

describe('quem avalia', () => {
  it('a avaliadora atribuída lê, guarda e envia o parecer e baixa o pôster com nome neutro; a outra, 404 em tudo do trabalho', async () => {
    const { avaliadora, outraAvaliadora, chamada, s } = await cenario();
    const chamadas = await pedir('GET', '/api/avaliador/chamadas', avaliadora.headers);
    expect(chamadas.json().map((x: unknown) => ChamadaDoAvaliadorSchema.parse(x))).toEqual([expect.objectContaining({ id: chamada.id, minhas_atribuicoes: 1, lances_abertos: true })]);
    const linhas = await pedir('PUT', `/api/avaliador/chamadas/${chamada.id}/linhas`, avaliadora.headers, { linha_ids: [chamada.linhas[0]!.id] });
    expect(linhas.json()).toMatchObject({ minhas_linhas: [chamada.linhas[0]!.id] });
    const trabalhos = await pedir('GET', `/api/avaliador/chamadas/${chamada.id}/trabalhos`, outraAvaliadora.headers);
    expect(trabalhos.json().map((x: unknown) => TrabalhoParaLanceSchema.parse(x).id)).toEqual([s.id]);
    expect((await pedir('PUT', `/api/avaliador/submissoes/${s.id}/lance`, outraAvaliadora.headers, { lance: 'posso' })).json()).toEqual({ submissao_id: s.id, lance: 'posso' });
    const lanceRuim = await pedir('PUT', `/api/avaliador/submissoes/${s.id}/lance`, outraAvaliadora.headers, { lance: 'talvez' });
    expect([lanceRuim.statusCode, lanceRuim.json().erro]).toEqual([400, 'Lance inválido (quero, posso ou prefiro_nao).']);

    const minhas = await pedir('GET', '/api/avaliador/submissoes', avaliadora.headers);
    expect(minhas.json().map((x: unknown) => MinhaAtribuicaoSchema.parse(x))).toEqual([expect.objectContaining({ tipo: 'escrita', situacao: 'pendente' })]);
    const url = `/api/avaliador/submissoes/${s.id}/pareceres/escrita`;
    expect(ParecerDoAvaliadorSchema.parse((await pedir('GET', url, avaliadora.headers)).json()).submissao.tem_poster).toBe(true);
    const poster = await pedir('GET', `/api/submissoes/${s.id}/poster`, avaliadora.headers);
    expect([poster.statusCode, poster.headers['content-disposition']]).toEqual([200, `attachment; filename="poster-trabalho-${s.id}.pdf"; filename*=UTF-8''poster-trabalho-${s.id}.pdf`]);
    const criterio = chamada.criterios[0]!.id;
    const fora = await pedir('PUT', url, avaliadora.headers, { notas: [{ criterio_id: criterio, nota: 7 }] });
    expect([fora.statusCode, fora.json().erro, fora.json().details.campos[0].campo]).toEqual([400, 'A nota de "Relevância" deve estar entre 1 e 5.', 'notas.0.nota']);
    const guardado = await pedir('PUT', url, avaliadora.headers, { notas: [{ criterio_id: criterio, nota: 4 }], comentario: 'Bom.' });
    expect(guardado.json()).toMatchObject({ parecer: { situacao: 'rascunho', comentario: 'Bom.' } });
    const enviado = await pedir('PUT', url, avaliadora.headers, { notas: [{ criterio_id: criterio, nota: 4 }], comentario: 'Bom.', enviar: true });
    expect(enviado.json()).toMatchObject({ parecer: { situacao: 'enviado', nota: 7.5 }, pode_editar: false });
    const deNovo = await pedir('PUT', url, avaliadora.headers, { notas: [{ criterio_id: criterio, nota: 5 }], enviar: true });
    expect([deNovo.statusCode, deNovo.json().erro]).toEqual([409, R.parecerJaEnviado]);

    for (const [method, u, payload] of [['GET', url], ['PUT', url, { notas: [] }], ['GET', `/api/submissoes/${s.id}/poster`]] as [Metodo, string, unknown?][]) {
      const r = await pedir(method, u, outraAvaliadora.headers, payload);
      expect([r.statusCode, r.json().erro], `${method} ${u}`).toEqual([404, M.submissaoNaoEncontrada]);
    }
    expect((await pedir('GET', `/api/avaliador/submissoes/${s.id}/pareceres/outro`, avaliadora.headers)).json().erro).toBe('Tipo de avaliação inválido (escrita ou oral).');
    expect((await pedir('GET', '/api/avaliador/submissoes/x/pareceres/escrita', avaliadora.headers)).json().erro).toBe('submissaoId inválido');
  });
});

describe('o autor e os outros', () => {
  it('o resultado: o autor e a administração; outra pessoa e quem avalia, 404', async () => {
    const { autor, outro, admin, avaliadora, s } = await cenario();
    const url = `/api/submissoes/${s.id}/resultado`;
    expect(ResultadoDoAutorSchema.parse((await pedir('GET', url, autor.headers)).json())).toMatchObject({ liberado: false, pareceres: [] });
    expect((await pedir('GET', url, admin.headers)).statusCode).toBe(200);
    for (const quem of [outro, avaliadora]) expect((await pedir('GET', url, quem.headers)).statusCode).toBe(404);
  });
});

describe('a administração', () => {
  it('atribui (conflito recusado com o motivo), distribui, acompanha, decide, libera, exporta e encerra', async () => {
    const { autor, admin, avaliadora, outraAvaliadora, chamada, s, atribuicao } = await cenario();
    const autorInstrutor = await criarUsuarioComSessao(t, { scryptLogN: 4, nome: 'Ivo Instrutor Autor', perfis: ['instrutor'] });
    const doIvo = (await pedir('POST', `/api/chamadas/${chamada.id}/submissoes`, autorInstrutor.headers, {
      titulo: 'Do Ivo', inicio_experiencia: '2029-05', linha_id: chamada.linhas[0]!.id, introducao: 'a', objetivos: 'b', metodo: 'c', resultados: 'd', consideracoes: 'e', enviar: true,
      coautores: [{ nome: 'Zé de Fora', email: 'ze@fora.test' }],
    })).json() as { id: number };
    const conflito = await pedir('POST', `/api/admin/submissoes/${doIvo.id}/avaliadores`, admin.headers, { avaliador_id: autorInstrutor.usuario.id });
    expect([conflito.statusCode, conflito.json()]).toEqual([422, expect.objectContaining({ code: 'REGRA_NEGOCIO', erro: mensagemDeConflito('Ivo Instrutor Autor', 'autor'), details: { motivo: 'CONFLITO_DE_INTERESSE', conflito: 'autor' } })]);

    // a outra avaliadora declara a linha e entra na distribuição
    await pedir('PUT', `/api/avaliador/chamadas/${chamada.id}/linhas`, outraAvaliadora.headers, { linha_ids: [chamada.linhas[0]!.id] });
    await pedir('PUT', `/api/avaliador/chamadas/${chamada.id}/linhas`, avaliadora.headers, { linha_ids: [chamada.linhas[0]!.id] });
    const automatica = `/api/admin/chamadas/${chamada.id}/atribuicao-automatica`;
    const previa = AtribuicaoAutomaticaSchema.parse((await pedir('POST', automatica, admin.headers, { tipo: 'escrita' })).json());
    expect(previa).toMatchObject({ aplicada: false, resumo: { trabalhos: 2, novas: 3 } });
    const aplicada = await pedir('POST', automatica, admin.headers, { tipo: 'escrita', aplicar: true, previa: previa.previa });
    expect(aplicada.json()).toMatchObject({ aplicada: true, resumo: { novas: 3 } });
    const velha = await pedir('POST', automatica, admin.headers, { tipo: 'escrita', aplicar: true, previa: previa.previa });
    expect([velha.statusCode, velha.json().erro]).toEqual([409, R.previaDesatualizada]);

    expect((await pedir('GET', `/api/admin/chamadas/${chamada.id}/avaliadores`, admin.headers)).json()).toEqual(expect.arrayContaining([expect.objectContaining({ id: avaliadora.usuario.id, atribuicoes_escrita: 2 })]));
    const avaliacao = await pedir('GET', `/api/admin/submissoes/${s.id}/avaliacao`, admin.headers);
    expect(avaliacao.json()).toMatchObject({ submissao: { id: s.id, autor: { nome: 'Alice Autora' }, status: 'em_avaliacao' }, atribuicoes: [{ id: atribuicao.id, avaliador: { nome: 'Vera Avaliadora' } }, { origem: 'automatica' }] });
    expect(PainelDaChamadaSchema.parse((await pedir('GET', `/api/admin/chamadas/${chamada.id}/painel`, admin.headers)).json()).pareceres.escrita).toEqual({ atribuidos: 4, enviados: 0, pendentes: 4, atrasados: 0 });
    expect(RankingSchema.parse((await pedir('GET', `/api/admin/chamadas/${chamada.id}/ranking`, admin.headers)).json()).itens).toHaveLength(2);
    const csv = await pedir('GET', `/api/admin/chamadas/${chamada.id}/ranking/exportacao?formato=csv`, admin.headers);
    expect([csv.statusCode, csv.headers['content-type'], csv.headers['content-disposition']]).toEqual([200, 'text/csv; charset=utf-8', `attachment; filename="ranking-chamada-${chamada.id}-2030-03-21.csv"; filename*=UTF-8''ranking-chamada-${chamada.id}-2030-03-21.csv`]);
    const xlsx = await pedir('GET', `/api/admin/chamadas/${chamada.id}/ranking/exportacao?formato=xlsx`, admin.headers);
    expect([xlsx.statusCode, xlsx.rawPayload.subarray(0, 2).toString()]).toEqual([200, 'PK']);
    expect((await pedir('GET', `/api/admin/chamadas/${chamada.id}/ranking/exportacao?formato=pdf`, admin.headers)).json().erro).toBe('Formato inválido (csv ou xlsx).');

    const semMotivo = await pedir('PUT', `/api/admin/submissoes/${s.id}/decisao`, admin.headers, { decisao: 'reprovada' });
    expect([semMotivo.statusCode, semMotivo.json().erro, semMotivo.json().details.campos]).toEqual([400, R.reprovarSemMotivo, [{ campo: 'motivo', mensagem: R.reprovarSemMotivo }]]);
    for (const id of [s.id, doIvo.id]) expect((await pedir('PUT', `/api/admin/submissoes/${id}/decisao`, admin.headers, { decisao: 'aprovada_exposicao' })).statusCode).toBe(200);
    const caixa = CaixaDeSaidaSchema.parse((await pedir('POST', `/api/admin/chamadas/${chamada.id}/decisoes/previa`, admin.headers)).json());
    // o autor de cada trabalho e o coautor sem conta (só e-mail: sem id)
    expect(caixa.mensagens.map((m) => [m.submissao.id, m.para.papel, m.para.id === null])).toEqual([[s.id, 'autor', false], [doIvo.id, 'autor', false], [doIvo.id, 'coautor', true]]);
    expect(caixa.mensagens[2]!.para).toEqual({ id: null, nome: 'Zé de Fora', email: 'ze@fora.test', papel: 'coautor' });
    expect((await pedir('POST', `/api/admin/chamadas/${chamada.id}/decisoes/liberacao`, admin.headers)).json()).toMatchObject({ liberados: 2 });
    expect((await pedir('GET', `/api/submissoes/${s.id}/resultado`, autor.headers)).json()).toMatchObject({ liberado: true, decisao: 'aprovada_exposicao' });

    const cedo = await pedir('POST', `/api/admin/chamadas/${chamada.id}/encerramento`, admin.headers);
    expect([cedo.statusCode, cedo.json().erro]).toEqual([422, R.encerrarNoPrazo]);
    t.relogio.agora = DEPOIS_DO_PRAZO;
    const encerrada = await pedir('POST', `/api/admin/chamadas/${chamada.id}/encerramento`, admin.headers);
    // ninguém terminou os pareceres: só os dois autores e o coautor
    expect(encerrada.json()).toMatchObject({ emitidos_agora: 3, certificados: { apresentacao_trabalho: 3, avaliador: 0 } });
    expect((await pedir('DELETE', `/api/admin/submissoes/${s.id}/avaliadores/${atribuicao.id}`, admin.headers)).json().erro).toBe(R.chamadaEncerrada);
    // os certificados da chamada na gestão: listados e cancelados pela rota; a validação pública diz "cancelado"
    const gestao = await pedir('GET', '/api/certificados/gestao?origem=chamada', admin.headers);
    expect([gestao.statusCode, gestao.json().total]).toEqual([200, 3]);
    const doZe = (gestao.json().itens as { id: number; nome: string; codigo: string; origem: string; email: string }[]).find((x) => x.nome === 'Zé de Fora')!;
    expect(doZe).toMatchObject({ origem: 'chamada', email: 'ze@fora.test' });
    const cancelado = await pedir('POST', `/api/certificados/${doZe.id}/cancelamento`, admin.headers, { motivo: 'Incluído por engano.' });
    expect([cancelado.statusCode, cancelado.json().status]).toEqual([200, 'cancelado']);
    expect((await pedir('GET', `/api/certificados/validar/${doZe.codigo}`)).json()).toMatchObject({ situacao: 'cancelado' });
    expect((await pedir('GET', `/api/admin/chamadas/999/painel`, admin.headers)).statusCode).toBe(404);
  });
});
