/**
 * Jornada do issue 8 (depois do curso): a participante10 fez o Seminário de Vigilância em Saúde (encerrado,
 * 100 % de presença, teste obrigatório publicado na demonstração); a avaliação espera o teste; ela reprova,
 * tenta de novo, passa e avalia — e o certificado sai na hora, com validação pública; o instrutor vê o
 * resultado agregado, sem nomes.
 */
import { expect, test, type Page } from './support/fixtures.ts';
import { esperarTexto, esperarUrl, visitar } from './support/navegacao.ts';

const KARINA = { identificador: 'participante10@escola.demo', senha: 'Escola@2026', nome: 'Karina Medeiros Alves' };
const SEMINARIO = 'Seminário de Vigilância em Saúde';
/** As corretas do teste da demonstração (src/server/db/seed-pos-curso.ts). */
const CORRETAS = ['Produzir informação para a ação de prevenção e controle de doenças', '24 horas', 'SINAN', 'Notificar e iniciar a investigação'];
const ERRADAS = ['Substituir a assistência nas unidades de saúde', '7 dias', 'SIM', 'Aguardar a confirmação do laboratório'];

async function responder(page: Page, alternativas: readonly string[]) {
  for (const texto of alternativas) await page.getByRole('radio', { name: texto, exact: true }).check();
  await page.getByRole('textbox').first().fill('Um surto de diarreia mudou o plano da unidade.');
}

test('pós-curso: a avaliação espera o teste; reprova, tenta de novo, passa, avalia; o instrutor vê o agregado sem nomes', async ({ page, login, novaPagina }) => {
  test.setTimeout(180_000);

  await test.step('sem o teste, a avaliação do seminário não abre e diz por quê', async () => {
    await visitar(page, '/teste');
    await login(page, KARINA);
    await esperarUrl(page, '/teste');
    const cartao = page.getByRole('article', { name: SEMINARIO });
    await expect(cartao).toContainText('Disponível');
    const turmaId = await cartao.getByRole('link', { name: 'Iniciar teste' }).getAttribute('href').then((h) => Number(h!.split('/').pop()));
    await visitar(page, `/avaliar/${turmaId}`);
    await esperarTexto(page, 'Faça e seja aprovado no teste do curso antes de avaliar.');
  });

  await test.step('primeira tentativa: tudo errado, reprovada, com tentativas restantes', async () => {
    await visitar(page, '/teste');
    await page.getByRole('article', { name: SEMINARIO }).getByRole('link', { name: 'Iniciar teste' }).click();
    await page.getByRole('button', { name: 'Começar' }).click();
    await esperarTexto(page, 'Tentativa 1');
    await responder(page, ERRADAS);
    await page.getByRole('button', { name: 'Enviar respostas' }).click();
    await expect(page.getByRole('heading', { name: 'Resultado da tentativa 1' })).toBeVisible();
    await esperarTexto(page, 'Nota: 0%');
    await esperarTexto(page, /Reprovado · nota mínima 70%/);
  });

  await test.step('segunda tentativa: tudo certo, aprovada, e o próximo passo é avaliar', async () => {
    await page.getByRole('button', { name: 'Tentar de novo' }).click();
    await esperarTexto(page, 'Tentativa 2');
    await responder(page, CORRETAS);
    await page.getByRole('button', { name: 'Enviar respostas' }).click();
    await expect(page.getByRole('heading', { name: 'Resultado da tentativa 2' })).toBeVisible();
    await esperarTexto(page, 'Nota: 100%');
    await page.getByRole('link', { name: 'Avaliar o curso' }).click();
    await esperarUrl(page, /^\/avaliar\/\d+$/);
  });

  await test.step('avalia o seminário: todas as notas obrigatórias e um comentário', async () => {
    const grupos = page.getByRole('group', { name: /\(obrigatório\)$/ });
    await expect(grupos.first()).toBeVisible();
    const n = await grupos.count();
    expect(n).toBe(12);
    for (let i = 0; i < n; i++) await grupos.nth(i).locator('label', { hasText: 'Ótimo' }).click();
    await page.getByRole('textbox', { name: /mais gostou/i }).fill('Os mapas de casos do território.');
    await page.getByRole('button', { name: 'Enviar avaliação' }).click();
    // a avaliação completa a cadeia: o certificado sai na hora e a página leva a Meus Certificados
    await esperarUrl(page, '/certificados');
    const certificado = page.getByRole('article', { name: SEMINARIO });
    await expect(certificado).toContainText('Participante');
    await certificado.getByRole('link', { name: 'Conferir validação' }).click();
    await esperarUrl(page, /^\/validar-certificado\?codigo=/);
    await expect(page.getByRole('heading', { name: 'Certificado válido' })).toBeVisible();
    await expect(page.locator('main')).toContainText(KARINA.nome);
    await visitar(page, '/teste');
    await expect(page.getByRole('article', { name: SEMINARIO })).toContainText('Aprovado');
  });

  const instrutor = await novaPagina();
  await test.step('o instrutor vê o seminário agregado, com o comentário e sem nenhum nome de participante', async () => {
    await visitar(instrutor, '/instrutor/avaliacao');
    await login(instrutor, 'instrutor');
    await esperarUrl(instrutor, '/instrutor/avaliacao');
    await expect(instrutor.getByRole('heading', { name: `${SEMINARIO} — Turma 1` })).toBeVisible();
    const principal = instrutor.locator('main');
    await expect(principal).toContainText('Os mapas de casos do território.');
    await expect(principal).toContainText('Taxa de resposta');
    // as seis respostas da demonstração e a de agora, de oito pessoas aptas (quem deve o teste não conta)
    await expect(principal).toContainText('de 8 pessoas aptas');
    for (const nome of [KARINA.nome, 'Bruno Barros Teixeira', 'Heitor Jardim Nunes', '@escola.demo']) await expect(principal).not.toContainText(nome);
  });
});

