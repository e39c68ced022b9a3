import { KeyRound, LifeBuoy, LogIn, MessageCircle, UserPlus, type LucideIcon } from 'lucide-react';
import { Link } from '#web/lib/roteador.tsx';
import { CabecalhoPagina } from '#web/components/ui/estados.tsx';
import { PERGUNTAS_GERAIS } from '#web/features/inicio/components/perguntas-gerais.ts';
import { PerguntasFrequentes, type Pergunta } from '#web/features/inicio/components/perguntas-frequentes.tsx';
import { useLogado } from '#web/lib/use-logado.ts';
import { AJUDA, AJUDA_CADASTRO, CADASTRO, CONTATO, LOGIN, RECUPERAR_SENHA } from '#web/lib/caminhos.ts';

const LINK = 'font-semibold text-escola-700 underline underline-offset-2 dark:text-escola-100';

/** Dúvidas de quem ainda não tem conta ou não consegue entrar; as demais são as da Central de Ajuda. */
const PERGUNTAS_VISITANTE: Pergunta[] = [
  {
    pergunta: 'Preciso de uma conta para participar?',
    resposta: 'Sim. A inscrição em cursos e eventos, a presença por QR Code e os certificados ficam na sua conta. Criar a conta é gratuito e leva poucos minutos: tenha em mãos CPF, e-mail e os dados do seu vínculo de trabalho.',
  },
  {
    pergunta: 'Como entro na plataforma?',
    resposta: 'Em “Entrar”, use o CPF ou o e-mail da conta e a sua senha. Se não lembrar a senha, toque em “Esqueceu sua senha?” na própria tela de entrada.',
  },
];

interface Atalho {
  rotulo: string;
  para: string;
  descricao: string;
  Icone: LucideIcon;
}

const ATALHOS_VISITANTE: Atalho[] = [
  { rotulo: 'Criar conta', para: CADASTRO, descricao: 'Cadastre-se para se inscrever e receber certificados.', Icone: UserPlus },
  { rotulo: 'Ajuda com o cadastro', para: AJUDA_CADASTRO, descricao: 'O que cada campo do cadastro pede e por quê.', Icone: LifeBuoy },
  { rotulo: 'Esqueci minha senha', para: RECUPERAR_SENHA, descricao: 'Receba por e-mail um link para criar outra senha.', Icone: KeyRound },
  { rotulo: 'Fale com a equipe', para: CONTATO, descricao: 'Endereço, telefone, e-mail e horário de atendimento.', Icone: MessageCircle },
];

const ATALHOS_LOGADO: Atalho[] = [
  { rotulo: 'Central de Ajuda', para: AJUDA, descricao: 'As perguntas frequentes e o Manual do Usuário.', Icone: LifeBuoy },
  { rotulo: 'Fale com a equipe', para: CONTATO, descricao: 'Endereço, telefone, e-mail e horário de atendimento.', Icone: MessageCircle },
];

/** Ajuda pública: atalhos de quem ainda não entrou (criar conta, senha, contato) e as perguntas frequentes. */
export default function PaginaAjudaPublica() {
  const logado = useLogado();
  const atalhos = logado ? ATALHOS_LOGADO : ATALHOS_VISITANTE;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6">
      <CabecalhoPagina
        titulo="Ajuda"
        subtitulo="Tire suas dúvidas sobre a plataforma da Escola da Saúde, mesmo sem ter entrado."
        acoes={
          !logado && (
            <Link to={LOGIN} className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-escola-700 px-4 text-sm font-semibold text-white hover:bg-escola-800">
              <LogIn aria-hidden="true" className="size-4" />
              Entrar
            </Link>
          )
        }
      />
      <nav aria-label="Atalhos de ajuda">
        <ul className="grid gap-3 sm:grid-cols-2">
          {atalhos.map(({ rotulo, para, descricao, Icone }) => (
            <li key={para}>
              <Link
                to={para}
                className="flex min-h-16 items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-escola-600 hover:bg-escola-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-escola-100 dark:hover:bg-slate-800"
              >
                <Icone aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-escola-700 dark:text-escola-100" />
                <span>
                  <span className="block font-semibold text-escola-800 dark:text-escola-100">{rotulo}</span>
                  <span className="block text-sm text-slate-600 dark:text-slate-300">{descricao}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="faq-publico-titulo" className="space-y-3">
        <h2 id="faq-publico-titulo" className="text-xl font-bold text-escola-800 dark:text-escola-100">
          Perguntas frequentes
        </h2>
        <PerguntasFrequentes perguntas={[...(logado ? [] : PERGUNTAS_VISITANTE), ...PERGUNTAS_GERAIS]} />
      </section>
      <p className="text-slate-700 dark:text-slate-200">
        Não achou o que procurava?{' '}
        <Link to={CONTATO} className={LINK}>
          Fale com a equipe da Escola
        </Link>
        .
      </p>
    </div>
  );
}
