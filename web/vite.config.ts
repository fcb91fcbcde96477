import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudget } from './build/bundle-budget.js';

const apiTarget = 'http://127.0.0.1:3003';
const proxy = { '/api': { target: apiTarget, changeOrigin: false } };

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // bundleBudget: prints each page's initial JavaScript (gzip) and fails the build over the home page's budget
  plugins: [react(), bundleBudget()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // no polyfill of <link rel="modulepreload"> in the home page's entry (~400 B gzip of its 135 KB budget): every
    // browser that has it preloads (Chromium, Firefox 115+, Safari 17+); an older one loads the same chunks
    // when they are imported, a round trip later
    // a back-office page (admin, salon dashboard) is loaded without preloading the shared chunks it imports:
    // they load when its chunk runs, a round trip later, behind a sign-in. Each preloaded chunk is a name in
    // the home page's entry (its list of what every lazy page preloads, ~15 B gzip a name): this keeps about
    // 0.8 KB of the back office's names out of the home page's budget
    modulePreload: { polyfill: false, resolveDependencies: (file, deps) => (file.includes('/bo-') ? [] : deps) },
    rollupOptions: {
      output: {
        chunkFileNames: (chunk) =>
          /\/web\/src\/pages\/(admin|salon)\//.test(chunk.facadeModuleId ?? '') ? 'assets/bo-[name]-[hash].js' : 'assets/[name]-[hash].js',
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { host: '127.0.0.1', port: 4173, proxy },
});
