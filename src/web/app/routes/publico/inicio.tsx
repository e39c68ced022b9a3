import { Link } from '#web/lib/roteador.tsx';
import { telaDisponivel } from '#web/app/rotas.ts';
import { ATALHOS_INICIO } from '#web/features/inicio/components/destinos.ts';
import { GradeAtalhos } from '#web/features/inicio/components/grade-atalhos.tsx';
import { HeroInicio } from '#web/features/inicio/components/hero-inicio.tsx';
import { ProximosEventos } from '#web/features/inicio/components/proximos-eventos.tsx';
import { ValidarCertificadoForm } from '#web/features/inicio/components/validar-certificado-form.tsx';
import { useSessao } from '#web/lib/use-sessao.ts';
import { AJUDA_CADASTRO, CONTATO, PRIVACIDADE, SOBRE, VALIDAR_CERTIFICADO } from '#web/lib/caminhos.ts';

const SAIBA_MAIS = [
  { para: SOBRE, rotulo: 'Sobre a Escola' },
  { para: CONTATO, rotulo: 'Contato' },
  { para: AJUDA_CADASTRO, rotulo: 'Ajuda com o cadastro' },
  { para: PRIVACIDADE, rotulo: 'Política de Privacidade' },
];

/** Página inicial da Escola: o que ela oferece, atalhos de quem entrou, agenda e validação de certificado. */
export default function PaginaInicio() {
  const { logado, usuario } = useSessao();
  const nome = logado ? (usuario?.nome?.trim() ?? '') : null;
  return (
    <>
      <HeroInicio nome={nome} />
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
        {logado && (
          <section aria-labelledby="titulo-atalhos-inicio" className="space-y-3">
            <h2 id="titulo-atalhos-inicio" className="text-lg font-bold">
              Seus atalhos
            </h2>
            <GradeAtalhos destinos={ATALHOS_INICIO} rotulo="Atalhos" disponivel={telaDisponivel} />
          </section>
        )}
        <div className="grid gap-6 md:grid-cols-2">
          <ProximosEventos logado={logado} />
          <ValidarCertificadoForm disponivel={telaDisponivel(VALIDAR_CERTIFICADO)} />
        </div>
        <nav aria-label="Saiba mais" className="flex flex-wrap gap-x-6 gap-y-2">
          {SAIBA_MAIS.map((l) => (
            <Link key={l.para} to={l.para} className="inline-flex min-h-11 items-center font-semibold text-escola-700 underline underline-offset-4 dark:text-escola-100">
              {l.rotulo}
            </Link>
          ))}
        </nav>
      </div>
    </>
  );
}
