import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SalvarInstituicaoBody } from '#shared/contracts/instituicao.ts';
import { auditoria, instituicao } from '../../db/schema/index.ts';
import { criarAppDeTeste, fechar, limpar, type AppDeTeste } from '../../testing/app.ts';
import { criarUsuarioComSessao } from '../../testing/factories.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => fechar(t));
beforeEach(() => limpar(t));

const VALIDO: SalvarInstituicaoBody = {
  nome: 'Escola Municipal de Saúde Pública',
  endereco: 'Rua Dr. Cochrane, 112 — Santos/SP',
  telefone: '(13) 3226-1234',
  email: ' Contato@Saude.Santos.sp.gov.br ',
  site: 'https://saude.santos.sp.gov.br',
  horario: 'Segunda a sexta, das 8h às 17h',
  instagram: 'https://www.instagram.com/escoladasaude',
  facebook: '',
  youtube: null,
  remetente_nome: 'Escola da Saúde (não responda)',
  remetente_email: 'nao-responda@saude.santos.sp.gov.br',
};

const admin = () => criarUsuarioComSessao(t, { perfis: ['usuario', 'administrador'] });
const salvar = (headers: Record<string, string> | undefined, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/instituicao', headers, payload: payload as object });
const publica = () => t.app.inject({ method: 'GET', url: '/api/instituicao' });

describe('GET /api/instituicao (público)', () => {
  it('sem configuração: o nome padrão e nenhum contato inventado; pode ficar em cache de proxy', async () => {
    const r = await publica();
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('public, max-age=60');
    expect(r.json()).toEqual({
      nome: 'Escola da Saúde', endereco: null, telefone: null, email: null, site: null, horario: null, instagram: null, facebook: null, youtube: null,
    });
  });

  it('mostra o que o administrador salvou, sem o remetente dos e-mails', async () => {
    const a = await admin();
    expect((await salvar(a.headers, VALIDO)).statusCode).toBe(200);
    expect((await publica()).json()).toEqual({
      nome: 'Escola Municipal de Saúde Pública', endereco: 'Rua Dr. Cochrane, 112 — Santos/SP', telefone: '1332261234',
      email: 'contato@saude.santos.sp.gov.br', site: 'https://saude.santos.sp.gov.br', horario: 'Segunda a sexta, das 8h às 17h',
      instagram: 'https://www.instagram.com/escoladasaude', facebook: null, youtube: null,
    });
  });
});

describe('PUT /api/admin/instituicao', () => {
  it('administrador salva; a mudança e a auditoria (quem, campos, antes e depois) ficam gravadas', async () => {
    const a = await admin();
    const r = await salvar(a.headers, VALIDO);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ telefone: '1332261234', remetente_email: 'nao-responda@saude.santos.sp.gov.br', remetente_pelo_ambiente: false });
    const [linha] = await t.handle.db.select().from(instituicao);
    expect(linha).toMatchObject({ id: 1, atualizadoPor: a.usuario.id, email: 'contato@saude.santos.sp.gov.br' });
    const [aud] = await t.handle.db.select().from(auditoria).where(eq(auditoria.acao, 'atualizar_instituicao'));
    expect(aud).toMatchObject({ atorId: a.usuario.id, alvoTipo: 'instituicao', alvoId: '1' });
    expect(aud).toMatchObject({ detalhes: { campos: expect.arrayContaining(['nome', 'telefone', 'instagram']) }, antes: { telefone: null }, depois: { telefone: '1332261234' } });

    const segunda = await salvar(a.headers, { ...VALIDO, telefone: '13 99123-4567' });
    expect(segunda.json().telefone).toBe('13991234567');
    const ultimas = await t.handle.db.select().from(auditoria).orderBy(desc(auditoria.id));
    expect([ultimas[0]!.detalhes, ultimas[0]!.antes, ultimas[0]!.depois]).toEqual([{ campos: ['telefone'] }, { telefone: '1332261234' }, { telefone: '13991234567' }]);
  });

  it('salvar o mesmo de novo não grava nem audita', async () => {
    const a = await admin();
    await salvar(a.headers, VALIDO);
    expect((await salvar(a.headers, VALIDO)).statusCode).toBe(200);
    expect(await t.handle.db.$count(auditoria, eq(auditoria.acao, 'atualizar_instituicao'))).toBe(1);
  });

  it.each([
    ['e-mail de contato', { email: 'contato@' }, 'Informe um e-mail válido para o e-mail de contato.'],
    ['e-mail do remetente', { remetente_email: 'não é e-mail' }, 'Informe um e-mail válido para o e-mail do remetente.'],
    ['site javascript:', { site: 'javascript:alert(1)' }, 'Informe o endereço completo do site, começando com https://.'],
    ['Instagram ftp://', { instagram: 'ftp://instagram.com/x' }, 'Informe o endereço completo do Instagram, começando com https://.'],
    ['site sem domínio', { site: 'https://localhost' }, 'Informe o endereço completo do site, começando com https://.'],
    ['telefone curto', { telefone: '3226-1234' }, 'Telefone inválido. Informe DDD + número, como (13) 3226-1234, ou um 0800.'],
    ['nome vazio', { nome: '   ' }, 'Informe o nome da instituição.'],
    ['nome longo', { nome: 'x'.repeat(121) }, 'O campo o nome da instituição pode ter no máximo 120 caracteres.'],
    ['endereço com controle', { endereco: 'Rua A\u0000' }, 'O campo o endereço contém caracteres inválidos.'],
    ['site longo', { site: `https://a.gov.br/${'x'.repeat(300)}` }, 'O endereço do site pode ter no máximo 300 caracteres.'],
    ['remetente ausente', { remetente_nome: undefined }, 'Informe o nome do remetente.'],
  ])('recusa %s com 400 e a mensagem em português, sem mudar nada', async (_nome, mudanca, mensagem) => {
    const a = await admin();
    const r = await salvar(a.headers, { ...VALIDO, ...mudanca });
    expect(r.statusCode).toBe(400);
    expect(JSON.stringify(r.json())).toContain(mensagem);
    expect(await t.handle.db.$count(instituicao)).toBe(0);
    expect(await t.handle.db.$count(auditoria, eq(auditoria.acao, 'atualizar_instituicao'))).toBe(0);
  });

  it('quem não é administrador recebe 403 (ler e salvar); sem sessão, 401', async () => {
    const instrutor = await criarUsuarioComSessao(t, { perfis: ['usuario', 'instrutor'] });
    expect((await salvar(instrutor.headers, VALIDO)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/instituicao', headers: instrutor.headers })).statusCode).toBe(403);
    expect((await salvar(undefined, VALIDO)).statusCode).toBe(401);
    expect(await t.handle.db.$count(instituicao)).toBe(0);
  });

  it('GET da administração traz os padrões com o remetente no domínio do APP_URL', async () => {
    const a = await admin();
    const r = await t.app.inject({ method: 'GET', url: '/api/admin/instituicao', headers: a.headers });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.json()).toMatchObject({ nome: 'Escola da Saúde', remetente_nome: 'Escola da Saúde', remetente_email: 'nao-responda@escola.teste', atualizado_em: null });
  });
});
