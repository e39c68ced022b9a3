/** Recusas de começar o teste (do servidor ou da situação já conhecida), com título e próximo passo. */
import { ApiError } from '#web/lib/api-client.ts';
import { AVALIAR, EVENTOS, MINHAS_INSCRICOES, MINHAS_PRESENCAS, TESTE, caminho } from '#web/lib/caminhos.ts';

export interface Passo {
  rotulo: string;
  para: string;
}

export interface Recusa {
  titulo: string;
  mensagem: string;
  passos: Passo[];
}

const VOLTAR: Passo = { rotulo: 'Voltar aos testes', para: TESTE };

/** Título e próximo passo de cada motivo (`details.motivo` do servidor ou `recusa.codigo` da lista). */
function porMotivo(motivo: string | undefined, turmaId: number, avaliacaoPendente: boolean): Omit<Recusa, 'mensagem'> {
  switch (motivo) {
    case 'NAO_INSCRITO':
      return { titulo: 'Você não está inscrito nesta turma', passos: [{ rotulo: 'Ver eventos', para: EVENTOS }, VOLTAR] };
    case 'TESTE_NAO_PUBLICADO':
      return { titulo: 'O teste ainda não está disponível', passos: [VOLTAR] };
    case 'TURMA_NAO_ENCERRADA':
      return { titulo: 'A turma ainda não terminou', passos: [{ rotulo: 'Ver Meus Cursos', para: MINHAS_INSCRICOES }, VOLTAR] };
    case 'FREQUENCIA_INSUFICIENTE':
      return { titulo: 'Frequência abaixo do mínimo', passos: [{ rotulo: 'Ver minhas presenças', para: MINHAS_PRESENCAS }, VOLTAR] };
    case 'LIMITE_DE_TENTATIVAS':
      return { titulo: 'Limite de tentativas atingido', passos: [VOLTAR] };
    case 'JA_APROVADO':
      return {
        titulo: 'Você já foi aprovado neste teste',
        passos: avaliacaoPendente ? [{ rotulo: 'Avaliar o curso', para: caminho(AVALIAR, { turmaId: turmaId }) }, VOLTAR] : [VOLTAR],
      };
    default:
      return { titulo: 'Não é possível fazer este teste', passos: [VOLTAR] };
  }
}

export function recusaPorMotivo(motivo: string | undefined, mensagem: string, turmaId: number, avaliacaoPendente = false): Recusa {
  return { ...porMotivo(motivo, turmaId, avaliacaoPendente), mensagem };
}

/**
 * A recusa de `POST …/teste/tentativas` (403 com `details.motivo`, 409 com o motivo, 404), ou nulo para
 * as falhas que valem tentar de novo (rede, 500): essas ficam como aviso junto do botão.
 */
export function recusaDoErro(err: unknown, turmaId: number): Recusa | null {
  if (!(err instanceof ApiError) || ![403, 404, 409].includes(err.status)) return null;
  if (err.status === 404) return { titulo: 'Teste não encontrado', mensagem: err.message || 'Não há teste para esta turma.', passos: [VOLTAR] };
  const motivo = (err.details as { motivo?: unknown } | null | undefined)?.motivo;
  return recusaPorMotivo(typeof motivo === 'string' ? motivo : undefined, err.message, turmaId);
}
