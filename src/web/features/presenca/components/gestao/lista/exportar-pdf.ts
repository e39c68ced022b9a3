/**
 * "Lista de presença (PDF)" montada no navegador com pdf-lib, que só é baixado no clique (orçamento de
 * JS). A4 paisagem, margem 36, Helvetica; cabeçalho "LISTA DE PRESENÇA" com a turma, e por encontro
 * uma tabela Nome | CPF | Situação | Confirmação | Assinatura (linha em branco para quem não está
 * presente). Toda página nova repete o cabeçalho e o da tabela. Usa as presenças salvas.
 */
import type { PDFFont, PDFPage } from 'pdf-lib';
import { horarioMaisFrequente, periodoDosEncontros } from '#shared/rules/cronograma.ts';
import { formatarData } from '#web/lib/formato.ts';
import type { EncontroDaLista, ParticipanteDaLista, PresencasDaTurma } from '../../../api/presencas-da-turma.ts';
import { faixaHorario, ROTULO_METODO } from './formato-presenca.ts';
import { registroDe } from './modelo.ts';

type PdfLib = typeof import('pdf-lib'); // eslint-disable-line @typescript-eslint/consistent-type-imports
type Cor = ReturnType<PdfLib['rgb']>;

const A4_PAISAGEM: [number, number] = [841.89, 595.28];
const MARGEM = 36;
const ALTURA_LINHA = 22;
const ALTURA_CABECALHO_TABELA = 20;
const RODAPE = 20;
/** Larguras: Nome 230, CPF 110; Situação e Confirmação fixas; Assinatura fica com o resto. */
const COLUNAS = { nome: 230, cpf: 110, situacao: 80, confirmacao: 150 };

interface Contexto {
  doc: Awaited<ReturnType<PdfLib['PDFDocument']['create']>>;
  fonte: PDFFont;
  negrito: PDFFont;
  pagina: PDFPage;
  y: number;
  dados: PresencasDaTurma;
  geradoEm: string;
  cores: Record<'teal' | 'verde' | 'vermelho' | 'texto' | 'suave' | 'zebra' | 'branco' | 'linha', Cor>;
  limpar: (texto: string) => string;
}

const largura = () => A4_PAISAGEM[0] - 2 * MARGEM;

