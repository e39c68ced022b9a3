import { Outlet } from 'react-router';

/** Moldura das páginas: link de pular, barra de navegação, conteúdo e rodapé. */
export function AppLayout() {
  return (
    <>
      <a href="#conteudo" className="sr-only focus:not-sr-only">
        Ir para o conteúdo
      </a>
      <main id="conteudo" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
