import { Link, useParams } from '#web/lib/roteador.tsx';
import { FormularioRedefinirSenha } from '#web/features/auth/components/formulario-redefinir-senha.tsx';
import { MolduraAuth } from '#web/features/auth/components/moldura-auth.tsx';
import { RECUPERAR_SENHA } from '#web/lib/caminhos.ts';

/** O contrato exige pelo menos 10 caracteres; menos que isso é um link cortado. */
const TAMANHO_MINIMO_TOKEN = 10;

/** /redefinir-senha/:token (página leve, decisão 006). */
export default function PaginaRedefinirSenha() {
  const { token = '' } = useParams();
  const valido = token.trim().length >= TAMANHO_MINIMO_TOKEN;
  return (
    <MolduraAuth titulo="Redefinir senha" subtitulo="Crie uma nova senha para a sua conta.">
      {valido ? (
        <FormularioRedefinirSenha token={token.trim()} />
      ) : (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
          <p>Link inválido ou ausente. Solicite uma nova recuperação.</p>
          <Link to={RECUPERAR_SENHA} className="mt-2 inline-flex min-h-11 items-center font-semibold underline">
            Solicitar novo link
          </Link>
        </div>
      )}
    </MolduraAuth>
  );
}
