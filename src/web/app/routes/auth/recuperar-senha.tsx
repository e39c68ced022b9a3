import { FormularioRecuperarSenha } from '#web/features/auth/components/formulario-recuperar-senha.tsx';
import { MolduraAuth } from '#web/features/auth/components/moldura-auth.tsx';

/** /recuperar-senha (página leve, decisão 006). */
export default function PaginaRecuperarSenha() {
  return (
    <MolduraAuth titulo="Recuperar senha" subtitulo="Informe seu e-mail e enviaremos um link para você criar uma nova senha.">
      <FormularioRecuperarSenha />
    </MolduraAuth>
  );
}
