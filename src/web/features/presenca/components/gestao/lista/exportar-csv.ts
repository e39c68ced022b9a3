/**
 * CSV da lista de presença, montado no navegador: UTF-8 com BOM e separador ";" (o Excel em pt-BR abre
 * direto), uma coluna por encontro (Presente / Ausente / —) e a frequência. Usa as presenças salvas.
 */
import { formatarData } from '#web/lib/formato.ts';
import type { PresencasDaTurma } from '../../../api/presencas-da-turma.ts';
import { formatarPercentual } from './formato-presenca.ts';
import { situacaoSalva } from './modelo.ts';

/** Célula: aspas quando preciso e um apóstrofo antes de =, +, - e @ (a planilha não executa fórmulas). */
function celula(valor: string): string {
  const v = /^[=+\-@\t\r]/.test(valor) ? `'${valor}` : valor;
  return /[;"\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

const TEXTO = { presente: 'Presente', ausente: 'Ausente', 'sem-registro': '—' } as const;

export function csvPresencas(dados: PresencasDaTurma): string {
  const cabecalho = ['Nome', 'CPF', ...dados.encontros.map((e) => formatarData(e.data)), 'Frequência'];
  const linhas = dados.participantes.map((p) => [
    p.nome,
    p.cpf_mascarado,
    ...dados.encontros.map((e) => TEXTO[situacaoSalva(p, e.data)]),
    formatarPercentual(p.frequencia.percentual),
  ]);
  return `\uFEFF${[cabecalho, ...linhas].map((l) => l.map(celula).join(';')).join('\r\n')}\r\n`;
}
