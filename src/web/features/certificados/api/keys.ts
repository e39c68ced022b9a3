import type { StatusCertificado, TipoCertificado } from '#shared/rules/certificado.ts';
import { assinaturaKeys } from '#web/components/assinatura/api/keys.ts';

/** Filtros da aba "Certificados" da gestão (os mesmos do endereço e da consulta). */
export interface FiltrosGestao {
  busca?: string;
  status?: StatusCertificado;
  tipo?: TipoCertificado;
  pagina: number;
}

/**
 * Chaves das consultas dos certificados, debaixo de `['certificados']`: cancelar, reemitir, reenviar e
 * emitir invalidam o ramo todo (a mesma pessoa aparece na turma, na busca e nos certificados do instrutor).
 */
export const certificadosKeys = {
  todos: () => ['certificados'] as const,
  meus: () => [...certificadosKeys.todos(), 'meus'] as const,
  instrutor: () => [...certificadosKeys.todos(), 'instrutor'] as const,
  gestao: (f: FiltrosGestao) => [...certificadosKeys.todos(), 'gestao', f] as const,
  turmas: () => [...certificadosKeys.todos(), 'turmas'] as const,
  turma: (turmaId: number) => [...certificadosKeys.todos(), 'turma', turmaId] as const,
  lote: (loteId: number) => [...certificadosKeys.todos(), 'lote', loteId] as const,
  assinantesPadrao: () => [...certificadosKeys.todos(), 'assinantes-padrao'] as const,
  /**
   * GET /api/assinatura/lista: pessoas com assinatura salva, fora do ramo (não muda com os certificados) e
   * debaixo de `['assinaturas']`: salvar ou remover a própria assinatura (modal do perfil) já a marca como velha.
   */
  assinaturas: () => [...assinaturaKeys.todas(), 'lista'] as const,
};

/** Chaves das consultas dos certificados avulsos (a lista de quem pode assinar é `certificadosKeys.assinaturas`). */
export const avulsosKeys = {
  todos: () => ['certificados-avulsos'] as const,
  lista: () => [...avulsosKeys.todos(), 'lista'] as const,
};
