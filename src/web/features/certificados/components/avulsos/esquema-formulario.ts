/**
 * A ponte entre os campos da tela e o `NovoAvulsoSchema` do contrato (o mesmo que o servidor usa, com as
 * mesmas mensagens), e o modelo de cada campo (SPEC §5): CPF só com dígitos, e-mail em minúsculas,
 * carga horária só com dígitos.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { LIMITES_AVULSO, MENSAGENS_AVULSO, NovoAvulsoSchema, type NovoAvulso } from '#shared/contracts/certificados-avulsos.ts';

/** Os campos como texto, do jeito que o formulário guarda. */
export interface ValoresAvulso {
  nome: string;
  cpf: string;
  email: string;
  curso: string;
  carga_horaria: string;
  data_inicio: string;
  data_fim: string;
}

/** Ordem do formulário: o foco vai ao primeiro campo recusado. */
export const CAMPOS_AVULSO = ['nome', 'cpf', 'email', 'curso', 'carga_horaria', 'data_inicio', 'data_fim'] as const satisfies readonly (keyof ValoresAvulso)[];

export const avulsoVazio = (): ValoresAvulso => ({ nome: '', cpf: '', email: '', curso: '', carga_horaria: '', data_inicio: '', data_fim: '' });

export const soDigitos = (v: string, max?: number) => {
  const d = v.replace(/\D/g, '');
  return max === undefined ? d : d.slice(0, max);
};
export const mascaraCpfAvulso = (v: string) => soDigitos(v, LIMITES_AVULSO.cpf);
export const mascaraEmail = (v: string) => v.toLowerCase().slice(0, LIMITES_AVULSO.email);

/**
 * Uma data digitada pela metade (ou 31/02) chega ao formulário como texto vazio, mas o navegador marca
 * `validity.badInput`. Sem isto ela passaria por "não informada" (e o término viraria o início): o texto
 * inválido faz o contrato responder "Data de início inválida." / "Data de término inválida.".
 */
const INVALIDA = 'data-invalida';
const digitadaPelaMetade = (ref: unknown) => (ref as { validity?: ValidityState } | undefined)?.validity?.badInput === true;

const resolverDoContrato = zodResolver(NovoAvulsoSchema);

export const resolverAvulso: Resolver<ValoresAvulso, unknown, NovoAvulso> = async (valores, ctx, opcoes) => {
  const carga = valores.carga_horaria.trim();
  const ajustados: z.input<typeof NovoAvulsoSchema> = { ...valores, carga_horaria: /^\d+$/.test(carga) ? Number(carga) : carga };
  for (const campo of ['data_inicio', 'data_fim'] as const) {
    if (digitadaPelaMetade(opcoes.fields[campo]?.ref)) ajustados[campo] = INVALIDA;
  }
  const resultado = await resolverDoContrato(ajustados, ctx, opcoes as never);
  // carga vazia: o contrato responde "Preencha…" na união (número ou texto), mas o resolver mostra o 1º ramo
  const erroCarga = resultado.errors.carga_horaria;
  if (erroCarga && carga === '') erroCarga.message = MENSAGENS_AVULSO.obrigatorios;
  return resultado as never;
};

/**
 * Refaz o valor a cada mudança (também no que foi colado) e, quando o campo permite, mantém o cursor
 * onde a pessoa estava (descontando o que saiu antes dele).
 */
export function comModelo(registro: UseFormRegisterReturn, modelo: (v: string) => string): UseFormRegisterReturn {
  return {
    ...registro,
    onChange: (e: { target: HTMLInputElement }) => {
      const campo = e.target;
      const antes = campo.value;
      const depois = modelo(antes);
      if (depois !== antes) {
        const cursor = campo.selectionStart;
        campo.value = depois;
        if (cursor !== null) {
          const pos = Math.max(0, Math.min(depois.length, cursor - (antes.length - depois.length)));
          try {
            campo.setSelectionRange(pos, pos);
          } catch {
            /* e-mail e número não têm cursor programável */
          }
        }
      }
      return registro.onChange(e);
    },
  };
}
