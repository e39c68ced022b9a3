import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const WEB_DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/web');

const RAIZ = path.resolve(WEB_DIST_DIR, '../..');
const FONTES = ['src/web', 'src/shared', 'index.html', 'vite.config.ts', 'public', 'package-lock.json'];

function maisRecente(caminho: string): number {
  if (!fs.existsSync(caminho)) return 0;
  const st = fs.statSync(caminho);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const nome of fs.readdirSync(caminho)) max = Math.max(max, maisRecente(path.join(caminho, nome)));
  return max;
}

/** O build do web falta ou é mais velho que alguma fonte (então `npm start` reconstrói). */
export function webDesatualizado(): boolean {
  const index = path.join(WEB_DIST_DIR, 'index.html');
  if (!fs.existsSync(index)) return true;
  const construido = fs.statSync(index).mtimeMs;
  return FONTES.some((f) => maisRecente(path.join(RAIZ, f)) > construido);
}
