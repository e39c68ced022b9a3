/**
 * Jornadas do issue 7 (presença): a participante abre o link do QR sem estar logada → entra → presença
 * confirmada; o mesmo link colado em /validar-presenca cai em /presenca; o instrutor marca a presença de
 * quem não escaneou na lista da turma; a participante vê a frequência em Minhas Presenças.
 */
import { expect, test } from './support/fixtures.ts';
import { esperarTexto, esperarUrl, visitar } from './support/navegacao.ts';
import { turmaDeHoje } from './support/presenca.ts';

const P13 = { identificador: 'participante13@escola.demo', senha: 'Escola@2026' };
const P14 = 'participante14@escola.demo';

test('QR da turma: link aberto sem login → entra → confirmada; /validar-presenca cai no mesmo lugar; o instrutor marca quem faltou escanear', async ({ page, login, novaPagina, request }) => {
  test.setTimeout(180_000);
  const titulo = `Oficina de Curativos ${Date.now().toString(36)}`;
  const turmaId = await turmaDeHoje(request, titulo, [P13.identificador, P14]);

  await test.step('link do QR sem login pede para entrar e volta confirmando', async () => {
    await visitar(page, `/presenca?turma=${turmaId}`);
    await esperarTexto(page, 'Você precisa estar logado para registrar presença.');
    await page.getByRole('link', { name: 'Entrar e confirmar' }).or(page.getByRole('button', { name: 'Entrar e confirmar' })).first().click();
    await esperarUrl(page, /^\/login\?next=/);
    await login(page, P13);
    await esperarUrl(page, `/presenca?turma=${turmaId}`);
    await esperarTexto(page, 'Presença confirmada com sucesso!');
    await expect(page.locator('main')).toContainText('Turma do dia');
    await expect(page.locator('main')).toContainText(titulo);
  });

  await test.step('/validar-presenca com o link completo cai em /presenca (e a presença já estava lá)', async () => {
    const link = `${new URL(page.url()).origin}/presenca?turma=${turmaId}`;
    await visitar(page, `/validar-presenca?c=${encodeURIComponent(link)}`);
    await esperarUrl(page, `/presenca?turma=${turmaId}`);
    await esperarTexto(page, 'Sua presença de hoje já estava confirmada.');
  });

  await test.step('Minhas Presenças mostra a turma com a presença de hoje', async () => {
    await visitar(page, '/minhas-presencas');
    await esperarTexto(page, titulo);
    await expect(page.locator('main')).toContainText('100');
  });

  const instrutor = await novaPagina();
  await test.step('o instrutor abre a lista da turma e marca a presença de quem não escaneou', async () => {
    await visitar(instrutor, '/instrutor/presenca');
    await login(instrutor, 'instrutor');
    await esperarUrl(instrutor, '/instrutor/presenca');
    await instrutor.goto(`/turmas/presencas/${turmaId}`);
    await esperarTexto(instrutor, 'Presenças por Turma');
    const olivia = instrutor.getByRole('group', { name: 'Marcar Olívia Queiroz Martins' }).first();
    await olivia.getByRole('button', { name: 'Presente' }).click();
    await instrutor.getByRole('button', { name: /^Salvar 1 altera/ }).first().click();
    await esperarTexto(instrutor, '1 presença registrada.');
    await expect(instrutor.getByRole('group', { name: 'Marcar Nicolas Pereira Dias' }).first().getByRole('button', { name: 'Presente' })).toHaveAttribute('aria-pressed', 'true');
    await expect(olivia.getByRole('button', { name: 'Presente' })).toHaveAttribute('aria-pressed', 'true');
  });
});
