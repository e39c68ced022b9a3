/** Geração de iCalendar (RFC 5545): só o que o feed da agenda usa. */

export interface EventoIcal {
  uid: string;
  inicio: Date;
  fim: Date;
  titulo: string;
  local?: string;
  descricao?: string;
  url?: string;
  /** Inscrição na lista de espera: provisório. */
  provisorio?: boolean;
}

/** Escapa texto: barra invertida, ponto e vírgula, vírgula e quebras de linha. */
export function escaparTexto(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Dobra linhas em 75 octetos (UTF-8), continuando com um espaço, sem partir caracteres. */
export function dobrarLinha(linha: string): string {
  const partes: string[] = [];
  let atual = '';
  let bytes = 0;
  for (const c of linha) {
    const n = Buffer.byteLength(c);
    const limite = partes.length === 0 ? 75 : 74;
    if (bytes + n > limite) {
      partes.push(atual);
      atual = '';
      bytes = 0;
    }
    atual += c;
    bytes += n;
  }
  partes.push(atual);
  return partes.join('\r\n ');
}

const utc = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export function gerarIcal(nome: string, eventos: readonly EventoIcal[], agora: Date): string {
  const linhas = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Escola da Saude//Agenda//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escaparTexto(nome)}`,
    'X-WR-TIMEZONE:America/Sao_Paulo',
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
  ];
  for (const e of eventos) {
    linhas.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${utc(agora)}`,
      `DTSTART:${utc(e.inicio)}`,
      `DTEND:${utc(e.fim)}`,
      `SUMMARY:${escaparTexto(e.titulo)}`,
      ...(e.local ? [`LOCATION:${escaparTexto(e.local)}`] : []),
      ...(e.descricao ? [`DESCRIPTION:${escaparTexto(e.descricao)}`] : []),
      ...(e.url ? [`URL:${e.url}`] : []),
      `STATUS:${e.provisorio ? 'TENTATIVE' : 'CONFIRMED'}`,
      'END:VEVENT',
    );
  }
  linhas.push('END:VCALENDAR');
  return linhas.map(dobrarLinha).join('\r\n') + '\r\n';
}
