import {
  AJUDA_CADASTRO,
  CADASTRO,
  LOGIN,
  PRESENCA,
  PRESENCA_DA_TURMA,
  PRIVACIDADE,
  RECUPERAR_SENHA,
  REDEFINIR_SENHA,
  REGISTRO,
  VALIDAR,
  VALIDAR_CERTIFICADO,
  VALIDAR_PRESENCA,
} from '#web/lib/caminhos.ts';
import { matchPath } from '#web/lib/roteador.tsx';

/**
 * Onde a barra de navegação some (SPEC §2.6): entrar, cadastro, recuperação e redefinição de senha,
 * validação, presença, ajuda do cadastro, privacidade e qualquer caminho `.html`.
 */
const SEM_BARRA = new Set([
  LOGIN,
  REGISTRO,
  CADASTRO,
  RECUPERAR_SENHA,
  // o link de redefinição sem o token (a tela diz que o link é inválido)
  '/redefinir-senha',
  VALIDAR_CERTIFICADO,
  VALIDAR,
  VALIDAR_PRESENCA,
  PRESENCA,
  AJUDA_CADASTRO,
  PRIVACIDADE,
]);

export function barraOculta(pathname: string): boolean {
  const p = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (/\.html?$/.test(p)) return true;
  if (SEM_BARRA.has(p)) return true;
  return matchPath(REDEFINIR_SENHA, p) !== null || matchPath(PRESENCA_DA_TURMA, p) !== null;
}
