import { z } from 'zod';

/**
 * Códigos de erro da API. Poucos e genéricos; códigos de domínio só onde a interface
 * precisa distinguir o caso.
 */
export const ErrorCodeSchema = z.enum([
  /** Corpo, parâmetros ou query não passam no contrato (400). */
  'DADOS_INVALIDOS',
  /** Sem sessão válida (401). */
  'NAO_AUTENTICADO',
  /** Identificador ou senha incorretos no login (401). */
  'CREDENCIAIS_INVALIDAS',
  /** Conta desativada por um administrador (403). */
  'CONTA_DESATIVADA',
  /** Sessão válida, mas o perfil não permite a ação (403). */
  'SEM_PERMISSAO',
  /** Escrita autenticada por cookie vinda de outra origem (403). */
  'ORIGEM_INVALIDA',
  /** Recurso inexistente ou que não pertence a quem pede (404). */
  'NAO_ENCONTRADO',
  /** Rota da API inexistente (404). */
  'ROTA_NAO_ENCONTRADA',
  /** Conflito com dado existente, como CPF ou e-mail já cadastrado (409). */
  'CONFLITO',
  /** Corpo maior que o permitido (413), ou cabeçalhos e endereço acima do limite do servidor HTTP (431). */
  'MUITO_GRANDE',
  /** Regra de negócio impede a ação (422). */
  'REGRA_NEGOCIO',
  /** Link de redefinição de senha inválido, usado ou expirado (400). */
  'TOKEN_INVALIDO',
  /** Muitas tentativas em pouco tempo (429). */
  'MUITAS_TENTATIVAS',
  /** Recurso desligado nesta instalação, como o login com Google sem configuração (404), ou serviço externo fora do ar (503). */
  'INDISPONIVEL',
  /** Falha inesperada do servidor (500). */
  'ERRO_INTERNO',
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** Corpo de erro: o cliente lê `erro`, depois `message`. */
export const ErrorBodySchema = z.object({
  erro: z.string().describe('Mensagem em português, própria para mostrar à pessoa'),
  message: z.string().describe('A mesma mensagem (compatibilidade)'),
  code: ErrorCodeSchema,
  details: z.unknown().optional().describe('Detalhes, como os problemas por campo'),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Problema de validação de um campo, em `details.campos`. */
export const CampoInvalidoSchema = z.object({ campo: z.string(), mensagem: z.string() });
export type CampoInvalido = z.infer<typeof CampoInvalidoSchema>;
