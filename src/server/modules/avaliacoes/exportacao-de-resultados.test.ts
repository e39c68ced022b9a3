import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CRITERIOS } from '#shared/rules/avaliacao.ts';
import type { DbHandle } from '../../db/client.ts';
import { turmaComAvaliacoes } from '../../testing/avaliacoes.ts';
import { criarBancoDeTeste, limparBanco } from '../../testing/db.ts';
import { criarUsuario, ctxDeTeste } from '../../testing/factories.ts';
import { recusaDe } from '../../testing/recusa.ts';
import { exportarAvaliacoes, semFormula } from './exportacao-de-resultados.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await criarBancoDeTeste();
});
afterAll(() => h.close());
beforeEach(() => limparBanco(h));

/** Os arquivos de um ZIP (o XLSX), pelo diretório central: nome → texto. */
function lerZip(zip: Buffer): Map<string, string> {
  const fim = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const total = zip.readUInt16LE(fim + 10);
  let p = zip.readUInt32LE(fim + 16);
  const arquivos = new Map<string, string>();
  for (let i = 0; i < total; i++) {
    const metodo = zip.readUInt16LE(p + 10);
    const tamanho = zip.readUInt32LE(p + 20);
    const [nomeLen, extraLen, comentarioLen] = [zip.readUInt16LE(p + 28), zip.readUInt16LE(p + 30), zip.readUInt16LE(p + 32)];
    const local = zip.readUInt32LE(p + 42);
    const nome = zip.toString('utf8', p + 46, p + 46 + nomeLen);
    const inicio = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const dados = zip.subarray(inicio, inicio + tamanho);
    arquivos.set(nome, (metodo === 8 ? inflateRawSync(dados) : dados).toString('utf8'));
    p += 46 + nomeLen + extraLen + comentarioLen;
  }
  return arquivos;
}

async function cenario() {
  const curso = await turmaComAvaliacoes(h.db, {
    inicio: 10, titulo: 'Curso de Vacinação', nome: 'Turma Manhã',
    participantes: [
      { presencas: 4, avaliacao: { nota: 10, notas: { limpeza: 4 }, gostou_mais: '=HIPERLINK("http://x";"clique")', sugestoes_melhoria: 'Mais pausas; e café.' } },
      { presencas: 4, avaliacao: { nota: 8, gostou_mais: '@SOMA(A1)', comentarios_finais: 'Linha 1\nLinha 2' } },
      { presencas: 3 },
    ],
  });
  const congresso = await turmaComAvaliacoes(h.db, {
    inicio: 14, titulo: 'Congresso de APS', tipo: 'Congresso', participantes: [{ presencas: 4, avaliacao: { nota: 6, notas: { oficinas: 2 } } }],
  });
  const admin = await criarUsuario(h.db, { perfis: ['usuario', 'administrador'] });
  const ctx = ctxDeTeste(h.db, { id: admin.id, perfis: ['usuario', 'administrador'] }, { now: () => congresso.depoisDoFim });
  return { curso, congresso, ctx };
}

