/**
 * Preparação global das jornadas (uma vez por execução, antes dos workers), em paralelo:
 * - copia o projeto para um diretório temporário e constrói o web ali (veja `prepararRaiz`: um
 *   `vite build` de outra pessoa no mesmo checkout não troca os arquivos no meio da execução);
 * - sobe o servidor uma vez num DATA_DIR vazio, que migra e semeia a demonstração, e para: esse
 *   diretório vira o modelo que cada worker copia (subir sobre um banco semeado leva ~5 s; vazio, ~15 s).
 * Os workers recebem a cópia em E2E_RAIZ e o modelo em E2E_MODELO. Devolve a desmontagem.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { construirWeb, iniciarServidor, limparTudoSincrono, prepararRaiz } from '../../scripts/servidor-local.ts';
import { AMBIENTE_SERVIDOR } from './dados.ts';

const segundos = (t0: number) => `${((Date.now() - t0) / 1000).toFixed(1)} s`;

async function semearModelo(raiz: string, modelo: string): Promise<void> {
  const t0 = Date.now();
  const servidor = await iniciarServidor({ raiz, dataDir: modelo, env: AMBIENTE_SERVIDOR });
  await servidor.parar();
  process.stdout.write(`  banco de demonstração semeado em ${segundos(t0)}\n`);
}

export default async function prepararJornadas(): Promise<() => void> {
  const t0 = Date.now();
  process.on('exit', limparTudoSincrono);
  const { raiz, limpar } = prepararRaiz('escola-e2e-raiz');
  const modelo = fs.mkdtempSync(path.join(os.tmpdir(), 'escola-e2e-modelo-'));
  const desmontar = () => {
    limpar();
    fs.rmSync(modelo, { recursive: true, force: true });
  };
  process.stdout.write('Construindo o web (vite build) numa cópia do projeto e semeando o banco modelo…\n');
  try {
    await Promise.all([construirWeb(raiz).then(() => process.stdout.write(`  web construído em ${segundos(t0)}\n`)), semearModelo(raiz, modelo)]);
  } catch (err) {
    desmontar();
    throw err;
  }
  process.env.E2E_RAIZ = raiz;
  process.env.E2E_MODELO = modelo;
  return desmontar;
}
