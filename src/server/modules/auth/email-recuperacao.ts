import type { Mensagem } from '../../lib/mailer.ts';

export const ASSUNTO_RECUPERACAO = 'Recuperação de senha - Escola da Saúde';

/**
 * E-mail em texto simples com o link de redefinição (válido por 1 hora, uso único). O link é marcado
 * como segredo: quem o tem entra na conta, então a caixa de saída o oculta de administradores.
 */
export function montarEmailRecuperacao(para: string, nome: string, link: string): Mensagem {
  const primeiroNome = nome.split(' ')[0] ?? nome;
  const texto = [
    `Olá, ${primeiroNome}!`,
    '',
    'Recebemos um pedido para redefinir a senha da sua conta na Escola da Saúde.',
    'Para criar uma nova senha, acesse o link abaixo:',
    '',
    link,
    '',
    'Este link é válido por 1 hora.',
    'Ele só pode ser usado uma vez; depois disso, peça um novo na página de recuperação de senha.',
    '',
    'Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.',
  ].join('\n');
  return { para, assunto: ASSUNTO_RECUPERACAO, texto, segredos: [link] };
}
