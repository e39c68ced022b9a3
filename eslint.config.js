import fs from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { builtinRules } from 'eslint/use-at-your-own-risk';

// Limites de tamanho (CONVENTIONS S8), sem contar linhas em branco e comentários: aviso num limite,
// erro noutro. A mesma regra do ESLint é registrada uma segunda vez (plugin `limite`) para ter os dois níveis.
const tamanho = (max) => ({ max, skipBlankLines: true, skipComments: true });
const limite = { rules: { 'max-lines': builtinRules.get('max-lines') } };

// As features do web, lidas do disco a cada execução: uma feature nova já nasce com a fronteira (S1).
const FEATURES_WEB = fs
  .readdirSync(new URL('./src/web/features/', import.meta.url), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

// Módulos do servidor, achados no disco: cada pasta nova entra nas fronteiras sem lista à mão.
const modulosDoServidor = fs
  .readdirSync(new URL('./src/server/modules', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'src/server/db/migrations/**', '.tmp/**', 'e2e/artefatos/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, limite },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-duplicates': 'error',
      // Fronteiras de importação (CONVENTIONS S1)
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: './src/server', message: 'shared não importa do servidor.' },
            { target: './src/shared', from: './src/web', message: 'shared não importa do web.' },
            { target: './src/web', from: './src/server', message: 'o web nunca importa o servidor.' },
            { target: './src/server', from: './src/web', message: 'o servidor nunca importa o web.' },
            { target: './src/server/lib', from: './src/server/modules', message: 'lib/ é maquinaria: não conhece módulos.' },
            {
              // serviços e rotas só usam de db/ o cliente e o schema: uma consulta pertence a um módulo (no
              // repositório dele) e outro módulo a alcança pelo serviço do dono. Repositórios (db/busca.ts) e
              // testes (sementes) ficam de fora.
              target: './src/server/modules/**/!(*.repository|*.test).ts',
              from: './src/server/db',
              except: ['./client.ts', './schema'],
              message: 'serviços e rotas usam de db/ só o cliente e o schema: a consulta vai para o repositório do módulo dono.',
            },
            // um módulo do servidor alcança outro só pelo *.service.ts dele (CONVENTIONS S3); as regras de
            // acesso (*.policy.ts: predicados puros, sem banco) também são públicas, para não serem copiadas
            ...modulosDoServidor.map((m) => ({
              target: `./src/server/modules/${m}`,
              from: './src/server/modules',
              except: [`./${m}`, ...modulosDoServidor.flatMap((o) => [`./${o}/${o}.service.ts`, `./${o}/${o}.policy.ts`])],
              message: 'um módulo alcança outro só pelo serviço dele, ou pela política de acesso (nunca repositório, rotas ou arquivos internos).',
            })),
            ...FEATURES_WEB.map((f) => ({
              target: `./src/web/features/${f}`,
              from: './src/web/features',
              except: [`./${f}`],
              message: 'uma feature do web não importa outra; suba o que é comum para components/ ou lib/ (dados de várias features: lib/dados/).',
            })),
            {
              target: './src/web/lib',
              from: ['./src/web/features', './src/web/components', './src/web/app'],
              message: 'lib/ (inclusive lib/dados/) é a base: features, components e app importam dela, nunca o contrário.',
            },
          ],
        },
      ],
      'max-lines': ['warn', tamanho(300)],
      'limite/max-lines': ['error', tamanho(500)],
      'max-lines-per-function': ['warn', tamanho(60)],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name='only']",
          message: 'Nunca .only: todos os testes rodam.',
        },
        {
          // PGlite trava para sempre se a transação usar `db` em vez de `tx` (reference/stack.md, gotcha 9)
          selector:
            "CallExpression[callee.property.name='transaction'] > :function MemberExpression[object.name='db'], CallExpression[callee.property.name='transaction'] > :function MemberExpression[object.property.name='db']",
          message: 'Dentro de db.transaction use o `tx`, nunca `db` (trava o PGlite).',
        },
      ],
    },
  },
  {
    files: ['src/shared/**'],
    // os testes rodam no Node (lêem a pasta dos contratos); o código de shared é que vai ao navegador
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'shared é isomórfico: nada de node:*.' },
            { group: ['react', 'react-dom', 'react/*'], message: 'shared não usa React.' },
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'shared não conhece o banco.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.repository.ts', 'src/server/db/**', 'src/server/testing/**', 'src/server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'drizzle-orm', message: 'Consultas ficam no *.repository.ts do módulo.' }] },
      ],
    },
  },
  {
    // um serviço não reexporta o repositório: quem está fora do módulo chama funções do serviço
    files: ['src/server/**/*.service.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportNamedDeclaration[source.value=/repository/], ExportAllDeclaration[source.value=/repository/]',
          message: 'Serviço não reexporta o repositório: exponha uma função do serviço.',
        },
        {
          selector: "CallExpression[callee.property.name='transaction'] > :function MemberExpression[object.name='db'], CallExpression[callee.property.name='transaction'] > :function MemberExpression[object.property.name='db']",
          message: 'Dentro de db.transaction use o `tx`, nunca `db` (trava o PGlite).',
        },
        {
          selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name='only']",
          message: 'Nunca .only: todos os testes rodam.',
        },
      ],
    },
  },
  {
    // rotas são finas: contrato → serviço; consultas nunca (CONVENTIONS S3)
    files: ['src/server/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Rotas não consultam o banco: chame o serviço.' }],
          patterns: [{ regex: '\\.repository(\\.ts)?$', message: 'Rotas nunca importam repositórios: chame o serviço.' }],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      // decisão 008: o roteador do app é #web/lib/roteador.tsx (o React Router sozinho custaria 13 KB do /login)
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router', message: 'Use #web/lib/roteador.tsx (mesma API, decisão 008).' }], patterns: [{ group: ['react-router/*', 'react-router-dom'], message: 'Use #web/lib/roteador.tsx (decisão 008).' }] },
      ],
    },
  },
  {
    // componentes React: 200 linhas por função (CONVENTIONS S8)
    files: ['src/web/**/*.tsx'],
    rules: {
      'max-lines-per-function': ['warn', tamanho(200)],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**'],
    rules: { 'max-lines': ['warn', tamanho(600)], 'limite/max-lines': ['error', tamanho(800)], 'max-lines-per-function': 'off' },
  },
);
