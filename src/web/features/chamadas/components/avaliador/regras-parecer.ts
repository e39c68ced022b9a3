import { MENSAGENS_REVISAO, notaForaDaEscalaMensagem } from '#shared/rules/revisao.ts';

export interface CriterioDoFormulario {
  id: number;
  titulo: string;
  escala_min: number;
  escala_max: number;
}

/** A escala vira um grupo de opções quando tem até 11 valores inteiros; senão, um campo numérico. */
export const escalaEmOpcoes = (c: CriterioDoFormulario): boolean => c.escala_max - c.escala_min <= 10;

/** Texto do campo → número (aceita vírgula decimal); vazio → nulo; inválido → NaN. */
export function lerNota(texto: string): number | null {
  const t = texto.trim().replace(',', '.');
  if (t === '') return null;
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
}

export interface Conferencia {
  /** Erro por critério (id → mensagem). */
  erros: Record<number, string>;
  /** Erro geral (falta nota para enviar). */
  geral: string | null;
  notas: { criterio_id: number; nota: number }[];
}

/**
 * Confere as notas antes de guardar ou enviar: cada nota dada na faixa do critério e com até duas casas;
 * para enviar, todas dadas. As mesmas regras do servidor, com as mesmas mensagens.
 */
export function conferirNotas(criterios: readonly CriterioDoFormulario[], textos: Record<number, string>, enviar: boolean): Conferencia {
  const erros: Record<number, string> = {};
  const notas: Conferencia['notas'] = [];
  let faltam = false;
  for (const c of criterios) {
    const n = lerNota(textos[c.id] ?? '');
    if (n === null) {
      if (enviar) {
        faltam = true;
        erros[c.id] = 'Dê a nota deste critério.';
      }
    } else if (Number.isNaN(n)) erros[c.id] = 'Informe a nota em números.';
    else if (n < c.escala_min || n > c.escala_max) erros[c.id] = notaForaDaEscalaMensagem(c.titulo, c.escala_min, c.escala_max);
    else if (Math.abs(Math.round(n * 100) - n * 100) > 1e-6) erros[c.id] = 'A nota pode ter no máximo duas casas decimais.';
    else notas.push({ criterio_id: c.id, nota: n });
  }
  return { erros, geral: faltam ? MENSAGENS_REVISAO.parecerIncompleto : null, notas };
}
