/**
 * Peças puras do formulário de avaliação: esquema (o do contrato, com os obrigatórios do tipo do evento),
 * progresso, média prévia e o corpo do POST. Critérios, escala e limites vêm de `shared/rules/avaliacao.ts`.
 */
import { z } from 'zod';
import { EnviarAvaliacaoBodySchema, NotaSchema } from '#shared/contracts/avaliacoes.ts';
import { media, TEXTOS_LIVRES, valorDaNota, type ChaveNota, type Criterio } from '#shared/rules/avaliacao.ts';
import type { CorpoAvaliacao } from '../../api/enviar-avaliacao.ts';


export const MENSAGEM_CRITERIO_PENDENTE = 'Escolha uma opção.';

/** O esquema do corpo do contrato, com cada critério do tipo (obrigatório ou não) no lugar de `respostas`. */
export function esquemaDoFormulario(criterios: readonly Criterio[]) {
  const respostas = z.object(
    Object.fromEntries(
      criterios.map((c) => [
        c.chave,
        c.obrigatorio ? NotaSchema.nullable().refine((v) => v !== null, MENSAGEM_CRITERIO_PENDENTE) : NotaSchema.nullable(),
      ]),
    ),
  );
  return EnviarAvaliacaoBodySchema.extend({ respostas });
}
/** Valores do formulário: em `respostas`, a chave da nota (`otimo` … `pessimo`) ou nula enquanto não respondida. */
export type ValoresAvaliacao = z.input<ReturnType<typeof esquemaDoFormulario>>;
export type SaidaFormulario = z.output<ReturnType<typeof esquemaDoFormulario>>;

export function valoresIniciais(criterios: readonly Criterio[]): ValoresAvaliacao {
  return {
    respostas: Object.fromEntries(criterios.map((c) => [c.chave, null])),
    gostou_mais: '',
    sugestoes_melhoria: '',
    comentarios_finais: '',
  };
}

/** Obrigatórios respondidos, o total e os pendentes (na ordem do formulário). */
export function progresso(criterios: readonly Criterio[], respostas: Partial<Record<string, string | null>> | undefined) {
  const obrigatorios = criterios.filter((c) => c.obrigatorio);
  const pendentes = obrigatorios.filter((c) => !respostas?.[c.chave]);
  return { respondidos: obrigatorios.length - pendentes.length, total: obrigatorios.length, pendentes };
}

/** Média (0–10, uma casa) das notas já dadas no formulário; nula sem notas. */
export function mediaPrevia(criterios: readonly Criterio[], respostas: Partial<Record<string, string | null>> | undefined): number | null {
  return media(criterios.map((c) => respostas?.[c.chave]).map((n) => (n ? valorDaNota(n as ChaveNota) : null)));
}


/** Corpo do POST: só as notas dadas e só os textos preenchidos. */
export function montarCorpo(saida: SaidaFormulario): CorpoAvaliacao {
  const respostas = Object.fromEntries(Object.entries(saida.respostas).filter(([, v]) => v != null)) as CorpoAvaliacao['respostas'];
  const corpo: CorpoAvaliacao = { respostas };
  for (const { chave } of TEXTOS_LIVRES) {
    const texto = saida[chave];
    if (texto) corpo[chave] = texto;
  }
  return corpo;
}

/** Campo do formulário citado pelo servidor (`recepcao`, `respostas.recepcao` ou um texto livre). */
export function campoDoServidor(campo: string, criterios: readonly Criterio[]): string | null {
  const chave = campo.replace(/^respostas\./, '');
  if (criterios.some((c) => c.chave === chave)) return `respostas.${chave}`;
  if (TEXTOS_LIVRES.some((t) => t.chave === campo)) return campo;
  return null;
}
