import { Link, Navigate, useNavigate, useSearchParams } from '#web/lib/roteador.tsx';
import type { Sessao } from '#shared/contracts/auth.ts';
import { FormularioLogin } from '#web/features/auth/components/formulario-login.tsx';
import { LoginGoogle } from '#web/features/auth/components/login-google.tsx';
import { MolduraAuth } from '#web/features/auth/components/moldura-auth.tsx';
import { destinoSeguro } from '#web/lib/destino-seguro.ts';
import { salvarSessao, tokenValido } from '#web/lib/sessao.ts';
import { notificarSucesso } from '#web/lib/toast.ts';
import { DASHBOARD, PRIVACIDADE } from '#web/lib/caminhos.ts';

/**
 * /login (página leve, decisão 006): CPF ou e-mail + senha, ou Google quando configurado.
 * Depois do login vai para `next` (só caminhos da mesma origem) ou para /dashboard.
 */
export default function PaginaLogin() {
  const [params] = useSearchParams();
  const navegar = useNavigate();
  const destinoPedido = destinoSeguro(params.get('next'));
  const destino = destinoPedido ?? DASHBOARD;

  if (tokenValido()) return <Navigate to={destino} replace />; // leitura pura: nada de limpar sessão durante o render

  const aoEntrar = (sessao: Sessao) => {
    salvarSessao(sessao);
    notificarSucesso('Login realizado com sucesso!');
    void navegar(destino, { replace: true });
  };

  return (
    <MolduraAuth titulo="Entrar" subtitulo="Acesse com seu CPF ou e-mail e sua senha.">
      {destinoPedido && (
        <p className="mb-4 rounded-lg bg-escola-50 p-3 text-sm text-escola-900 dark:bg-slate-800 dark:text-escola-100">
          Após o login, você será levado para: <strong className="break-all">{destinoPedido}</strong>
        </p>
      )}
      <FormularioLogin aoEntrar={aoEntrar} />
      <LoginGoogle aoEntrar={aoEntrar} />
      <p className="mt-6 text-center text-xs text-slate-600 dark:text-slate-400">
        Ao entrar, você concorda que seus dados sejam usados para inscrições em eventos, registro de presença e emissão de
        certificados, conforme a{' '}
        <Link to={PRIVACIDADE} className="font-medium text-escola-700 underline dark:text-escola-100">
          Política de Privacidade
        </Link>
        .
      </p>
    </MolduraAuth>
  );
}
