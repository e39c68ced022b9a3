import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ContagemNaoLidasSchema, ListaNotificacoesSchema, type Notificacao } from '#shared/contracts/notificacoes.ts';
import { PainelUsuarioSchema, type PainelUsuario } from '#shared/contracts/paineis.ts';
import { PerfilMeSchema, type PerfilMe } from '#shared/contracts/perfil.ts';
import type { Perfil } from '#shared/rules/perfis.ts';
import { telaDisponivel } from '#web/app/rotas.ts';
import { CHAVES, salvarSessao } from '#web/lib/sessao.ts';
import { perfilDeTeste } from '#web/testing/fixtures-perfil.ts';
import { respostaDeErro, respostaDoContrato, usarServidorMsw } from '#web/testing/msw.ts';
import { renderizar } from '#web/testing/render.tsx';
import PaginaDashboard from './dashboard.tsx';

const servidor = usarServidorMsw();

function perfilMe(perfis: Perfil[], extra: Partial<PerfilMe> = {}): PerfilMe {
  const perfil = perfis.includes('administrador') ? 'administrador' : perfis.includes('instrutor') ? 'instrutor' : 'usuario';
  return PerfilMeSchema.parse(perfilDeTeste({ id: 7, nome: 'Maria Souza', email: 'maria@exemplo.gov.br', perfil, perfis, roles: perfis, ...extra }));
}

const notificacoes: Notificacao[] = [1, 2, 3].map((id) => ({
  id,
  tipo: 'evento',
  titulo: `Novidade ${id}`,
  mensagem: 'Texto',
  link: null,
  lida: id === 3,
  lida_em: id === 3 ? '2026-03-02T10:00:00.000Z' : null,
  criada_em: `2026-03-0${id}T10:00:00.000Z`,
}));

function preparar(perfis: Perfil[], extra: Partial<PerfilMe> = {}) {
  // sessão por cookie como a guarda a deixa: a pessoa guardada e a marca de sessão confirmada nesta aba
  sessionStorage.setItem(CHAVES.sessaoConfirmada, '1');
  salvarSessao({ usuario: { id: 7, nome: 'Maria Souza', email: 'maria@exemplo.gov.br', perfis, roles: perfis } });
  servidor.use(http.get('/api/perfil/me', () => respostaDoContrato(PerfilMeSchema, perfilMe(perfis, extra))));
}

const PAINEL_VAZIO: PainelUsuario = {
  proximos_encontros: [], cursos: [], testes_pendentes: [], avaliacoes_pendentes: [], certificados: { total: 0, recentes: [] },
  carga: { por_ano: [], horas: 0, cursos: 0 },
};

const PAINEL: PainelUsuario = {
  proximos_encontros: [
    { data: '2030-03-10', horario_inicio: '14:00', horario_fim: '18:00', local: 'Auditório da Escola', turma: { id: 5, nome: 'Turma A' }, evento: { id: 3, titulo: 'Curso em Andamento' } },
  ],
  cursos: [
    {
      turma: { id: 5, nome: 'Turma A', data_inicio: '2030-03-08', data_fim: '2030-03-11', encerrada: false },
      evento: { id: 3, titulo: 'Curso em Andamento' },
      frequencia: { presentes: 1, realizados: 2, agendados: 4, necessarias: 3, alcancavel: true },
      pendencias: [
        { tipo: 'encerramento', texto: 'A turma termina em 11/03/2030.', link: null },
        { tipo: 'frequencia', texto: 'Presença em 1 de 4 encontros; são precisos 3 (75 %).', link: '/minhas-presencas' },
      ],
    },
  ],
  testes_pendentes: [{ turma: { id: 8, nome: 'Turma B' }, evento: { id: 4, titulo: 'Curso com Teste' }, titulo: 'Teste final', em_andamento: false }],
  avaliacoes_pendentes: [{ turma: { id: 9, nome: 'Turma C' }, evento: { id: 6, titulo: 'Curso Encerrado' } }],
  certificados: { total: 4, recentes: [{ id: 1, numero: 'EMSP-SMS-2030-000001', curso: 'Curso de Janeiro', tipo: 'participante', emitido_em: '2030-01-05T12:00:00.000Z' }] },
  carga: { por_ano: [{ ano: 2030, horas: 7, cursos: 1 }, { ano: 2029, horas: 4, cursos: 1 }], horas: 11, cursos: 2 },
};

const responderPainel = (dados: PainelUsuario) => servidor.use(http.get('/api/paineis/usuario', () => respostaDoContrato(PainelUsuarioSchema, dados)));

beforeEach(() => {
  responderPainel(PAINEL_VAZIO);
  servidor.use(
    http.get('/api/notificacoes/nao-lidas/contagem', () => respostaDoContrato(ContagemNaoLidasSchema, { totalNaoLidas: 2, total: 2 })),
    http.get('/api/notificacoes', ({ request }) => {
      expect(new URL(request.url).searchParams.get('por_pagina')).toBe('3');
      return respostaDoContrato(ListaNotificacoesSchema, { itens: notificacoes, total: 3, pagina: 1, por_pagina: 3, total_nao_lidas: 2 });
    }),
  );
});

