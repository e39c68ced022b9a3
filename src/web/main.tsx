import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { AppRoutes } from './app/router.tsx';
import { iniciarTema } from './lib/tema.ts';
import './index.css';

// antes do primeiro render: a classe `dark` já está no <html> quando a página pinta
iniciarTema();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <AppRoutes />
    </AppProvider>
  </StrictMode>,
);

// service worker só em produção e depois do `load` (fora do caminho da primeira pintura)
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const versao = import.meta.url;
  window.addEventListener('load', () => void import('./lib/registrar-sw.ts').then((m) => m.registrarServiceWorker(versao)), { once: true });
}
