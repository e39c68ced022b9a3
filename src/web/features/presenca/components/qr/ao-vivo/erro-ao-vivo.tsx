import { Lock } from 'lucide-react';
import { ErroCarregamento } from '#web/components/ui/estados.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { Link } from '#web/lib/roteador.tsx';
import { LOGIN, PRESENCA_INSTRUTOR } from '#web/lib/caminhos.ts';

const LINK = 'inline-flex min-h-11 items-center font-semibold text-escola-700 underline underline-offset-4 dark:text-escola-100';

/** Texto para 403/404/401: o do servidor quando ele escreveu um, senão um padrão que diz o que fazer. */
function textoDaRecusa(erro: ApiError): string {
  // sem corpo de erro da API (code HTTP: o texto cru da resposta) ou com o texto padrão do cliente: o nosso
  const padrao = erro.code === 'HTTP' || /^(Sem permissão \(403\)|Não autorizado \(401\))$/.test(erro.message);
  if (!padrao && erro.message) return erro.message;
  if (erro.status === 404) return 'Turma não encontrada.';
  if (erro.status === 401) return 'Sua sessão terminou. Entre de novo para abrir o QR ao vivo.';
  return 'Você não é instrutor desta turma: só os instrutores dela e a administração abrem o QR ao vivo.';
}

/** Falha ao abrir o QR ao vivo: recusa (sem acesso, turma inexistente, sessão) ou rede, com o próximo passo. */
export function ErroAoVivo({ erro, aoTentar }: { erro: unknown; aoTentar: () => void }) {
  if (erro instanceof ApiError && [401, 403, 404].includes(erro.status)) {
    const aqui = window.location.pathname + window.location.search;
    return (
      <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-6 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50">
        <p className="flex items-start gap-2 font-medium">
          <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {textoDaRecusa(erro)}
        </p>
        <p className="mt-3 flex flex-wrap gap-x-6">
          {erro.status === 401 ? (
            <Link to={`${LOGIN}?next=${encodeURIComponent(aqui)}`} className={LINK}>
              Entrar
            </Link>
          ) : (
            <Link to={PRESENCA_INSTRUTOR} className={LINK}>
              Ver as minhas turmas
            </Link>
          )}
        </p>
      </div>
    );
  }
  const tempo = erro instanceof ApiError && erro.code === 'TEMPO_ESGOTADO';
  return (
    <ErroCarregamento
      mensagem={`Não foi possível carregar o QR ao vivo. ${tempo ? 'O servidor demorou a responder.' : 'Confira a conexão com a internet.'}`}
      aoTentar={aoTentar}
    />
  );
}
