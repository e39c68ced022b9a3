import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const API_DEV = process.env.API_DEV_URL ?? 'http://127.0.0.1:3001';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRIMIVEIS = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/**
 * Pré-compressão do build: ao lado de cada arquivo de texto com mais de 1 KB grava `.br` (brotli 11)
 * e `.gz` (gzip 9), que o servidor entrega conforme o Accept-Encoding (`preCompressed` do
 * @fastify/static). Comprimir uma vez no build sai mais barato que a cada resposta.
 */
function preComprimir(): Plugin {
  let saida = '';
  const arquivos = async (dir: string): Promise<string[]> =>
    (await fs.readdir(dir, { withFileTypes: true, recursive: true }))
      .filter((e) => e.isFile() && COMPRIMIVEIS.test(e.name))
      .map((e) => path.join(e.parentPath, e.name));
  return {
    name: 'escola:pre-comprimir',
    apply: 'build',
    configResolved: (config) => void (saida = path.resolve(config.root, config.build.outDir)),
    async closeBundle() {
      const lista = await arquivos(saida);
      await Promise.all(
        lista.map(async (arquivo) => {
          const conteudo = await fs.readFile(arquivo);
          if (conteudo.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(conteudo, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: conteudo.length } }),
            gzip(conteudo, { level: 9 }),
          ]);
          // só vale a pena quando a versão comprimida é de fato menor
          if (br.length < conteudo.length) await fs.writeFile(`${arquivo}.br`, br);
          if (gz.length < conteudo.length) await fs.writeFile(`${arquivo}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), preComprimir()],
  // mesma origem em produção: o servidor serve o SPA e a API na mesma porta
  define: command === 'build' && !process.env.VITE_API_BASE_URL ? { 'import.meta.env.VITE_API_BASE_URL': JSON.stringify('/') } : {},
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // navegadores atuais já têm modulepreload; o polyfill custaria bytes no pacote do /login
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // as constantes importadas (os caminhos das telas, lib/caminhos.ts) entram como texto onde são usadas:
      // sem isso o pacote inicial exportaria cada uma para os pedaços das páginas (+1,3 KB gzip no /login)
      optimization: { inlineConst: { mode: 'all', pass: 1 } },
      output: {
        // nomes só com o hash: a tabela de rotas do pacote inicial lista o arquivo de cada página e das
        // suas dependências, e cada nome a menos ali são bytes a menos no /login (decisão 012). O pedaço do
        // /login mantém o nome: a medida do orçamento (bench/web.ts) o acha por ele.
        chunkFileNames: (pedaco) => (pedaco.name === 'login' ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
        codeSplitting: {
          groups: [
            // React num pedaço só (decisão 008): muda só quando o React muda, então fica no cache entre
            // deploys, e não se divide em pedaços pequenos que comprimem pior
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // bibliotecas que várias páginas usam, cada uma num pedaço só: no HTTP/1.1 (6 conexões) dezenas de
            // pedaços pequenos (um por ícone, um por parte do TanStack) fazem fila e atrasam a página
            { name: 'consultas', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'icones', test: /node_modules[\\/]lucide-react[\\/]/ },
            // as peças de todo formulário (botão, campos, máscaras, envio, CPF) num pedaço, não em seis
            { name: 'formulario', test: /src[\\/](web[\\/]components[\\/]ui[\\/](botao|campo|campo-senha)|web[\\/]lib[\\/](mascaras|use-envio)|shared[\\/]rules[\\/]cpf)\.tsx?$/ },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/api': { target: API_DEV, changeOrigin: false } },
  },
}));
