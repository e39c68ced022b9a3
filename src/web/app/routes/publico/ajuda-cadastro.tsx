import { Link } from '#web/lib/roteador.tsx';
import { MENSAGEM_SENHA_FRACA } from '#shared/rules/senha.ts';
import { CabecalhoPagina } from '#web/components/ui/estados.tsx';
import { PerguntasFrequentes, type Pergunta } from '#web/features/inicio/components/perguntas-frequentes.tsx';
import { VoltarInicio } from '#web/features/inicio/components/voltar-inicio.tsx';
import { CADASTRO, CONTATO, PRIVACIDADE } from '#web/lib/caminhos.ts';

const LINK = 'font-semibold text-escola-700 underline dark:text-escola-100';

const PERGUNTAS: Pergunta[] = [
  {
    pergunta: 'Por que a plataforma pede meu CPF?',
    resposta: 'O CPF identifica você de forma única: é com ele (ou com o e-mail) que você entra, e ele garante que seus certificados saiam no seu nome. Cada CPF tem uma só conta. Pode digitar com ou sem pontos e traço; os dígitos verificadores são conferidos na hora.',
  },
  {
    pergunta: 'Qual e-mail devo usar?',
    resposta: 'Um e-mail que você acessa com frequência. Ele recebe os avisos de inscrição e certificado e o link para criar uma nova senha, caso você a esqueça. Cada e-mail pode estar em uma só conta.',
  },
  {
    pergunta: 'Como deve ser a senha?',
    resposta: `${MENSAGEM_SENHA_FRACA} Uma boa ideia é juntar palavras que só você associa, com números e um símbolo. Não use a mesma senha de outros sites.`,
  },
  {
    pergunta: 'Como escrevo meu nome?',
    resposta: 'Use o nome completo, com maiúscula só nas iniciais (por exemplo, “Ana Paula de Souza”), sem abreviar. Ele sai exatamente assim no certificado.',
  },
  {
    pergunta: 'Para que servem cargo, unidade, escolaridade e os demais campos do perfil?',
    resposta: 'Eles dizem quem participa das ações da Escola. Alguns eventos são restritos a certos cargos ou unidades, e os relatórios de formação usam esses dados de forma agregada, sem identificar ninguém. Sem eles o cadastro fica incompleto e algumas áreas não abrem.',
  },
  {
    pergunta: 'E se eu não quiser informar gênero, orientação sexual ou cor/raça?',
    resposta: 'Escolha “Prefiro não informar”. A opção vale como resposta e não prejudica inscrições nem certificados. Em deficiência, se não tiver nenhuma, escolha “Não possuo”.',
  },
  {
    pergunta: 'O que é o registro funcional? Preciso preencher?',
    resposta: 'É o número de matrícula das servidoras e dos servidores da Prefeitura de Santos, no formato 00.000-0. Só quem é servidor municipal preenche; os demais deixam o campo em branco.',
  },
  {
    pergunta: 'Não trabalho na Prefeitura. Qual unidade escolho?',
    resposta: 'Escolha a unidade “Outros” (sigla OUTROS). Ela serve para estudantes, profissionais de outras instituições e demais participantes.',
  },
  {
    pergunta: 'Por que pedem o celular e a data de nascimento?',
    resposta: 'O celular é usado para contato sobre as turmas em que você se inscreve. A data de nascimento completa a identificação no certificado e entra, por faixa etária, nos indicadores da Escola.',
  },
  {
    pergunta: 'Errei um dado depois de criar a conta. E agora?',
    resposta: 'Depois de entrar, corrija em Meu Perfil (“Atualizar Cadastro”). Só o CPF não pode ser alterado por você: nesse caso, fale com a equipe pela página de contato.',
  },
];

/** Ajuda pública com o cadastro (exibida sem a barra de navegação). */
export default function PaginaAjudaCadastro() {
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6">
      <VoltarInicio />
      <CabecalhoPagina titulo="Ajuda com o cadastro" subtitulo="Respostas rápidas para criar sua conta sem tropeços." />
      <PerguntasFrequentes perguntas={PERGUNTAS} />
      <p className="text-slate-700 dark:text-slate-200">
        Tudo certo?{' '}
        <Link to={CADASTRO} className={LINK}>
          Criar minha conta
        </Link>{' '}
        · Ainda com dúvida?{' '}
        <Link to={CONTATO} className={LINK}>
          Fale com a equipe
        </Link>{' '}
        · Veja como tratamos seus dados na{' '}
        <Link to={PRIVACIDADE} className={LINK}>
          Política de Privacidade
        </Link>
        .
      </p>
    </div>
  );
}
