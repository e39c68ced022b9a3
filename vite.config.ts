import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
/**
 * As consultas compartilhadas (`lib/dados`: useQuery do perfil, dos eventos, das notificações…) vão com o TanStack
 * para o pedaço das consultas: no pedaço comum, elas o faziam importar o das consultas, e a validação pública de
 * certificados (página leve, decisão 006, sem TanStack) descia os dois.
 */
const CONSULTAS_COMPARTILHADAS = /src[\\/]web[\\/]lib[\\/]dados[\\/]/;
/** Onde o /login começa: a página do orçamento (decisão 008) e a moldura pública (rodapé e cabeçalho). */
const LEVES = ['src/web/app/routes/auth/login.tsx', 'src/web/components/layouts/rodape.tsx', 'src/web/components/layouts/cabecalho-publico.tsx'];
/** A entrada do app: tudo o que ela importa (estático) está no pacote inicial. */
const ENTRADA = 'src/web/main.tsx';

/**
 * O pedaço comum das páginas (issue 19). Cada página com dados descia 14–20 pedaços pequenos além do
 * seu (TanStack, ícones, estados, paginação, chaves, formatos…): no HTTP/1.1, com 6 conexões, são 3–4
 * rodadas de ida e volta na rede do celular antes de a página pintar. Aqui vai num pedaço só o que pelo
 * menos duas páginas usam (e o TanStack sempre), com três cuidados:
 *  - nada do pacote inicial nem do que o /login baixa numa visita (a página e a moldura pública): o
 *    orçamento de 86 KB não muda, e o rodapé do /login não baixa o TanStack e os ícones das páginas;
 *  - um módulo só entra se tudo o que ele importa também entra, ou já está no pacote inicial, no React ou
 *    nas peças de formulário: o pedaço comum nunca importa o pedaço de uma página (sem ciclos);
 *  - as dependências não são puxadas junto (`includeDependenciesRecursively: false`): puxadas, trariam
 *    o cliente da API e o roteador do pacote inicial para cá, e o /login passaria a baixar tudo.
 */
function grupoComum(raiz: string): Rolldown.CodeSplittingGroup {
  const candidatos = new Set<string>();
  let escolhidos: Set<string> | undefined;
  const escolher = (ctx: Rolldown.ChunkingContext): Set<string> => {
    const info = (id: string) => ctx.getModuleInfo(id);
    /** Tudo o que se alcança pelos imports estáticos a partir de `inicios`. */
    const descendo = (inicios: string[]) => {
      const vistos = new Set<string>();
      const fila = inicios.map((i) => path.resolve(raiz, i));
      for (let id = fila.pop(); id !== undefined; id = fila.pop()) {
        if (vistos.has(id)) continue;
        vistos.add(id);
        fila.push(...(info(id)?.importedIds ?? []));
      }
      return vistos;
    };
    const inicial = descendo([ENTRADA]);
    const leve = descendo(LEVES);
    /** Quantas páginas (entradas sob demanda) chegam ao módulo pelos imports estáticos. */
    const paginas = (id: string) => {
      const vistos = new Set<string>();
      let achadas = 0;
      const fila = [id];
      for (let atual = fila.pop(); atual !== undefined; atual = fila.pop()) {
        if (vistos.has(atual)) continue;
        vistos.add(atual);
        const m = info(atual);
        if (m?.dynamicImporters.length) achadas++;
        fila.push(...(m?.importers ?? []));
      }
      return achadas;
    };
    const aceitos = new Set(
      [...candidatos].filter((id) => {
        const m = info(id);
        if (!m || REACT.test(id) || FORMULARIO.test(id) || inicial.has(id) || leve.has(id)) return false;
        // uma página sob demanda tem o pedaço dela (exceto o cliente e o provedor de consultas, também importados direto)
        if (SEMPRE_COMUM.test(id)) return true;
        return m.dynamicImporters.length === 0 && paginas(id) >= 2;
      }),
    );
    // tira quem importa algo que fica fora (até não mudar mais): o pedaço comum só importa o pacote inicial,
    // o que o /login baixa, o React e as peças de formulário — pedaços que nunca importam o comum. Um
    // índice que só reexporta (`lucide-react`, `@tanstack/react-query`) não vira pedaço nem passa por
    // `test`: quem o importa recebe direto os módulos que usa, e eles são conferidos um a um
    const ok = (d: string) =>
      aceitos.has(d) || inicial.has(d) || leve.has(d) || REACT.test(d) || FORMULARIO.test(d) || d.startsWith('\0') || (CANDIDATO_COMUM.test(d) && !candidatos.has(d));
    const fora = (d: string) => !ok(d);
    for (let mudou = true; mudou; ) {
      mudou = false;
      for (const id of aceitos) {
        if (info(id)?.importedIds.some(fora)) {
          aceitos.delete(id);
          mudou = true;
        }
      }
    }
    return aceitos;
  };
  return {
    // o Rolldown chama `test` para todos os candidatos antes do primeiro `name`
    test: (id) => CANDIDATO_COMUM.test(id) && (candidatos.add(id), true),
    // em dois pedaços de tamanho parecido (o TanStack com o cliente e o provedor de consultas; o resto), que
    // descem em duas conexões: um só, de 32 KB, esperava mais idas e voltas da janela inicial do TCP
    name: (id, ctx) => ((escolhidos ??= escolher(ctx)).has(id) ? (SEMPRE_COMUM.test(id) || CONSULTAS_COMPARTILHADAS.test(id) ? 'consultas' : 'comum') : null),
    debugName: 'comum',
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
            { name: 'react', test: REACT },
            // as peças de todo formulário (botão, campos, máscaras, envio, CPF) num pedaço, não em seis
            { name: 'formulario', test: FORMULARIO },
            // o resto do que várias páginas usam (TanStack, ícones, components/ui, lib, shared/rules) num
            // pedaço só: no HTTP/1.1 (6 conexões) dezenas de pedaços pequenos fazem fila e atrasam a página
            grupoComum(path.dirname(fileURLToPath(import.meta.url))),
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
