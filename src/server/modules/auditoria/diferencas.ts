/**
 * O antes/depois compacto da trilha de auditoria: só as chaves que mudaram, descendo em objetos (uma turma
 * dentro do evento vira `turmas["12"].vagas`); listas e valores simples são comparados inteiros. Textos
 * longos são encurtados (a trilha mostra o que mudou, não guarda cópias de documentos).
 */
type Valor = unknown;
const TEXTO_MAX = 300;

const ehObjeto = (v: Valor): v is Record<string, Valor> => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

function compacto(v: Valor): Valor {
  if (typeof v === 'string' && v.length > TEXTO_MAX) return `${v.slice(0, TEXTO_MAX)}…`;
  if (v instanceof Date) return v.toISOString();
  return v === undefined ? null : v;
}

/** `{ antes, depois }` só com o que mudou, ou null quando nada mudou. */
export function diferencaCompacta(antes: Record<string, Valor>, depois: Record<string, Valor>): { antes: Record<string, Valor>; depois: Record<string, Valor> } | null {
  const a: Record<string, Valor> = {};
  const d: Record<string, Valor> = {};
  for (const k of new Set([...Object.keys(antes), ...Object.keys(depois)])) {
    const x = antes[k];
    const y = depois[k];
    if (ehObjeto(x) && ehObjeto(y)) {
      const dentro = diferencaCompacta(x, y);
      if (dentro) {
        a[k] = dentro.antes;
        d[k] = dentro.depois;
      }
    } else if (JSON.stringify(compacto(x)) !== JSON.stringify(compacto(y))) {
      a[k] = compacto(x);
      d[k] = compacto(y);
    }
  }
  return Object.keys(a).length ? { antes: a, depois: d } : null;
}
