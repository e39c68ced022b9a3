/**
 * `npm run dev`: API com recarga (tsx watch) na porta 3001 e Vite com HMR na 5173, que repassa /api.
 * Abra http://localhost:5173.
 */
import { spawn } from 'node:child_process';

const env = { ...process.env, PORT: '3001', SKIP_WEB_BUILD: '1' };
const filhos = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/start.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite', '--port', '5173', '--strictPort'], { stdio: 'inherit', env: { ...process.env, API_DEV_URL: 'http://127.0.0.1:3001' } }),
];
process.stdout.write('\nDesenvolvimento: abra http://localhost:5173 (API em http://localhost:3001/api)\n\n');
const parar = () => {
  for (const f of filhos) f.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', parar);
process.on('SIGTERM', parar);
for (const f of filhos) f.on('exit', (code) => code && code !== 0 && parar());
