/**
 * Trava de rolagem da página (diálogos, menu móvel). Várias travas podem coexistir; a página só
 * volta a rolar quando todas são liberadas. A troca de rota limpa tudo (SPEC §2.7): uma trava
 * esquecida por um modal não pode prender a próxima página.
 */
let ativas = 0;
let geracao = 0;

function limparEstilos(): void {
  const { body } = document;
  body.style.overflow = '';
  body.style.paddingRight = '';
  document.documentElement.style.overflow = '';
  delete body.dataset.travaRolagem;
}

/** Trava a rolagem; devolve a função que libera esta trava (chamá-la de novo não faz nada). */
export function travarRolagem(): () => void {
  const minhaGeracao = geracao;
  if (ativas++ === 0) {
    const { body } = document;
    // compensa a barra de rolagem que some, para o conteúdo não pular de lado
    const barra = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (barra > 0) body.style.paddingRight = `${barra}px`;
    body.dataset.travaRolagem = '1';
  }
  let liberada = false;
  return () => {
    if (liberada || minhaGeracao !== geracao) return;
    liberada = true;
    ativas = Math.max(0, ativas - 1);
    if (ativas === 0) limparEstilos();
  };
}

/** Libera todas as travas e limpa estilos de rolagem deixados no <body> (troca de página). */
export function liberarRolagem(): void {
  ativas = 0;
  geracao++;
  limparEstilos();
}

export function rolagemTravada(): boolean {
  return ativas > 0;
}
