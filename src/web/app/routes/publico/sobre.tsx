import { Link } from '#web/lib/roteador.tsx';
import { CabecalhoPagina } from '#web/components/ui/estados.tsx';
import { SecaoTexto } from '#web/features/inicio/components/secao-texto.tsx';
import { formatarTelefone } from '#shared/rules/telefone.ts';
import { useInstituicao } from '#web/lib/dados/instituicao.ts';
import { AJUDA_CADASTRO, CADASTRO, CONTATO, PRIVACIDADE } from '#web/lib/caminhos.ts';

/** Sobre a Escola: quem somos, para quem, o que a plataforma faz. */
export default function PaginaSobre() {
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-6">
      <CabecalhoPagina titulo="Sobre a Escola" subtitulo="Educação permanente em saúde para a rede municipal de Santos." />
      <SecaoTexto titulo="Quem somos">
        <p>
          A Escola da Saúde é a escola de saúde pública da Secretaria Municipal de Saúde de Santos. Ela organiza a formação de quem trabalha no SUS da
          cidade: cursos de atualização, capacitações, oficinas, seminários, congressos e mostras de trabalhos científicos.
        </p>
        <p>
          O trabalho parte da educação permanente: aprender a partir dos desafios reais dos serviços, valorizando a troca entre profissionais, gestores,
          estudantes e a comunidade.
        </p>
      </SecaoTexto>
      <SecaoTexto titulo="Para quem">
        <ul>
          <li>Servidoras e servidores da Prefeitura que atuam na saúde, em todas as unidades e categorias profissionais.</li>
          <li>Profissionais de serviços parceiros, residentes e estudantes, quando o evento for aberto a esse público.</li>
          <li>Instrutores e palestrantes convidados, que conduzem as turmas e avaliam trabalhos.</li>
        </ul>
      </SecaoTexto>
      <SecaoTexto titulo="O que você faz nesta plataforma">
        <ul>
          <li>Encontra eventos com inscrições abertas e se inscreve na turma que cabe na sua agenda.</li>
          <li>Confirma a presença em cada encontro lendo o QR Code da turma com o celular.</li>
          <li>Responde ao teste do curso, quando houver, e avalia o curso ao final.</li>
          <li>Recebe o certificado assim que cumpre os requisitos, com código para validação pública.</li>
          <li>Solicita salas, propõe cursos e envia trabalhos para as chamadas abertas.</li>
        </ul>
        <p>
          Quer começar? <Link to={CADASTRO} className="font-semibold text-escola-700 underline dark:text-escola-100">Crie sua conta</Link> ou veja as{' '}
          <Link to={AJUDA_CADASTRO} className="font-semibold text-escola-700 underline dark:text-escola-100">dicas para o cadastro</Link>.
        </p>
      </SecaoTexto>
      <OndeEstamos />
      <SecaoTexto titulo="Compromisso com seus dados">
        <p>
          A plataforma coleta somente o necessário para inscrições, presenças e certificados, e segue a Lei Geral de Proteção de Dados. Leia a{' '}
          <Link to={PRIVACIDADE} className="font-semibold text-escola-700 underline dark:text-escola-100">Política de Privacidade</Link>.
        </p>
      </SecaoTexto>
    </div>
  );
}

/** Endereço e telefone configurados (dados da instituição); enquanto não há, só o caminho para o Contato. */
function OndeEstamos() {
  const { dados } = useInstituicao();
  const linha = [dados?.endereco, dados?.telefone && `Telefone ${formatarTelefone(dados.telefone)}`].filter(Boolean).join(' · ');
  return (
    <SecaoTexto titulo="Onde estamos">
      {dados && <p className="font-semibold">{dados.nome}</p>}
      {linha && <p>{linha}</p>}
      <p>
        E-mail, horário de atendimento e redes sociais estão na página de{' '}
        <Link to={CONTATO} className="font-semibold text-escola-700 underline dark:text-escola-100">Contato</Link>.
      </p>
    </SecaoTexto>
  );
}
