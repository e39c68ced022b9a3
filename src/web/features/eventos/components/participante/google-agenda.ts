/**
 * Link "Adicionar ao Google Agenda" (modelo de evento do Google Calendar). As datas são montadas como
 * texto a partir de `AAAA-MM-DD` e `HH:MM`, no fuso da Escola (`ctz`), sem passar por `new Date()`: uma
 * data sem hora lida em UTC viraria o dia anterior no Brasil.
 */
import { FUSO_ESCOLA, ordenarEncontros, type Encontro } from '#shared/rules/cronograma.ts';
import { formatarData } from '#web/lib/formato.ts';

const DATA_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HORA_RE = /^([01]\d|2[0-3]):([0-5]\d)/;
/** O texto do convite lista no máximo estes encontros (o link precisa caber na barra de endereço). */
const MAX_ENCONTROS_NO_TEXTO = 40;

/** `2026-03-05` + `08:30` → `20260305T083000` (hora local do fuso informado em `ctz`). */
function carimbo(data: string, hora: string): string | null {
  const d = DATA_RE.exec(data);
  const h = HORA_RE.exec(hora);
  return d && h ? `${d[1]}${d[2]}${d[3]}T${h[1]}${h[2]}00` : null;
}

export interface DadosAgenda {
  titulo: string;
  turma: string;
  local: string;
  datas: readonly Encontro[];
}

/** Do início do primeiro encontro ao fim do último; a lista dos dias vai na descrição. Sem datas válidas: nulo. */
export function linkGoogleAgenda({ titulo, turma, local, datas }: DadosAgenda): string | null {
  const ord = ordenarEncontros(datas);
  const primeiro = ord[0];
  const ultimo = ord.at(-1);
  if (!primeiro || !ultimo) return null;
  const inicio = carimbo(primeiro.data, primeiro.horario_inicio);
  const fim = carimbo(ultimo.data, ultimo.horario_fim);
  if (!inicio || !fim || fim <= inicio) return null;
  const dias = ord.slice(0, MAX_ENCONTROS_NO_TEXTO).map((e) => `• ${formatarData(e.data)}, ${e.horario_inicio.slice(0, 5)} às ${e.horario_fim.slice(0, 5)}`);
  if (ord.length > MAX_ENCONTROS_NO_TEXTO) dias.push(`• e mais ${ord.length - MAX_ENCONTROS_NO_TEXTO} encontro(s)`);
  const detalhes = [`Turma: ${turma}`, '', ord.length === 1 ? 'Encontro:' : 'Encontros:', ...dias].join('\n');
  const p = new URLSearchParams({ action: 'TEMPLATE', text: titulo, dates: `${inicio}/${fim}`, ctz: FUSO_ESCOLA, details: detalhes });
  if (local.trim()) p.set('location', local.trim());
  return `https://calendar.google.com/calendar/render?${p}`;
}
