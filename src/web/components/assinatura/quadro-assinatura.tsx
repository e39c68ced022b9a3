import { useEffect, useEffectEvent, useImperativeHandle, useRef, type PointerEvent as ReactPointerEvent, type Ref } from 'react';
import { exportarPng } from './imagem-assinatura.ts';

/** Cor da tinta: azul-escuro de caneta, legível impresso. */
const TINTA = '#0b2a5b';

interface Ponto {
  x: number;
  y: number;
  /** Espessura neste ponto (a pressão da caneta muda; mouse e dedo ficam constantes). */
  espessura: number;
}

export interface QuadroAssinaturaHandle {
  /** O desenho como PNG aparado e reduzido, ou nulo se está vazio (ou sem canvas). */
  exportar(): string | null;
  limpar(): void;
}

interface Props {
  ref?: Ref<QuadroAssinaturaHandle>;
  /** Chamado quando o quadro passa de vazio a desenhado e vice-versa. */
  aoMudar: (vazio: boolean) => void;
  /** Id do texto que explica como desenhar (e a alternativa pelo teclado). */
  idDescricao: string;
}

function espessuraDe(e: PointerEvent): number {
  // caneta informa pressão; mouse e toque informam 0,5 fixo (ou 0)
  return e.pointerType === 'pen' && e.pressure > 0 ? 1.2 + e.pressure * 2.8 : 2.6;
}

/** Traço suave: curvas que passam pelos pontos médios, com os pontos recebidos como controle. */
function desenharTraco(ctx: CanvasRenderingContext2D, pontos: Ponto[], desde = 0) {
  ctx.strokeStyle = TINTA;
  ctx.fillStyle = TINTA;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  if (pontos.length === 1) {
    const p = pontos[0]!;
    ctx.beginPath();
    ctx.arc(p.x, p.y, p.espessura / 2, 0, Math.PI * 2);
    ctx.fill();
    return;
  }
  for (let i = Math.max(1, desde); i < pontos.length; i++) {
    const a = pontos[i - 1]!;
    const b = pontos[i]!;
    const antes = i >= 2 ? pontos[i - 2]! : a;
    ctx.beginPath();
    ctx.lineWidth = (a.espessura + b.espessura) / 2;
    ctx.moveTo((antes.x + a.x) / 2, (antes.y + a.y) / 2);
    ctx.quadraticCurveTo(a.x, a.y, (a.x + b.x) / 2, (a.y + b.y) / 2);
    ctx.stroke();
  }
}

/**
 * Quadro para desenhar a assinatura com mouse, caneta ou dedo (Pointer Events, `touch-action: none`
 * para o dedo não rolar a página). Os traços ficam guardados e são redesenhados quando o quadro muda de
 * tamanho (girar o celular não apaga a assinatura). Sem canvas 2D, o quadro fica parado e vazio.
 */
export function QuadroAssinatura({ ref, aoMudar, idDescricao }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const tracos = useRef<Ponto[][]>([]);
  const atual = useRef<{ id: number; pontos: Ponto[] } | null>(null);
  const ctx2d = useRef<CanvasRenderingContext2D | null | undefined>(undefined);

  /** O contexto 2D, pedido uma vez (nulo onde não há canvas, como no jsdom dos testes). */
  function contexto() {
    if (ctx2d.current === undefined && canvas.current) ctx2d.current = canvas.current.getContext('2d');
    return ctx2d.current ?? null;
  }

  function redesenhar() {
    const c = canvas.current;
    const ctx = contexto();
    if (!c || !ctx) return;
    const escala = window.devicePixelRatio || 1;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, c.width, c.height);
    ctx.setTransform(escala, 0, 0, escala, 0, 0);
    for (const t of tracos.current) desenharTraco(ctx, t);
  }

  /** O bitmap acompanha o tamanho na tela (vezes a densidade de pixels), e os traços são redesenhados. */
  const ajustar = useEffectEvent(() => {
    const c = canvas.current;
    if (!c) return;
    const escala = window.devicePixelRatio || 1;
    const { width, height } = c.getBoundingClientRect();
    if (width === 0 || height === 0) return;
    c.width = Math.round(width * escala);
    c.height = Math.round(height * escala);
    redesenhar();
  });

  useEffect(() => {
    ajustar();
    if (typeof ResizeObserver === 'undefined' || !canvas.current) return;
    const observador = new ResizeObserver(() => ajustar());
    observador.observe(canvas.current);
    return () => observador.disconnect();
  }, []);

  useImperativeHandle(ref, () => ({
    exportar: () => (canvas.current && tracos.current.length > 0 ? exportarPng(canvas.current) : null),
    limpar() {
      tracos.current = [];
      atual.current = null;
      redesenhar();
      aoMudar(true);
    },
  }));

  function ponto(e: PointerEvent): Ponto {
    const r = canvas.current!.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top, espessura: espessuraDe(e) };
  }

  function comecar(e: ReactPointerEvent<HTMLCanvasElement>) {
    if (e.button !== 0 || atual.current || !contexto()) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const pontos = [ponto(e.nativeEvent)];
    atual.current = { id: e.pointerId, pontos };
    tracos.current.push(pontos);
    desenharTraco(contexto()!, pontos);
    if (tracos.current.length === 1) aoMudar(false);
  }

  function mover(e: ReactPointerEvent<HTMLCanvasElement>) {
    const t = atual.current;
    const ctx = contexto();
    if (!t || t.id !== e.pointerId || !ctx) return;
    e.preventDefault();
    const antes = t.pontos.length;
    // eventos agrupados pelo navegador entre dois quadros: o traço rápido não vira segmentos retos
    const eventos = e.nativeEvent.getCoalescedEvents?.() ?? [];
    for (const ev of eventos.length > 0 ? eventos : [e.nativeEvent]) t.pontos.push(ponto(ev));
    desenharTraco(ctx, t.pontos, antes);
  }

  function terminar(e: ReactPointerEvent<HTMLCanvasElement>) {
    if (atual.current?.id === e.pointerId) atual.current = null;
  }

  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label="Quadro para desenhar a assinatura"
      aria-describedby={idDescricao}
      onPointerDown={comecar}
      onPointerMove={mover}
      onPointerUp={terminar}
      onPointerCancel={terminar}
      className="block h-48 w-full cursor-crosshair touch-none rounded-lg border-2 border-dashed border-slate-300 bg-white select-none dark:border-slate-600"
    />
  );
}
