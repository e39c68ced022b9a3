import { z } from 'zod';
import { textoSeguro } from './campos.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * Histórico de formação (issue 21): a pessoa baixa o PDF com os cursos concluídos; qualquer pessoa
 * valida pelo código (só o que o histórico prova).
 */
const tag = 'Históricos de formação';

export const HorasNoAnoSchema = z.object({ ano: z.number().int(), horas: z.number().int(), cursos: z.number().int() });

export const TotaisSchema = z.object({ por_ano: z.array(HorasNoAnoSchema), horas: z.number().int(), cursos: z.number().int() });

/** Validação pública: nome, emissão, cursos (com a situação de hoje de cada certificado) e totais. */
export const ValidacaoHistoricoSchema = z.object({
  situacao: z.enum(['valido', 'nao_encontrado']),
  mensagem: z.string(),
  historico: z
    .object({
      codigo: z.string(),
      nome: z.string(),
      emitido_em: z.string(),
      itens: z.array(
        z.object({
          curso: z.string(),
          turma: z.string().nullable(),
          data_inicio: z.string().nullable(),
          data_fim: z.string().nullable(),
          carga_horaria: z.number().int(),
          numero: z.string(),
          /** O certificado continua válido hoje (falso: cancelado ou substituído depois da emissão do histórico). */
          certificado_valido: z.boolean(),
        }),
      ),
      totais: TotaisSchema,
      /** Quantos cursos listados perderam a validade depois da emissão. */
      sem_validade: z.number().int(),
      hash_sha256: z.string().nullable(),
    })
    .nullable(),
});
export type ValidacaoHistorico = z.infer<typeof ValidacaoHistoricoSchema>;

export const CodigoHistoricoParamsSchema = z.object({
  codigo: z.string().max(300, 'Código de validação inválido.').refine(textoSeguro, 'Código de validação inválido.'),
});

const PdfSchema = z.custom<Uint8Array>((v) => v instanceof Uint8Array).describe('PDF do histórico de formação');

export const historicosEndpoints = {
  baixar: defineEndpoint({
    method: 'GET', path: '/api/historicos/meu/pdf', acesso: 'autenticado', tag,
    resumo: 'O PDF do meu histórico de formação (emite um histórico novo só quando a lista mudou; senão devolve o mesmo)', response: PdfSchema,
  }),
  validar: defineEndpoint({
    method: 'GET', path: '/api/historicos/validar/:codigo', acesso: 'publico', tag, cache: 'no-store',
    resumo: 'Validação pública do histórico pelo código (registrada; limite por IP)', params: CodigoHistoricoParamsSchema, response: ValidacaoHistoricoSchema,
  }),
};