function corHex(lib: PdfLib, hex: string): Cor {
  const n = Number.parseInt(hex.slice(1), 16);
  return lib.rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/**
 * A Helvetica padrão só escreve o WinAnsi: fora dele, tenta a letra sem acento ("Ł" não tem) e, não
 * dando, usa "?". Quebras de linha e controles viram espaço.
 */
export function criarLimpeza(aceitos: ReadonlySet<number>): (texto: string) => string {
  return (texto) =>
    [...texto.replace(/\p{Cc}+/gu, ' ')]
      .map((c) => {
        if (aceitos.has(c.codePointAt(0)!)) return c;
        const base = c.normalize('NFD').replace(/\p{M}/gu, '');
        return base && [...base].every((b) => aceitos.has(b.codePointAt(0)!)) ? base : '?';
      })
      .join('');
}

/** Corta o texto com "…" para caber na largura. */
function caber(texto: string, fonte: PDFFont, tamanho: number, max: number): string {
  if (fonte.widthOfTextAtSize(texto, tamanho) <= max) return texto;
  let t = texto;
  while (t.length > 1 && fonte.widthOfTextAtSize(`${t}…`, tamanho) > max) t = t.slice(0, -1);
  return `${t.trimEnd()}…`;
}

function escrever(ctx: Contexto, texto: string, x: number, y: number, o: { tamanho?: number; negrito?: boolean; cor?: Cor; max?: number } = {}) {
  const fonte = o.negrito ? ctx.negrito : ctx.fonte;
  const tamanho = o.tamanho ?? 9;
  const limpo = ctx.limpar(texto);
  ctx.pagina.drawText(o.max ? caber(limpo, fonte, tamanho, o.max) : limpo, { x, y, size: tamanho, font: fonte, color: o.cor ?? ctx.cores.texto });
}

function textoHorario(encontros: readonly EncontroDaLista[]): string {
  const faixas = new Set(encontros.map(faixaHorario));
  const mais = horarioMaisFrequente(encontros);
  if (!mais) return 'A definir';
  return faixas.size > 1 ? `${faixaHorario(mais)} (varia por data)` : faixaHorario(mais);
}

function desenharCabecalho(ctx: Contexto) {
  const { dados } = ctx;
  const topo = A4_PAISAGEM[1] - MARGEM;
  escrever(ctx, 'LISTA DE PRESENÇA', MARGEM, topo - 18, { tamanho: 18, negrito: true, cor: ctx.cores.teal });
  const gerado = `Gerado em ${ctx.geradoEm}`;
  escrever(ctx, gerado, A4_PAISAGEM[0] - MARGEM - ctx.fonte.widthOfTextAtSize(ctx.limpar(gerado), 9), topo - 14, { cor: ctx.cores.suave });
  ctx.pagina.drawLine({ start: { x: MARGEM, y: topo - 26 }, end: { x: A4_PAISAGEM[0] - MARGEM, y: topo - 26 }, thickness: 2, color: ctx.cores.teal });
  const periodo = periodoDosEncontros(dados.encontros);
  const linhas: [string, string][] = [
    ['Evento', dados.turma.evento.titulo],
    ['Turma', dados.turma.nome],
    ['Período', periodo ? `${formatarData(periodo.data_inicio)} a ${formatarData(periodo.data_fim)}` : 'Datas a definir'],
    ['Horário', textoHorario(dados.encontros)],
    ['Local', dados.turma.local || 'A definir'],
  ];
  let y = topo - 44;
  for (const [rotulo, valor] of linhas) {
    escrever(ctx, `${rotulo}:`, MARGEM, y, { tamanho: 10, negrito: true });
    escrever(ctx, valor, MARGEM + 52, y, { tamanho: 10, max: largura() - 52 });
    y -= 14;
  }
  ctx.y = y - 6;
}

function novaPagina(ctx: Contexto) {
  ctx.pagina = ctx.doc.addPage(A4_PAISAGEM);
  desenharCabecalho(ctx);
}

function xColunas() {
  const nome = MARGEM;
  const cpf = nome + COLUNAS.nome;
  const situacao = cpf + COLUNAS.cpf;
  const confirmacao = situacao + COLUNAS.situacao;
  const assinatura = confirmacao + COLUNAS.confirmacao;
  return { nome, cpf, situacao, confirmacao, assinatura, fim: MARGEM + largura() };
}

function desenharCabecalhoTabela(ctx: Contexto) {
  const x = xColunas();
  const y = ctx.y - ALTURA_CABECALHO_TABELA;
  ctx.pagina.drawRectangle({ x: MARGEM, y, width: largura(), height: ALTURA_CABECALHO_TABELA, color: ctx.cores.teal });
  const titulos: [string, number][] = [['Nome', x.nome], ['CPF', x.cpf], ['Situação', x.situacao], ['Confirmação', x.confirmacao], ['Assinatura', x.assinatura]];
  for (const [t, cx] of titulos) escrever(ctx, t, cx + 6, y + 7, { negrito: true, cor: ctx.cores.branco });
  ctx.y = y;
}

function desenharTituloEncontro(ctx: Contexto, e: EncontroDaLista, continuacao: boolean) {
  const texto = `Data da aula: ${formatarData(e.data)} • Horário previsto: ${faixaHorario(e)}${continuacao ? ' (continuação)' : ''}`;
  escrever(ctx, texto, MARGEM, ctx.y - 14, { tamanho: 11, negrito: true });
  ctx.y -= 22;
  desenharCabecalhoTabela(ctx);
}

function desenharLinha(ctx: Contexto, p: ParticipanteDaLista, e: EncontroDaLista, indice: number) {
  const x = xColunas();
  const y = ctx.y - ALTURA_LINHA;
  if (indice % 2 === 1) ctx.pagina.drawRectangle({ x: MARGEM, y, width: largura(), height: ALTURA_LINHA, color: ctx.cores.zebra });
  const r = registroDe(p, e.data);
  const base = y + 8;
  escrever(ctx, p.nome, x.nome + 6, base, { max: COLUNAS.nome - 12 });
  escrever(ctx, p.cpf_mascarado, x.cpf + 6, base, { max: COLUNAS.cpf - 12 });
  if (r) escrever(ctx, r.presente ? 'Presente' : 'Ausente', x.situacao + 6, base, { negrito: true, cor: r.presente ? ctx.cores.verde : ctx.cores.vermelho });
  else escrever(ctx, 'Sem registro', x.situacao + 6, base, { cor: ctx.cores.suave });
  const confirmacao = r?.presente ? `${formatarData(r.registrada_em)} · ${ROTULO_METODO[r.metodo]}` : '—';
  escrever(ctx, confirmacao, x.confirmacao + 6, base, { max: COLUNAS.confirmacao - 12 });
  if (!r?.presente) ctx.pagina.drawLine({ start: { x: x.assinatura + 6, y: y + 6 }, end: { x: x.fim - 6, y: y + 6 }, thickness: 0.6, color: ctx.cores.linha });
  ctx.y = y;
}

const cabe = (ctx: Contexto, altura: number) => ctx.y - altura >= MARGEM + RODAPE;

function desenharEncontro(ctx: Contexto, e: EncontroDaLista) {
  // título + cabeçalho da tabela + ao menos uma linha
  if (!cabe(ctx, 22 + ALTURA_CABECALHO_TABELA + ALTURA_LINHA)) novaPagina(ctx);
  else ctx.y -= 8;
  desenharTituloEncontro(ctx, e, false);
  if (ctx.dados.participantes.length === 0) {
    escrever(ctx, 'Nenhum inscrito nesta turma.', MARGEM + 6, ctx.y - 16, { cor: ctx.cores.suave });
    ctx.y -= ALTURA_LINHA;
    return;
  }
  ctx.dados.participantes.forEach((p, i) => {
    if (!cabe(ctx, ALTURA_LINHA)) {
      novaPagina(ctx);
      desenharTituloEncontro(ctx, e, true);
    }
    desenharLinha(ctx, p, e, i);
  });
}

function numerarPaginas(ctx: Contexto) {
  const paginas = ctx.doc.getPages();
  paginas.forEach((pagina, i) => {
    const texto = `Página ${i + 1} de ${paginas.length}`;
    pagina.drawText(texto, { x: A4_PAISAGEM[0] - MARGEM - ctx.fonte.widthOfTextAtSize(texto, 8), y: MARGEM - 12, size: 8, font: ctx.fonte, color: ctx.cores.suave });
  });
}

/** Monta o PDF (bytes). `agora` vai no "Gerado em". */
export async function gerarPdfPresencas(dados: PresencasDaTurma, agora: Date): Promise<Uint8Array> {
  const lib = await import('pdf-lib');
  const doc = await lib.PDFDocument.create();
  const fonte = await doc.embedFont(lib.StandardFonts.Helvetica);
  const negrito = await doc.embedFont(lib.StandardFonts.HelveticaBold);
  const cor = (hex: string) => corHex(lib, hex);
  const ctx: Contexto = {
    doc, fonte, negrito, dados,
    pagina: doc.addPage(A4_PAISAGEM),
    y: 0,
    geradoEm: formatarData(agora.toISOString()),
    cores: { teal: cor('#0f766e'), verde: cor('#166534'), vermelho: cor('#991b1b'), texto: cor('#0f172a'), suave: cor('#475569'), zebra: cor('#f1f5f9'), branco: cor('#ffffff'), linha: cor('#64748b') },
    limpar: criarLimpeza(new Set(fonte.getCharacterSet())),
  };
  doc.setTitle(ctx.limpar(`Lista de presença — ${dados.turma.nome}`));
  doc.setSubject(ctx.limpar(dados.turma.evento.titulo));
  doc.setCreator('Escola da Saúde');
  desenharCabecalho(ctx);
  if (dados.encontros.length === 0) escrever(ctx, 'Turma sem datas cadastradas.', MARGEM, ctx.y - 16, { cor: ctx.cores.suave });
  for (const e of dados.encontros) desenharEncontro(ctx, e);
  numerarPaginas(ctx);
  return doc.save();
}
