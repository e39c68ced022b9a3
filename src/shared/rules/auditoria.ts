/**
 * Os nomes das ações da trilha de auditoria, em português, para a tela da administração e para o filtro
 * (issue 21). A ação gravada segue "<domínio>.<verbo>"; uma ação sem rótulo aparece como foi gravada.
 */
export const ROTULOS_ACAO_AUDITORIA: Readonly<Record<string, string>> = {
  'usuario.dados': 'Dados de pessoa alterados',
  'usuario.perfis': 'Perfis de acesso alterados',
  'usuario.situacao': 'Conta ativada ou desativada',
  atualizar_instituicao: 'Dados da instituição alterados',
  ler_caixa_de_saida: 'Caixa de saída consultada',
  'evento.criar': 'Evento criado',
  'evento.editar': 'Evento editado',
  'evento.publicar': 'Evento publicado',
  'evento.despublicar': 'Evento despublicado',
  'evento.excluir': 'Evento excluído',
  'evento.folder': 'Folder do evento alterado',
  'evento.programacao': 'Programação do evento alterada',
  'turma.configurar-presenca': 'QR ao vivo da turma ligado ou desligado',
  'inscricao.cancelar': 'Inscrição cancelada pela organização',
  'presencas.marcar': 'Presenças marcadas pela administração',
  'presencas.corrigir': 'Presenças corrigidas pela equipe',
  'certificado.emitir': 'Certificados emitidos pela gestão',
  'certificado.cancelar': 'Certificado cancelado',
  'certificado.reemitir': 'Certificado reemitido',
  'certificado.reenviar': 'Certificado reenviado por e-mail',
  'certificado.assinantes-padrao': 'Assinantes padrão alterados',
  'reserva.aprovar': 'Reserva de sala aprovada',
  'reserva.rejeitar': 'Reserva de sala rejeitada',
  'reserva.cancelar': 'Reserva de sala cancelada',
  'reserva.bloquear': 'Sala bloqueada',
  'reserva.direta': 'Reserva direta de sala',
  'solicitacao.analisar': 'Solicitação de curso em análise',
  'solicitacao.aprovar': 'Solicitação de curso aprovada',
  'solicitacao.rejeitar': 'Solicitação de curso rejeitada',
  'solicitacao.converter': 'Solicitação convertida em evento',
  'chamada.criar': 'Chamada de trabalhos criada',
  'chamada.editar': 'Chamada de trabalhos editada',
  'chamada.publicar': 'Chamada de trabalhos publicada',
  'chamada.despublicar': 'Chamada de trabalhos despublicada',
  'chamada.excluir': 'Chamada de trabalhos excluída',
  'chamada.modelo-banner': 'Modelo de banner enviado',
  'chamada.modelo-banner.remover': 'Modelo de banner removido',
  'chamada.modelo-slides': 'Modelo de slides enviado',
  'chamada.modelo-slides.remover': 'Modelo de slides removido',
  'revisao.atribuir': 'Avaliador atribuído a trabalho',
  'revisao.revogar': 'Atribuição de avaliador revogada',
  'revisao.substituir': 'Avaliador substituído',
  'revisao.atribuicao_automatica': 'Distribuição automática de avaliadores',
  'revisao.decidir': 'Decisão sobre trabalho',
  'revisao.liberar': 'Resultados liberados aos autores',
  'revisao.encerrar': 'Chamada encerrada (certificados emitidos)',
};

/** O rótulo da ação, ou a própria ação quando ainda não tem rótulo. */
export function rotuloDaAcao(acao: string): string {
  return ROTULOS_ACAO_AUDITORIA[acao] ?? acao;
}
