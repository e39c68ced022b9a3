import { matchPath, useLocation } from '#web/lib/roteador.tsx';
import type { SobDemanda } from '#web/lib/sob-demanda.ts';
import { tela } from './telas-por-caminho.ts';
import { CHAMADA, NOVA_CHAMADA, SUBMISSOES, SUBMISSOES_ADMIN, SUBMISSOES_DA_CHAMADA } from '#web/lib/caminhos.ts';

/**
 * As telas das chamadas de trabalhos numa entrada só da tabela de rotas (ver `telas-por-caminho.ts`): quem
 * submete (/submissoes) e a administração (a chamada e os trabalhos). Cada tela desce no seu pedaço; o leitor
 * de Markdown do edital só vem com elas.
 */
const Submissoes = tela(() => import('#web/features/chamadas/components/participante/pagina-submissoes.tsx').then((m) => m.SubmissaoDeTrabalhos));
const Chamada = tela(() => import('#web/features/chamadas/components/admin/pagina-chamada.tsx').then((m) => m.PaginaChamada));
const SubmissoesAdmin = tela(() => import('#web/features/chamadas/components/admin/pagina-submissoes-admin.tsx').then((m) => m.PaginaSubmissoesAdmin));

const TELAS = {
  [SUBMISSOES]: Submissoes,
  [NOVA_CHAMADA]: Chamada,
  [SUBMISSOES_ADMIN]: SubmissoesAdmin,
  [SUBMISSOES_DA_CHAMADA]: SubmissoesAdmin,
  [CHAMADA]: Chamada,
} satisfies Record<string, SobDemanda>;
type Padrao = keyof typeof TELAS;
/** Na ordem de escolha: `/admin/chamadas/new` antes de `/admin/chamadas/:id`. */
const PADROES = Object.keys(TELAS) as Padrao[];

/** O padrão da tabela que casa com o caminho (o roteador ignora maiúsculas e a barra final; aqui também), ou nulo. */
export function padraoDoCaminho(pathname: string): Padrao | null {
  return PADROES.find((p) => matchPath(p, pathname)) ?? null;
}

// a tela do endereço de entrada começa a descer junto com este módulo, enquanto a guarda confere a sessão
const deEntrada = typeof window === 'undefined' ? null : padraoDoCaminho(window.location.pathname);
if (deEntrada) TELAS[deEntrada].carregar().catch(() => undefined);

/** /submissoes, /admin/chamadas/new, /admin/chamadas/:id, /admin/submissoes e /admin/chamadas/:chamadaId/submissoes. */
export default function PaginaChamadas() {
  const padrao = padraoDoCaminho(useLocation().pathname);
  if (!padrao) return null;
  const Tela = TELAS[padrao];
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Tela />
    </div>
  );
}
