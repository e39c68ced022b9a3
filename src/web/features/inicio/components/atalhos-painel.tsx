import { temAlgumPerfil, type Perfil } from '#shared/rules/perfis.ts';
import { DESTINOS_POR_PERFIL, DESTINOS_USUARIO } from './destinos.ts';
import { GradeAtalhos } from './grade-atalhos.tsx';

interface Props {
  perfis: readonly Perfil[];
  /** A tela já existe? As que não existem ficam fora (nenhum atalho leva ao "Em breve"). */
  disponivel: (para: string) => boolean;
}

/**
 * Atalhos do painel: os painéis de instrutor e administrador (conforme o perfil) e o menu do
 * usuário, como cartões-link, só das telas que já existem: cada atalho aparece quando a tela chega.
 */
export function AtalhosPainel({ perfis, disponivel }: Props) {
  const extras = DESTINOS_POR_PERFIL.filter((e) => temAlgumPerfil(perfis, [e.perfil])).map((e) => e.destino);
  const todos = [...extras, ...DESTINOS_USUARIO];
  const prontos = todos.filter((d) => disponivel(d.para));
  return (
    <section aria-labelledby="titulo-atalhos" className="space-y-3">
      <h2 id="titulo-atalhos" className="text-lg font-bold">
        Acesso rápido
      </h2>
      {prontos.length > 0 && <GradeAtalhos destinos={prontos} rotulo="Telas disponíveis" />}
    </section>
  );
}
