import { temAlgumPerfil, type Perfil } from '#shared/rules/perfis.ts';
import { DESTINOS_POR_PERFIL, DESTINOS_USUARIO } from './destinos.ts';
import { GradeAtalhos } from './grade-atalhos.tsx';

/** Atalhos do painel: o menu do usuário e, conforme o perfil, os painéis de instrutor e administrador. */
export function AtalhosPainel({ perfis }: { perfis: readonly Perfil[] }) {
  const extras = DESTINOS_POR_PERFIL.filter((e) => temAlgumPerfil(perfis, [e.perfil])).map((e) => e.destino);
  return (
    <section aria-labelledby="titulo-atalhos" className="space-y-3">
      <h2 id="titulo-atalhos" className="text-lg font-bold">
        Acesso rápido
      </h2>
      {extras.length > 0 && <GradeAtalhos destinos={extras} rotulo="Painéis de gestão" />}
      <GradeAtalhos destinos={DESTINOS_USUARIO} rotulo="Menu do usuário" />
    </section>
  );
}