/**
 * Cada atalho aparece como link se a tela já existe na tabela de rotas; senão não aparece (nenhum
 * atalho leva ao "Em breve"; a tabela é a fonte única: o atalho acende sozinho quando a tela chega).
 */
function confereAtalho(rotulo: string, href: string) {
  if (telaDisponivel(href)) {
    const lista = within(screen.getByRole('list', { name: 'Telas disponíveis' }));
    // "Agenda" também começa "Agendamento de Sala": vale o link com este rótulo e este destino
    const links = lista.getAllByRole('link', { name: new RegExp(`^${rotulo}`) });
    expect(links.map((a) => a.getAttribute('href'))).toContain(href);
  } else {
    expect(screen.queryByRole('link', { name: new RegExp(`^${rotulo}`) })).toBeNull();
    expect(document.querySelector(`a[href="${href}"]`)).toBeNull();
  }
}

const quantosAtalhos = () => screen.queryByRole('list', { name: 'Telas disponíveis' })?.querySelectorAll('li').length ?? 0;

describe('Painel do Usuário', () => {
  it('cumprimenta pelo nome, mostra os perfis e as notificações', async () => {
    preparar(['usuario']);
    renderizar(<PaginaDashboard />);
    expect(screen.getByRole('heading', { level: 1, name: 'Painel do Usuário' })).toBeInTheDocument();
    expect(screen.getByText('Bem-vindo(a), Maria Souza!')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Seus perfis' })).getByText('Usuário')).toBeInTheDocument();
    expect(await screen.findByText('2 não lida(s)')).toBeInTheDocument();
    expect(await screen.findByText('Novidade 2', { exact: false })).toBeInTheDocument();
    expect(screen.getAllByText('• não lida')).toHaveLength(2);
  });

  it('tem atalhos para todo o menu do usuário, sem painéis de gestão para quem é só usuário', async () => {
    preparar(['usuario']);
    renderizar(<PaginaDashboard />);
    const menu: [string, string][] = [
      ['Eventos', '/eventos'], ['Meus Cursos', '/minhas-inscricoes'], ['Agenda', '/agenda'], ['Minhas Presenças', '/minhas-presencas'],
      ['Teste do Curso', '/teste'], ['Avaliações Pendentes', '/avaliacao'], ['Meus Certificados', '/certificados'],
      ['Agendamento de Sala', '/agendamento-sala'], ['Solicitar Curso', '/solicitar-curso'], ['Submissão de Trabalhos', '/submissoes'],
      ['Manual do Usuário', '/usuario/manual'], ['Escanear', '/scanner'],
    ];
    for (const [rotulo, href] of menu) confereAtalho(rotulo, href);
    expect(quantosAtalhos()).toBe(menu.filter(([, href]) => telaDisponivel(href)).length);
    expect(screen.queryByText('Painel do Instrutor')).toBeNull();
    expect(screen.queryByText('Painel do Administrador')).toBeNull();
    await screen.findByText('2 não lida(s)');
  });

  it('atalho de tela pronta navega; nenhum leva ao "Em breve"', async () => {
    preparar(['usuario', 'administrador']);
    renderizar(<PaginaDashboard />);
    expect(telaDisponivel('/usuario/manual')).toBe(true);
    expect(screen.getByRole('link', { name: /^Manual do Usuário/ })).toHaveAttribute('href', '/usuario/manual');
    expect(telaDisponivel('/submissoes')).toBe(true);
    expect(screen.getByRole('link', { name: /^Submissão de Trabalhos/ })).toHaveAttribute('href', '/submissoes');
    expect(telaDisponivel('/administrador')).toBe(true);
    expect(screen.getByRole('link', { name: /^Painel do Administrador/ })).toHaveAttribute('href', '/administrador');
    expect(screen.queryByRole('list', { name: 'Em breve' })).toBeNull();
    await screen.findByText('2 não lida(s)');
  });

  it('mostra o painel do instrutor para instrutores', async () => {
    preparar(['usuario', 'instrutor']);
    renderizar(<PaginaDashboard />);
    confereAtalho('Painel do Instrutor', '/instrutor');
    expect(screen.queryByText('Painel do Administrador')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Seus perfis' })).getByText('Instrutor')).toBeInTheDocument();
    await screen.findByText('2 não lida(s)');
  });

  it('mostra os painéis de instrutor e de administrador para administradores', async () => {
    preparar(['administrador']);
    renderizar(<PaginaDashboard />);
    confereAtalho('Painel do Administrador', '/administrador');
    confereAtalho('Painel do Instrutor', '/instrutor');
    await screen.findByText('2 não lida(s)');
  });

  it('lembra de completar o cadastro quando o perfil está incompleto', async () => {
    preparar(['usuario'], { perfil_incompleto: true, cargo_id: null, campos_pendentes: ['cargo_id'] });
    renderizar(<PaginaDashboard />);
    expect(await screen.findByText(/Falta preencher: Cargo\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Completar cadastro' })).toHaveAttribute('href', '/perfil');
  });

  it('sem contagem disponível, o painel continua de pé', async () => {
    preparar(['usuario']);
    servidor.use(http.get('/api/notificacoes/nao-lidas/contagem', () => HttpResponse.json({ erro: 'x', message: 'x', code: 'ERRO_INTERNO' }, { status: 500 })));
    renderizar(<PaginaDashboard />);
    expect(await screen.findByText('Novidade 1', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Acesso rápido' })).toBeInTheDocument();
  });

  it('os blocos do painel: encontros, cursos com o que falta, pendências, certificados e horas por ano, cada um com o link', async () => {
    preparar(['usuario']);
    responderPainel(PAINEL);
    renderizar(<PaginaDashboard />);
    const encontros = within(await screen.findByRole('region', { name: 'Próximos encontros' }));
    expect(encontros.getByText('dom., 10/03/2030 · 14:00–18:00')).toBeInTheDocument();
    expect(encontros.getByRole('link', { name: 'Curso em Andamento' })).toHaveAttribute('href', '/eventos/3');
    expect(encontros.getByText('Auditório da Escola')).toBeInTheDocument();
    expect(encontros.getByRole('link', { name: 'Ver agenda' })).toHaveAttribute('href', '/agenda');

    const cursos = within(screen.getByRole('region', { name: 'Cursos em andamento' }));
    expect(cursos.getByText(/de 4 encontros \(2 já aconteceram\); mínimo 3/)).toBeInTheDocument();
    expect(cursos.getByRole('link', { name: 'Presença em 1 de 4 encontros; são precisos 3 (75 %).' })).toHaveAttribute('href', '/minhas-presencas');
    expect(cursos.getByText('A turma termina em 11/03/2030.')).toBeInTheDocument();

    const pendencias = within(screen.getByRole('region', { name: 'Testes e avaliações pendentes' }));
    expect(pendencias.getByRole('link', { name: 'Fazer o teste: Teste final' })).toHaveAttribute('href', '/teste/8');
    expect(pendencias.getByRole('link', { name: 'Avaliar: Curso Encerrado' })).toHaveAttribute('href', '/avaliar/9');

    const certificados = within(screen.getByRole('region', { name: 'Certificados' }));
    expect(certificados.getByRole('link', { name: 'Ver todos (4)' })).toHaveAttribute('href', '/certificados');
    expect(certificados.getByText('Curso de Janeiro')).toBeInTheDocument();
    expect(certificados.getByRole('button', { name: 'Baixar histórico de formação' })).toBeInTheDocument();

    const horas = within(screen.getByRole('region', { name: 'Horas de formação por ano' }));
    expect(horas.getByText('7 horas · 1 curso')).toBeInTheDocument();
    expect(horas.getByText('4 horas · 1 curso')).toBeInTheDocument();
    expect(horas.getByText('Total: 11 horas em 2 cursos')).toBeInTheDocument();
    expect(screen.queryByText('Você ainda não tem inscrições.')).toBeNull();
  });

  it('sem inscrições: diz o que fazer (eventos abertos) e cada bloco vazio sugere o próximo passo', async () => {
    preparar(['usuario']);
    renderizar(<PaginaDashboard />);
    expect(await screen.findByText('Você ainda não tem inscrições.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Veja os eventos abertos e inscreva-se' })).toHaveAttribute('href', '/eventos');
    expect(within(screen.getByRole('region', { name: 'Próximos encontros' })).getByRole('link', { name: 'Veja os eventos abertos.' })).toHaveAttribute('href', '/eventos');
    expect(screen.getByText('Nada pendente: nenhum teste ou avaliação esperando por você.')).toBeInTheDocument();
    expect(screen.getByText(/Nenhuma hora concluída ainda/)).toBeInTheDocument();
  });

  it('carregando: anuncia; erro: avisa e "Tentar novamente" busca de novo', async () => {
    preparar(['usuario']);
    let falhar = true;
    servidor.use(http.get('/api/paineis/usuario', () => (falhar ? respostaDeErro(500, 'Falha') : respostaDoContrato(PainelUsuarioSchema, PAINEL))));
    renderizar(<PaginaDashboard />);
    expect(screen.getByText('Carregando o seu painel…')).toBeInTheDocument();
    expect(await screen.findByText('Não foi possível carregar o seu painel.', {}, { timeout: 4000 })).toBeInTheDocument();
    falhar = false;
    screen.getByRole('button', { name: 'Tentar novamente' }).click();
    expect(await screen.findByRole('region', { name: 'Próximos encontros' })).toBeInTheDocument();
    expect(screen.getByText('Painel carregado.')).toBeInTheDocument();
  });
});
