/**
 * Service worker (SPEC §2.7, §9): registrado só em produção, depois do `load`. O endereço leva a
 * versão do pacote (nome do arquivo de entrada, que muda a cada deploy), então um deploy novo
 * instala um worker novo. Quando um worker novo assume uma página que roda a versão antiga,
 * ela avisa "Atualização aplicada — recarregando…" e recarrega após 1200 ms.
 */
export const AVISO_ATUALIZACAO = 'Atualização aplicada — recarregando…';
export const ATRASO_RECARGA_MS = 1200;

/** `/sw.js?v=<arquivo de entrada>`: a versão acompanha o deploy. */
export function enderecoDoWorker(urlDoModulo: string): string {
  const versao = urlDoModulo.split('?')[0]?.split('/').pop() ?? '';
  return `/sw.js?v=${encodeURIComponent(versao)}`;
}

function mostrarAviso(): void {
  const aviso = document.createElement('div');
  aviso.setAttribute('role', 'status');
  aviso.className =
    'fixed inset-x-0 top-3 z-[100] mx-auto w-fit max-w-[90vw] rounded-lg bg-slate-900 px-4 py-3 text-sm font-semibold text-white shadow-lg';
  document.body.append(aviso);
  // texto inserido depois do nó existir, para o leitor de tela anunciar
  requestAnimationFrame(() => (aviso.textContent = AVISO_ATUALIZACAO));
}

/**
 * Troca de controlador: a primeira instalação e a página que já registrou esta versão não recarregam;
 * uma página da versão anterior avisa e recarrega uma vez.
 */
export function criarAoTrocarControlador(enderecoRegistrado: string, recarregar: () => void = () => location.reload()) {
  let recarregando = false;
  return (controlador: { scriptURL: string } | null) => {
    if (!controlador || recarregando) return;
    if (new URL(controlador.scriptURL, location.href).href === new URL(enderecoRegistrado, location.href).href) return;
    recarregando = true;
    mostrarAviso();
    setTimeout(recarregar, ATRASO_RECARGA_MS);
  };
}

export function registrarServiceWorker(urlDoModulo: string): void {
  if (!('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  const endereco = enderecoDoWorker(urlDoModulo);
  const aoTrocar = criarAoTrocarControlador(endereco);
  sw.addEventListener('controllerchange', () => aoTrocar(sw.controller));
  const registrar = () => void sw.register(endereco).catch(() => undefined);
  if (document.readyState === 'complete') registrar();
  else window.addEventListener('load', registrar, { once: true });
}
