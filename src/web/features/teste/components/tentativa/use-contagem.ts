import { useEffect, useRef, useState } from 'react';
import { msAtePrazo, restanteMs } from './regras-tentativa.ts';

/**
 * Quanto antes do prazo a tela envia sozinha: 3 s (no máximo 5, para não cortar a pessoa no meio da
 * última resposta). O servidor aceita até o prazo + SEGUNDOS_DE_TOLERANCIA (15 s); enviar um pouco antes
 * deixa essa folga inteira para a rede lenta e para as novas tentativas de envio (use-envio-tentativa).
 */
export const ENVIO_ANTECIPADO_MS = 3_000;

/**
 * Tempo restante da tentativa (ms, para mostrar), pelo relógio do servidor: `deslocamento` (servidor −
 * aparelho) é medido uma vez, quando a tentativa chega, e o celular com a hora errada não ganha nem perde
 * tempo. Sem prazo: nulo. `aoEsgotar` roda uma vez, quando faltam ENVIO_ANTECIPADO_MS ou menos.
 *
 * O tempo sai sempre de `Date.now()` (nunca de contar tiques): numa aba escondida ou num celular que
 * congelou a página os timers atrasam (o Chrome chega a rodá-los uma vez por minuto) ou param, e o
 * aparelho dormindo pode nem contar esse tempo no timer. Por isso a conferência roda em três lugares:
 * um alarme único marcado para a hora do envio (timer isolado, que sofre menos atraso do que um
 * `setInterval` em aba escondida), o tique de 1 s que atualiza o número, e a volta da página
 * (`visibilitychange` para visível, `focus`, `pageshow`, `resume`) — voltando depois do prazo, o envio sai
 * na hora, ainda dentro da tolerância do servidor.
 */
export function useContagem(prazo: string | null, deslocamento: number, aoEsgotar: () => void): number | null {
  const [agora, setAgora] = useState(() => Date.now());
  const esgotou = useRef(false);
  const avisar = useRef(aoEsgotar);

  useEffect(() => {
    avisar.current = aoEsgotar;
  }, [aoEsgotar]);

  useEffect(() => {
    if (prazo === null) return;
    let alarme: ReturnType<typeof setTimeout> | undefined;
    /** Confere o tempo agora; devolve quanto falta para o envio (ms, > 0) ou 0 quando já mandou enviar. */
    const conferir = (): number => {
      const instante = Date.now();
      setAgora(instante);
      if (esgotou.current) return 0;
      const falta = msAtePrazo(prazo, instante, deslocamento) - ENVIO_ANTECIPADO_MS;
      if (falta > 0) return falta;
      esgotou.current = true;
      avisar.current();
      return 0;
    };
    // o alarme só se remarca quando disparou cedo demais (timer adiantado, relógio do aparelho mudou)
    const armar = (ms: number) => {
      alarme = setTimeout(() => {
        const falta = conferir();
        if (falta > 0) armar(falta);
      }, ms);
    };
    const aoMostrar = () => {
      if (document.visibilityState === 'visible') conferir();
    };
    armar(Math.max(0, msAtePrazo(prazo, Date.now(), deslocamento) - ENVIO_ANTECIPADO_MS));
    const tique = setInterval(conferir, 1000);
    document.addEventListener('visibilitychange', aoMostrar);
    document.addEventListener('resume', conferir);
    window.addEventListener('focus', conferir);
    window.addEventListener('pageshow', conferir);
    return () => {
      clearTimeout(alarme);
      clearInterval(tique);
      document.removeEventListener('visibilitychange', aoMostrar);
      document.removeEventListener('resume', conferir);
      window.removeEventListener('focus', conferir);
      window.removeEventListener('pageshow', conferir);
    };
  }, [prazo, deslocamento]);

  return prazo === null ? null : restanteMs(prazo, agora, deslocamento);
}
