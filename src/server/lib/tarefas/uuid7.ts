import { randomBytes } from 'node:crypto';

let ultimoMs = 0;
let contador = 0;

/**
 * UUID versão 7 (RFC 9562): os 48 primeiros bits são o instante em ms e, dentro do mesmo ms, um contador de
 * 12 bits mantém a ordem de criação neste processo. As tarefas ficam ordenáveis pelo id (a ordem em que
 * foram enfileiradas) e os índices do pg-boss recebem chaves crescentes.
 */
export function uuid7(agora = Date.now()): string {
  if (agora > ultimoMs) {
    ultimoMs = agora;
    contador = randomBytes(1)[0]! & 0x7f;
  } else if (++contador > 0xfff) {
    ultimoMs++;
    contador = 0;
  }
  const b = randomBytes(16);
  const ms = ultimoMs;
  b[0] = Math.floor(ms / 2 ** 40) & 0xff;
  b[1] = Math.floor(ms / 2 ** 32) & 0xff;
  b[2] = (ms >>> 24) & 0xff;
  b[3] = (ms >>> 16) & 0xff;
  b[4] = (ms >>> 8) & 0xff;
  b[5] = ms & 0xff;
  b[6] = 0x70 | ((contador >>> 8) & 0x0f);
  b[7] = contador & 0xff;
  b[8] = 0x80 | (b[8]! & 0x3f);
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
