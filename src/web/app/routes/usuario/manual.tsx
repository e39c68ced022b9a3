import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Botao } from '#web/components/ui/botao.tsx';
import { CabecalhoPagina } from '#web/components/ui/estados.tsx';
import { SecaoTexto } from '#web/features/inicio/components/secao-texto.tsx';

const SECOES: { id: string; titulo: string; conteudo: ReactNode }[] = [
  {
    id: 'acesso',
    titulo: 'Acesso',
    conteudo: (
      <ul>
        <li>Entre com seu CPF ou e-mail e a senha. Quando disponível, também é possível entrar com a conta Google do mesmo e-mail.</li>
        <li>Esqueceu a senha? Use “Esqueceu sua senha?”: o link chega por e-mail, vale 1 hora e serve uma única vez.</li>
        <li>Em computador compartilhado, use “Sair” no menu da conta ao terminar.</li>
      </ul>
    ),
  },
  {
    id: 'cadastro',
    titulo: 'Cadastro',
    conteudo: (
      <ul>
        <li>Informe nome completo, CPF, e-mail, celular, data de nascimento e uma senha forte (8+ caracteres, com maiúscula, minúscula, número e símbolo).</li>
        <li>Registro funcional só para servidores da Prefeitura. Quem não é servidor escolhe a unidade “Outros”.</li>
        <li>Gênero, orientação sexual e cor/raça aceitam “Prefiro não informar”; em deficiência, “Não possuo”.</li>
      </ul>
    ),
  },
  {
    id: 'painel',
    titulo: 'Painel do Usuário',
    conteudo: (
      <p>
        É a sua página de partida: mostra seus perfis, quantas notificações não lidas você tem, as mais recentes e atalhos para cada área. Instrutores e
        administradores veem também o caminho para os seus painéis.
      </p>
    ),
  },
  {
    id: 'perfil',
    titulo: 'Perfil',
    conteudo: (
      <ul>
        <li>Em “Atualizar Cadastro” você corrige seus dados. O CPF é só para consulta.</li>
        <li>Enquanto faltar algum campo obrigatório, a plataforma leva você ao perfil antes das outras páginas.</li>
        <li>Para trocar e-mail ou senha, confirme a senha atual.</li>
      </ul>
    ),
  },
  {
    id: 'notificacoes',
    titulo: 'Notificações',
    conteudo: (
      <p>
        O sino no alto da tela mostra quantas notificações não foram lidas. Elas avisam sobre inscrições, avaliações liberadas, certificados emitidos,
        reservas de sala e trabalhos enviados. Em Minhas Notificações use “Marcar como lida”, “Ver mais” (abre o assunto) ou “Marcar todas”.
      </p>
    ),
  },
  {
    id: 'inscricoes',
    titulo: 'Inscrições',
    conteudo: (
      <ul>
        <li>Em Eventos, abra o evento e escolha a turma. Em geral é uma turma por evento; congressos podem permitir mais.</li>
        <li>Turmas com horários sobrepostos aos seus não podem ser escolhidas. Sem vagas, entre na lista de espera.</li>
        <li>Em Meus Cursos você acompanha as inscrições e pode cancelar até a turma começar.</li>
      </ul>
    ),
  },
  {
    id: 'presenca',
    titulo: 'Presença por QR',
    conteudo: (
      <ul>
        <li>No dia do encontro, entre na plataforma e toque em “Escanear” (menu Usuário).</li>
        <li>Aponte a câmera para o QR Code da turma. A confirmação abre 30 minutos antes do início e vale até o fim do dia.</li>
        <li>Se a leitura falhar, o instrutor pode registrar sua presença manualmente.</li>
      </ul>
    ),
  },
  {
    id: 'avaliacao',
    titulo: 'Avaliação',
    conteudo: (
      <p>
        Quando a turma termina e sua frequência chega a 75 %, a avaliação é liberada em Avaliações Pendentes. Se o curso tiver teste, faça-o antes. A
        avaliação é uma por turma, e os comentários chegam aos instrutores sem identificação.
      </p>
    ),
  },
  {
    id: 'certificados',
    titulo: 'Certificados',
    conteudo: (
      <ul>
        <li>Requisitos: turma encerrada, frequência de pelo menos 75 %, teste aprovado (quando houver) e avaliação enviada.</li>
        <li>Cumpridos os requisitos, o certificado é emitido sozinho e você é avisado. Baixe o PDF em Meus Certificados.</li>
        <li>Instrutores e palestrantes recebem certificados próprios da sua atuação.</li>
      </ul>
    ),
  },
  {
    id: 'seguranca',
    titulo: 'Segurança e validação',
    conteudo: (
      <ul>
        <li>Cada certificado tem um código único e um QR Code que leva à página pública de validação.</li>
        <li>A validação mostra só o que prova a autenticidade: nome, curso, período e situação.</li>
        <li>Nunca compartilhe sua senha. Seus dados são tratados conforme a LGPD; veja a Política de Privacidade.</li>
      </ul>
    ),
  },
];

/** Manual do Usuário, pronto para imprimir. */
export default function PaginaManual() {
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-6 print:max-w-none print:p-0">
      <CabecalhoPagina
        titulo="Manual do Usuário"
        subtitulo="Passo a passo da plataforma da Escola da Saúde."
        acoes={
          <Botao variante="secundario" className="print:hidden" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            Imprimir
          </Botao>
        }
      />
      <nav aria-label="Seções do manual" className="rounded-xl border border-slate-200 bg-white p-4 print:hidden dark:border-slate-800 dark:bg-slate-900">
        <h2 className="font-bold">Nesta página</h2>
        <ol className="mt-2 grid list-decimal gap-x-6 pl-5 sm:grid-cols-2">
          {SECOES.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="inline-flex min-h-11 items-center text-escola-700 underline underline-offset-2 dark:text-escola-100">
                {s.titulo}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {SECOES.map((s, i) => (
        <SecaoTexto key={s.id} id={s.id} titulo={`${i + 1}. ${s.titulo}`}>
          {s.conteudo}
        </SecaoTexto>
      ))}
    </div>
  );
}
