/**
 * Caminhos dos campos do evento na ordem da tela, e o id de cada controle: o primeiro campo com erro
 * (do esquema ou do servidor, `details.campos`) recebe o foco pelo id, inclusive as listas (instrutores,
 * encontros) que não são um `<input>` do react-hook-form.
 */
import type { EventoForm } from './esquema-evento.ts';

/** `turmas.1.datas.0.data` → `evento-turmas-1-datas-0-data`. */
export const campoId = (caminho: string) => `evento-${caminho.replace(/\./g, '-')}`;

const CAMPOS_EVENTO = ['titulo', 'descricao', 'publico_alvo', 'local', 'tipo', 'unidade_id'];
const CAMPOS_RESTRICAO = ['restricao', 'restricao.modo', 'restricao.registros', 'restricao.cargos', 'restricao.unidades'];

export function caminhosDoFormulario(v: EventoForm): string[] {
  const turmas = v.turmas.flatMap((t, i) => {
    const p = `turmas.${i}`;
    return [
      `${p}.id`,
      `${p}.nome`,
      `${p}.vagas`,
      `${p}.instrutores`,
      `${p}.palestrantes`,
      ...t.palestrantes.map((_, k) => `${p}.palestrantes.${k}.nome`),
      `${p}.assinantes`,
      ...t.datas.flatMap((_, j) => [`${p}.datas.${j}.data`, `${p}.datas.${j}.horario_inicio`, `${p}.datas.${j}.horario_fim`]),
      `${p}.datas`,
    ];
  });
  return [...CAMPOS_EVENTO, ...CAMPOS_RESTRICAO, ...turmas, 'turmas'];
}

const CONTROLES = ['input', 'select', 'textarea', 'button'];

/**
 * Foca o controle do caminho; um grupo sem controle próprio (`restricao`) foca o primeiro controle de
 * dentro; sem nada disso, o caminho mais próximo acima (`turmas.0.id` → a turma).
 */
export function focarCampo(caminho: string): void {
  const id = campoId(caminho);
  const dentro = document.querySelector<HTMLElement>(CONTROLES.map((c) => `${c}[id^="${id}-"]`).join(', '));
  const partes = caminho.split('.');
  let el = document.getElementById(id) ?? dentro;
  while (!el && partes.length > 1) {
    partes.pop();
    el = document.getElementById(campoId(partes.join('.')));
  }
  el?.focus();
}
