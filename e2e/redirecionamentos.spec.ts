/**
 * Jornada (d): redirecionamentos do SPEC §2.1–§2.2: `.html` sem sufixo (mantendo a query), caminho
 * desconhecido → /login, /dashboard → /usuario/dashboard, /validar-presenca → /presenca?turma&t.
 */
import { caminho, CONTAS, esperarUrl, login, SENHA_DEMO, visitar, type Jornada } from './helpers.ts';

const jornada: Jornada = {
  nome: 'redirecionamentos (.html, desconhecidas, /dashboard, /validar-presenca)',
  async run(ctx) {
    const { page } = ctx;
    const vistos: string[] = [];
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) vistos.push(caminho(page));
    });

    ctx.passo('/ajuda.html?x=1 → /ajuda?x=1 → /login?next=…');
    await visitar(ctx, page, '/ajuda.html?x=1');
    await esperarUrl(ctx, page, '/login?next=%2Fajuda%3Fx%3D1');
    if (!vistos.includes('/ajuda?x=1')) throw new Error(`não passou por /ajuda?x=1 (caminhos: ${vistos.join(' → ')})`);

    ctx.passo('/privacidade.html → /privacidade (pública)');
    await visitar(ctx, page, '/privacidade.html');
    await esperarUrl(ctx, page, '/privacidade');

    ctx.passo('/qualquer-coisa → /login');
    await visitar(ctx, page, '/qualquer-coisa');
    await esperarUrl(ctx, page, '/login');

    ctx.passo('logado, /dashboard → /usuario/dashboard');
    await login(ctx, page, CONTAS.usuario.email, SENHA_DEMO);
    await visitar(ctx, page, '/dashboard');
    await esperarUrl(ctx, page, '/usuario/dashboard');

    ctx.passo('/validar-presenca?codigo=<link completo> → /presenca?turma=12&t=abc');
    await visitar(ctx, page, '/validar-presenca?codigo=https%3A%2F%2Fx%2Fpresenca%3Fturma%3D12%26t%3Dabc');
    await esperarUrl(ctx, page, '/presenca?turma=12&t=abc');
  },
};
export default jornada;
