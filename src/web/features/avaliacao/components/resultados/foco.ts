/** Leva o foco (e a rolagem) ao título do resultado depois de escolher a turma numa lista mais abaixo. */
export function focarTitulo(id: string): void {
  requestAnimationFrame(() => {
    const el = document.getElementById(id);
    el?.focus({ preventScroll: true });
    el?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  });
}
