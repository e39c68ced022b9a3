import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin, type Rolldown, type Rollup } from 'vite';

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

/** O marcador de `src/web/app/preparar-offline.ts` que o build troca pela lista de arquivos. */
const MARCADOR_OFFLINE = '__ESCOLA_PEDACOS_OFFLINE__';

/**
 * Lista do uso offline: o pedaço de `preparar-offline.ts` importa sob demanda /presenca, /scanner, o
 * provedor de consultas e o jsQR. Aqui o marcador dele vira "a.js,b.js|c.js": os arquivos desses pedaços
 * com tudo o que importam (e o CSS), e depois da barra os do jsQR. Assim a página só os baixa, sem
 * executá-los. O nome do pedaço continua acompanhando a lista: o código dele cita os pedaços das páginas
 * (o caminho de reserva, import()), e o nome de cada uma muda quando muda o de algo que ela importa.
 */
function pedacosOffline(): Plugin {
  return {
    name: 'escola:pedacos-offline',
    apply: 'build',
    generateBundle(_opcoes, pacote) {
      const pedacos = Object.values(pacote).filter((p): p is Rollup.OutputChunk => p.type === 'chunk');
      const dono = pedacos.find((p) => p.code.includes(MARCADOR_OFFLINE));
      if (!dono) {
        if (pedacos.some((p) => Object.keys(p.modules).some((id) => id.endsWith('preparar-offline.ts')))) {
          this.error(`o marcador ${MARCADOR_OFFLINE} sumiu do pedaço de preparar-offline.ts (o minificador o dobrou?)`);
        }
        return;
      }
      const porNome = new Map(pedacos.map((p) => [p.fileName, p]));
      const fechamento = (inicios: string[]) => {
        const vistos = new Set<string>();
        const visitar = (nome: string) => {
          if (vistos.has(nome)) return;
          vistos.add(nome);
          const p = porNome.get(nome);
          if (!p) return;
          p.imports.forEach(visitar);
          for (const css of p.viteMetadata?.importedCss ?? []) vistos.add(css);
        };
        inicios.forEach(visitar);
        return [...vistos].map((nome) => nome.replace(/^assets\//, '')).join(',');
      };
      const ehLeitor = (nome: string) => Object.keys(porNome.get(nome)?.modules ?? {}).some((id) => /node_modules[\\/]jsqr[\\/]/.test(id));
      const leitor = dono.dynamicImports.filter(ehLeitor);
      const paginas = dono.dynamicImports.filter((n) => !ehLeitor(n));
      if (paginas.length < 3 || leitor.length !== 1) this.error(`preparar-offline.ts: esperava 3 páginas e o jsQR sob demanda, achei ${paginas.length} e ${leitor.length}`);
      dono.code = dono.code.replace(MARCADOR_OFFLINE, `${fechamento(paginas)}|${fechamento(leitor)}`);
    },
  };
}

/** React (e o agendador): o pedaço que fica no cache entre deploys (decisão 008). */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/** As peças de todo formulário (botão, campos, máscaras, envio, CPF): um pedaço, que o /login também baixa. */
const FORMULARIO = /src[\\/](web[\\/]components[\\/]ui[\\/](botao|campo|campo-senha)|web[\\/]lib[\\/](mascaras|use-envio)|shared[\\/]rules[\\/]cpf)\.tsx?$/;
/** O que pode ir para o pedaço comum das páginas: TanStack, ícones, `components/ui`, `lib`, `shared/rules` e o provedor de consultas. */
const CANDIDATO_COMUM = /node_modules[\\/](@tanstack|lucide-react)[\\/]|src[\\/](web[\\/](components[\\/]ui|lib)[\\/]|shared[\\/]rules[\\/]|web[\\/]app[\\/]provedor-consultas\.tsx$)/;
/** Vai para o pedaço comum mesmo que uma página só o use: o TanStack e o cliente e o provedor de consultas (toda página com dados). */
const SEMPRE_COMUM = /node_modules[\\/]@tanstack[\\/]|src[\\/]web[\\/](lib[\\/]query-client\.ts|app[\\/]provedor-consultas\.tsx)$/;
/** A página do orçamento (decisão 008): nada do que ela usa vai para o pedaço comum. */
const PAGINA_DO_LOGIN = /src[\\/]web[\\/]app[\\/]routes[\\/]auth[\\/]login\.tsx$/;

/**
 * O pedaço comum das páginas (issue 19). Cada página com dados descia 14–20 pedaços pequenos além do
 * seu (TanStack, ícones, estados, paginação, chaves, formatos…): no HTTP/1.1, com 6 conexões, são 3–4
 * rodadas de ida e volta na rede do celular antes de a página pintar. Aqui vai num pedaço só o que pelo
 * menos duas páginas usam (e o TanStack sempre), com três cuidados:
 *  - nada do pacote inicial nem do /login (o orçamento de 86 KB não muda);
 *  - um módulo só entra se tudo o que ele importa também entra, ou já está no pacote inicial, no React ou
 *    nas peças de formulário: o pedaço comum nunca importa um pedaço de página (sem ciclos);
 *  - as dependências não são puxadas junto (`includeDependenciesRecursively: false`): puxadas, trariam
 *    o cliente da API e o roteador do pacote inicial para cá, e o /login passaria a baixar tudo.
 */
type Consulta<T> = (id: string, ctx: Rolldown.ChunkingContext, pilha?: Set<string>) => T;

function grupoComum(): Rolldown.CodeSplittingGroup {
  const memo = <T>(calcular: (id: string, ctx: Rolldown.ChunkingContext, pilha: Set<string>) => T, noCiclo: T): Consulta<T> => {
    const feitos = new Map<string, T>();
    const f: Consulta<T> = (id, ctx, pilha = new Set<string>()) => {
      const pronto = feitos.get(id);
      if (pronto !== undefined) return pronto;
      if (pilha.has(id)) return noCiclo;
      pilha.add(id);
      const r = calcular(id, ctx, pilha);
      pilha.delete(id);
      if (pilha.size === 0) feitos.set(id, r); // no meio de um ciclo o resultado ainda é parcial
      return r;
    };
    return f;
  };
  const importadores = (id: string, ctx: Rolldown.ChunkingContext) => ctx.getModuleInfo(id)?.importers ?? [];
  // alcançado pelos imports estáticos a partir da entrada (index.html → main.tsx): está no pacote inicial
  const inicial: Consulta<boolean> = memo((id, ctx, pilha) => Boolean(ctx.getModuleInfo(id)?.isEntry) || importadores(id, ctx).some((i) => inicial(i, ctx, pilha)), false);
  const doLogin: Consulta<boolean> = memo((id, ctx, pilha) => PAGINA_DO_LOGIN.test(id) || importadores(id, ctx).some((i) => doLogin(i, ctx, pilha)), false);
  // as páginas (entradas sob demanda) que chegam ao módulo pelos imports estáticos
  const paginas: Consulta<Set<string>> = memo((id, ctx, pilha) => {
    const achadas = new Set<string>(ctx.getModuleInfo(id)?.dynamicImporters.length ? [id] : []);
    for (const i of importadores(id, ctx)) for (const p of paginas(i, ctx, pilha)) achadas.add(p);
    return achadas;
  }, new Set<string>());
  const capturavel: Consulta<boolean> = memo((id, ctx, pilha): boolean => {
    const info = ctx.getModuleInfo(id);
    if (!info || !CANDIDATO_COMUM.test(id) || REACT.test(id) || FORMULARIO.test(id) || inicial(id, ctx) || doLogin(id, ctx)) return false;
    // uma página sob demanda tem o pedaço dela (exceto o cliente e o provedor de consultas, também importados direto)
    if (info.dynamicImporters.length > 0 && !SEMPRE_COMUM.test(id)) return false;
    return info.importedIds.every((d) => REACT.test(d) || FORMULARIO.test(d) || d.startsWith('\0') || inicial(d, ctx) || capturavel(d, ctx, pilha));
  }, true);
  return {
    name: (id, ctx) => (capturavel(id, ctx) && (SEMPRE_COMUM.test(id) || paginas(id, ctx).size >= 2) ? 'comum' : null),
    debugName: 'comum',
    test: CANDIDATO_COMUM,
    includeDependenciesRecursively: false,
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), pedacosOffline(), preComprimir()],
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
      output: {
        // nomes só com o hash: a tabela de rotas do pacote inicial lista o arquivo de cada página e das
        // suas dependências, e cada nome a menos ali são bytes a menos no /login (decisão 012). O pedaço do
        // /login mantém o nome: a medida do orçamento (bench/web.ts) o acha por ele.
        chunkFileNames: (pedaco) => (pedaco.name === 'login' ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
        codeSplitting: {
          groups: [
            // React num pedaço só (decisão 008): muda só quando o React muda, então fica no cache entre
            // deploys, e não se divide em pedaços pequenos que comprimem pior
            { name: 'react', test: REACT },
            // as peças de todo formulário (botão, campos, máscaras, envio, CPF) num pedaço, não em seis
            { name: 'formulario', test: FORMULARIO },
            // o resto do que várias páginas usam (TanStack, ícones, components/ui, lib, shared/rules) num
            // pedaço só: no HTTP/1.1 (6 conexões) dezenas de pedaços pequenos fazem fila e atrasam a página
            grupoComum(),
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
