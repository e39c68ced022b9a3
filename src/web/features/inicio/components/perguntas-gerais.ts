import type { Pergunta } from './perguntas-frequentes.tsx';

/** Perguntas frequentes sobre o uso da plataforma: as mesmas na Central de Ajuda e na ajuda pública. */
export const PERGUNTAS_GERAIS: Pergunta[] = [
  {
    pergunta: 'Esqueci minha senha. Como recupero o acesso?',
    resposta: 'Na tela de entrada, toque em “Esqueceu sua senha?” e informe seu e-mail. Você recebe um link que vale por 1 hora e só pode ser usado uma vez. Ao trocar a senha, as outras sessões abertas são encerradas.',
  },
  {
    pergunta: 'Como atualizo meus dados?',
    resposta: 'Abra o menu da sua conta e escolha “Atualizar Cadastro”. O CPF aparece só para consulta; para corrigi-lo, fale com a equipe da Escola.',
  },
  {
    pergunta: 'Como me inscrevo em um curso ou evento?',
    resposta: 'Em Eventos, abra o evento, veja as turmas e toque em “Inscrever-se”. Em geral é uma turma por evento (congressos podem permitir mais), e a plataforma não deixa você se inscrever em turmas com horários que se sobrepõem.',
  },
  {
    pergunta: 'Posso cancelar uma inscrição?',
    resposta: 'Sim, em Meus Cursos, até a turma começar. Se houver lista de espera, a vaga liberada vai para a próxima pessoa.',
  },
  {
    pergunta: 'Como confirmo minha presença?',
    resposta: 'No dia do encontro, entre na plataforma e use “Escanear” para ler o QR Code da turma. A confirmação abre 30 minutos antes do início e vale até o fim daquele dia. É preciso estar inscrito na turma.',
  },
  {
    pergunta: 'Não consegui ler o QR Code. E agora?',
    resposta: 'Permita o acesso à câmera, aproxime o celular e melhore a iluminação. Se ainda assim não der, avise o instrutor: ele pode confirmar sua presença manualmente.',
  },
  {
    pergunta: 'Como é calculada a minha frequência?',
    resposta: 'É o número de dias com presença dividido pelo número de dias programados da turma. Para ter certificado é preciso ter pelo menos 75 %.',
  },
  {
    pergunta: 'Quando recebo meu certificado?',
    resposta: 'Quando tudo isto estiver cumprido: a turma terminou, sua frequência é de pelo menos 75 %, você foi aprovado no teste do curso (se houver) e enviou a avaliação. Aí o certificado é emitido automaticamente e você recebe uma notificação. Ele fica em Meus Certificados.',
  },
  {
    pergunta: 'A avaliação do curso é obrigatória?',
    resposta: 'Sim, ela é um dos passos para o certificado. Há uma avaliação por turma; os instrutores veem apenas médias e comentários sem identificação.',
  },
  {
    pergunta: 'Como alguém confere se meu certificado é verdadeiro?',
    resposta: 'Pelo QR Code impresso no certificado ou digitando o código de validação na página pública “Validar certificado”. A consulta mostra só o necessário: nome, curso, período e situação.',
  },
  {
    pergunta: 'Onde vejo meus avisos?',
    resposta: 'No sino, no alto da tela: o número em vermelho indica quantas notificações você ainda não leu. Em Minhas Notificações você marca uma ou todas como lidas.',
  },
  {
    pergunta: 'Como reservo uma sala da Escola?',
    resposta: 'Em Agendamento de Sala, escolha a sala, o dia e o período. O pedido fica em análise até a equipe aprovar. Depois de aprovado, confirme o uso entre 7 dias e 48 horas antes da data; sem confirmação, a reserva é cancelada.',
  },
];
