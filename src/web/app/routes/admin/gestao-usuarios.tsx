import { CabecalhoPagina } from '#web/components/ui/estados.tsx';
import { GestaoUsuarios } from '#web/features/usuarios/components/gestao-usuarios.tsx';

/** Gestão de Usuários (administradores): busca, perfis, edição e situação das contas. */
export default function PaginaGestaoUsuarios() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <CabecalhoPagina titulo="Gestão de Usuários" subtitulo="Busque, visualize e atualize perfis com segurança." />
      <GestaoUsuarios />
    </div>
  );
}