test('administração: monta o teste de um evento a partir do editor do evento, vê as pendências e publica', async ({ page, login, request }) => {
  test.setTimeout(120_000);
  const eventos = (await (await request.get('/api/eventos')).json()) as { id: number; titulo: string }[];
  const oficina = eventos.find((e) => e.titulo === 'Oficina de Aleitamento Materno')!;

  await test.step('do editor do evento ao editor do teste', async () => {
    await visitar(page, `/gerenciar-eventos/${oficina.id}`);
    await login(page, 'admin');
    await esperarUrl(page, `/gerenciar-eventos/${oficina.id}`);
    await page.getByRole('link', { name: 'Configurar o teste' }).click();
    await esperarUrl(page, `/gerenciar-eventos/${oficina.id}/teste`);
    await expect(page.getByRole('heading', { level: 1, name: 'Teste do curso' })).toBeVisible();
  });

  const questao = (n: number) => page.getByRole('region', { name: new RegExp(`^Questão ${n}`) });
  await test.step('duas questões; o peso total e as pendências acompanham', async () => {
    await page.getByRole('button', { name: 'Adicionar questão de múltipla escolha' }).click();
    await questao(1).getByLabel(/^Enunciado da questão 1/).fill('Por quanto tempo o aleitamento exclusivo é recomendado?');
    await questao(1).getByLabel(/^Peso da questão 1/).fill('7,5');
    await questao(1).getByLabel('Alternativa A', { exact: true }).fill('Até os 6 meses');
    await questao(1).getByLabel('Alternativa B', { exact: true }).fill('Até os 2 meses');
    await page.getByRole('button', { name: 'Adicionar questão dissertativa' }).click();
    await questao(2).getByLabel(/^Enunciado da questão 2/).fill('Como apoiar uma mãe com dor ao amamentar?');
    await questao(2).getByLabel(/^Peso da questão 2/).fill('2,5');
    await expect(page.getByRole('region', { name: 'Publicação' })).toContainText('Questão 1: múltipla escolha precisa ter exatamente 1 alternativa correta.');
    await questao(1).getByRole('radio', { name: 'Correta: alternativa A' }).check();
    await expect(page.getByRole('region', { name: 'Publicação' })).toContainText('Pronto para publicação');
    await expect(page.locator('main')).toContainText('Fechado corretamente');
  });

  await test.step('publica: as questões ficam só para leitura', async () => {
    await page.getByRole('button', { name: 'Publicar' }).click();
    await page.getByRole('dialog', { name: 'Publicar o teste?' }).getByRole('button', { name: 'Publicar teste' }).click();
    await expect(page.getByRole('region', { name: /^Situação/ })).toContainText('Publicado · versão 1');
    await esperarTexto(page, /O teste está publicado: as questões não podem ser alteradas/);
    await expect(page.getByLabel(/^Enunciado da questão/)).toHaveCount(0);
  });
});