describe('exportação das avaliações', () => {
  it('CSV: BOM, ";", uma linha por avaliação, critérios pelo rótulo, sem colunas de pessoa, fórmulas neutralizadas', async () => {
    const { curso, congresso, ctx } = await cenario();
    const a = await exportarAvaliacoes(ctx, { formato: 'csv' });
    expect(a.tipo).toBe('text/csv; charset=utf-8');
    expect(a.nome).toMatch(/^avaliacoes-\d{4}-\d{2}-\d{2}\.csv$/);
    const texto = a.conteudo.toString('utf8');
    expect(texto.startsWith('\uFEFF')).toBe(true);
    const [cabecalho, ...linhas] = texto.slice(1).trimEnd().split(/\r\n/);
    expect(cabecalho).toBe(
      ['Evento', 'Turma', 'Término da turma', ...CRITERIOS.map((c) => c.rotulo), 'O que você mais gostou?', 'Sugestões de melhoria', 'Comentários finais'].join(';'),
    );
    expect(cabecalho).not.toMatch(/nome|e-mail|cpf|enviad|usu/i);
    expect(texto).toContain(`"'=HIPERLINK(""http://x"";""clique"")"`);
    expect(texto).toContain(`'@SOMA(A1)`);
    expect(texto).toContain('"Mais pausas; e café."');
    expect(texto).toContain('"Linha 1\nLinha 2"');
    for (const p of [...curso.pessoas, ...congresso.pessoas]) {
      expect(texto).not.toContain(p.nome);
      expect(texto).not.toContain(p.email);
    }
    // a quebra de linha dentro do comentário fica entre aspas: 3 avaliações, a do congresso (término mais recente) primeiro
    expect(linhas.filter((l) => /^(Curso|Congresso)/.test(l))).toHaveLength(3);
    expect(linhas[0]).toMatch(/^Congresso de APS;Turma A;\d{2}\/\d{2}\/\d{4};6;/);
    expect(linhas[0]!.split(';')[3 + CRITERIOS.findIndex((c) => c.chave === 'oficinas')]).toBe('2');
    const doCurso = linhas.filter((l) => l.startsWith('Curso de Vacinação;Turma Manhã;'));
    expect(doCurso[0]!.split(';')[3 + CRITERIOS.findIndex((c) => c.chave === 'oficinas')]).toBe(''); // não se aplica ao curso
  });

  it('só a turma pedida; só critérios do curso quando não há congresso; turma inexistente: 404', async () => {
    const { curso, ctx } = await cenario();
    const a = await exportarAvaliacoes(ctx, { formato: 'csv', turma: curso.turmaId });
    const [cabecalho, ...linhas] = a.conteudo.toString('utf8').slice(1).trimEnd().split(/\r\n(?=Curso|Congresso)/);
    expect(cabecalho!.split(';')).toHaveLength(3 + 12 + 3);
    expect(linhas).toHaveLength(2);
    expect(await recusaDe(exportarAvaliacoes(ctx, { formato: 'csv', turma: 999_999 }))).toMatchObject({ status: 404 });
  });

  it('XLSX: um ZIP (começa com PK) com as respostas e as médias por turma, sem fórmulas', async () => {
    const { ctx } = await cenario();
    const a = await exportarAvaliacoes(ctx, { formato: 'xlsx' });
    expect(a.tipo).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(a.nome).toMatch(/^avaliacoes-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(a.conteudo.subarray(0, 2).toString('latin1')).toBe('PK');
    const zip = lerZip(a.conteudo);
    expect(zip.get('xl/workbook.xml')).toMatch(/name="Respostas".*name="Médias por turma"/s);
    const planilhas = [...zip.keys()].filter((k) => /^xl\/worksheets\/sheet\d+\.xml$/.test(k)).sort();
    expect(planilhas).toHaveLength(2);
    const tudo = [...zip.values()].join('\n');
    expect(tudo).not.toMatch(/<f>/); // nenhuma célula de fórmula
    expect(tudo).toMatch(/(&apos;|')=HIPERLINK/);
    expect(tudo).toMatch(/(&apos;|')@SOMA/);
    expect(tudo).toContain('Taxa de resposta (%)');
    // médias por turma: congresso 100 % e média 5,7; curso 2 de 3 (66,7 %), média 8,8
    const medias = zip.get(planilhas[1]!)!;
    for (const n of ['100', '5.7', '66.7', '8.8']) expect(medias).toContain(`<v>${n}</v>`);
  });

  it('semFormula põe o apóstrofo só no começo perigoso', () => {
    expect(['=1+1', '+55', '-2', '@x', '\tTab', 'Bom', 'a=b', ''].map(semFormula)).toEqual(["'=1+1", "'+55", "'-2", "'@x", "'\tTab", 'Bom', 'a=b', '']);
  });
});
