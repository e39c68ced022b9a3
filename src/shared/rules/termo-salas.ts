/**
 * Texto do Termo de Uso das Salas (issue 10). Uma fonte só: a tela de solicitação mostra estas
 * seções antes do aceite e o PDF do termo assinado (servidor) as reproduz na mesma ordem.
 * Redigido a partir da Ordem de Serviço Nº 007/2020 – GAB/SMS.
 */

export interface SecaoDoTermo {
  titulo: string;
  itens: string[];
}

export interface TermoDeUso {
  titulo: string;
  secoes: SecaoDoTermo[];
}

export const TERMO_SALAS: TermoDeUso = {
  titulo: 'TERMO DE USO DAS SALAS',
  secoes: [
    {
      titulo: '1. Finalidade de Uso',
      itens: [
        'As salas destinam-se prioritariamente às atividades de Educação Permanente em Saúde.',
        'Outras atividades institucionais podem ser atendidas conforme a disponibilidade, a critério da equipe responsável pelo agendamento.',
      ],
    },
    {
      titulo: '2. Responsabilidades do Responsável pelo Evento',
      itens: [
        'Chegar com 30 minutos de antecedência ao horário do evento.',
        'O notebook da sala deve ser acessado com as credenciais SSHD do próprio solicitante.',
        'Coffee break é permitido somente se informado na solicitação e apenas na bancada externa; o fornecimento dos alimentos e a limpeza ficam a cargo do solicitante.',
        'Não é permitido consumir alimentos dentro da sala.',
        'Ao final, deixar a sala como foi encontrada e avisar a equipe responsável.',
        'Há bebedouro disponível, mas não são fornecidos copos descartáveis.',
        'O prédio funciona das 8h às 17h.',
        'O uso da sala deve ser confirmado entre 7 dias e 48 horas antes da data reservada; sem a confirmação nesse prazo, a reserva é cancelada automaticamente.',
      ],
    },
    {
      titulo: '3. Disposições Finais',
      itens: [
        'Este termo segue a Ordem de Serviço Nº 007/2020 – GAB/SMS.',
        'Ao solicitar a reserva, o responsável declara conhecer e cumprir as condições acima.',
      ],
    },
  ],
};

export const ROTULO_ACEITE = 'Li e aceito o Termo de Uso das Salas.';
