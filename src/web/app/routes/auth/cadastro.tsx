import { FormularioCadastro } from '#web/features/auth/components/formulario-cadastro.tsx';
import { MolduraAuth } from '#web/features/auth/components/moldura-auth.tsx';
import { RegrasDicas } from '#web/features/auth/components/regras-dicas.tsx';
import { SecaoPerfilOpcional } from '#web/features/perfil/components/secao-perfil-opcional.tsx';

/** /cadastro e /registro: cria a conta e entra; o perfil (listas de apoio) é opcional aqui. */
export default function PaginaCadastro() {
  return (
    <MolduraAuth titulo="Cadastro" subtitulo="Crie sua conta para acessar cursos, presenças e certificados." largo>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <RegrasDicas />
        <FormularioCadastro secaoPerfil={(registrar, erros) => <SecaoPerfilOpcional registrar={registrar} erros={erros} />} />
      </div>
    </MolduraAuth>
  );
}
