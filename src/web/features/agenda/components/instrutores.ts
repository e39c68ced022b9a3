/** Busca, ordem, média e exportação da lista de instrutores (Gestão de Instrutores). */
import type { InstrutorResumo } from '#shared/contracts/instrutores.ts';
import { formatarMedia } from '#web/lib/formato.ts';
import { normalizar } from './itens.ts';

export type Ordem = 'nome-asc' | 'nome-desc' | 'turmas';
export const ORDENS: { valor: Ordem; rotulo: string }[] = [
  { valor: 'nome-asc', rotulo: 'Nome (A–Z)' },
  { valor: 'nome-desc', rotulo: 'Nome (Z–A)' },
  { valor: 'turmas', rotulo: 'Mais turmas' },
];

const porNome = (a: InstrutorResumo, b: InstrutorResumo) => a.nome.localeCompare(b.nome, 'pt-BR', { sensitivity: 'base' }) || a.id - b.id;

/** Filtra por nome ou e-mail (sem diferenciar maiúsculas nem acentos) e ordena. */
export function filtrarInstrutores(lista: readonly InstrutorResumo[], busca: string, ordem: Ordem): InstrutorResumo[] {
  const termo = normalizar(busca);
  const achados = termo ? lista.filter((i) => normalizar(i.nome).includes(termo) || normalizar(i.email).includes(termo)) : [...lista];
  if (ordem === 'nome-desc') return achados.sort((a, b) => porNome(b, a));
  if (ordem === 'turmas') return achados.sort((a, b) => b.turmas_qtd - a.turmas_qtd || porNome(a, b));
  return achados.sort(porNome);
}


/** Célula CSV: aspas quando preciso e um apóstrofo antes de =, +, - e @ (a planilha não executa fórmulas). */
function celula(valor: string | number): string {
  let v = String(valor);
  if (/^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  return /[;"\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** CSV da lista (a filtrada, na ordem da tela): UTF-8 com BOM, separador ";", números e situação em pt-BR. */
export function csvInstrutores(lista: readonly InstrutorResumo[]): string {
  const cabecalho = ['Nome', 'E-mail', 'Turmas', 'Em andamento', 'Programadas', 'Média das avaliações', 'Situação'];
  const linhas = lista.map((i) => [
    i.nome,
    i.email,
    i.turmas_qtd,
    i.turmas_andamento,
    i.turmas_programadas,
    i.avaliacao_media === null ? '' : formatarMedia(i.avaliacao_media),
    i.ativo ? 'Ativo' : 'Inativo',
  ]);
  return `\uFEFF${[cabecalho, ...linhas].map((l) => l.map(celula).join(';')).join('\r\n')}\r\n`;
}
