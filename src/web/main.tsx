import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { AppRoutes, precarregarPagina } from './app/router.tsx';
import { depoisDoLoad } from './lib/depois-do-load.ts';
import { iniciarTema } from './lib/tema.ts';
import './index.css';
import { PRESENCA } from '#web/lib/caminhos.ts';

// antes do primeiro render: a classe `dark` já está no <html> quando a página pinta
iniciarTema();
// a página pedida desce junto com o primeiro render, não depois dele (numa tarefa à parte: inserir os
// modulepreload custa milissegundos que não precisam alongar a avaliação do pacote inicial). Presenças
// confirmadas sem internet esperam na fila: a página /presenca, que as envia ao carregar, desce também
setTimeout(() => {
  precarregarPagina(window.location.pathname);
  if (localStorage.getItem('presenca:pendentes')) precarregarPagina(PRESENCA);
}, 0);

// a casca do index.html já pintou; como transição, o primeiro render cede a vez ao navegador a cada
// poucos milissegundos em vez de travar a página numa tarefa longa (TBT)
const raiz = createRoot(document.getElementById('root')!);
startTransition(() =>
  raiz.render(
    <StrictMode>
      <AppProvider>
        <AppRoutes />
      </AppProvider>
    </StrictMode>,
  ),
);

// service worker só em produção, depois do `load` e com o navegador ocioso: a instalação baixa a casca
// de novo e não deve disputar a rede com a página que ainda carrega (junto, /presenca e /scanner ficam
// no cache dele para abrir sem internet)
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const versao = import.meta.url;
  depoisDoLoad(() => void import('./app/preparar-offline.ts').then((m) => m.prepararOffline(versao)));
}
