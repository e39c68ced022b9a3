import { Award, CalendarDays, GraduationCap, ScanLine } from 'lucide-react';
import { Link } from '#web/lib/roteador.tsx';
import { NOME_ESCOLA } from '../links-oficiais.ts';
import { CADASTRO, LOGIN } from '#web/lib/caminhos.ts';

const OFERTAS = [
  { Icone: GraduationCap, titulo: 'Cursos', texto: 'Formação e atualização para profissionais da rede de saúde.' },
  { Icone: CalendarDays, titulo: 'Eventos', texto: 'Palestras, oficinas, seminários e congressos com inscrição on-line.' },
  { Icone: Award, titulo: 'Certificados', texto: 'Emitidos na plataforma e validáveis por código, a qualquer hora.' },
  { Icone: ScanLine, titulo: 'Presença por QR', texto: 'Confirme a presença lendo o QR Code da turma pelo celular.' },
];

const primeiroNome = (nome: string) => nome.trim().split(/\s+/)[0] ?? '';

const BOTAO = 'inline-flex min-h-11 items-center justify-center rounded-lg px-5 font-semibold';

/** Abertura da página inicial: o que a Escola oferece e o convite para entrar ou criar conta. */
export function HeroInicio({ nome }: { nome: string | null }) {
  const logado = nome !== null;
  return (
    <section aria-labelledby="titulo-inicio" className="bg-escola-800 text-white dark:bg-escola-900">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <p className="text-sm font-semibold tracking-wide text-escola-100 uppercase">Secretaria Municipal de Saúde · Santos/SP</p>
        <h1 id="titulo-inicio" className="mt-2 text-3xl font-bold sm:text-4xl">
          {NOME_ESCOLA}
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-escola-50">
          Educação permanente para quem cuida da saúde da cidade: inscreva-se em cursos e eventos, registre presença e receba seus certificados.
        </p>
        {logado ? (
          <p className="mt-6 text-xl font-semibold">{nome ? `Olá, ${primeiroNome(nome)}!` : 'Olá!'}</p>
        ) : (
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={LOGIN} className={`${BOTAO} bg-white text-escola-800 hover:bg-escola-50`}>
              Entrar
            </Link>
            <Link to={CADASTRO} className={`${BOTAO} border border-white text-white hover:bg-escola-700`}>
              Criar conta
            </Link>
          </div>
        )}
        <ul aria-label="O que a Escola oferece" className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {OFERTAS.map(({ Icone, ...o }) => (
            <li key={o.titulo} className="rounded-xl bg-white/10 p-4">
              <Icone aria-hidden="true" className="size-7 text-escola-100" />
              <h2 className="mt-2 font-bold">{o.titulo}</h2>
              <p className="text-sm text-escola-50">{o.texto}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
