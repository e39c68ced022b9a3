import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const API_DEV = process.env.API_DEV_URL ?? 'http://127.0.0.1:3001';

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    // o mapa de exports do react-router só aponta para o build de desenvolvimento; no build de
    // produção usamos o de produção (sem avisos de desenvolvimento, menor)
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }] : [],
  },
  // mesma origem em produção: o servidor serve o SPA e a API na mesma porta
  define: command === 'build' && !process.env.VITE_API_BASE_URL ? { 'import.meta.env.VITE_API_BASE_URL': JSON.stringify('/') } : {},
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // navegadores atuais já têm modulepreload; o polyfill custaria bytes no pacote do /login
    modulePreload: { polyfill: false },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/api': { target: API_DEV, changeOrigin: false } },
  },
}));
