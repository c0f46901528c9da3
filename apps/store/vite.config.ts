import { STORAGE_KEY } from '@storefront/state';
// The boot script's source file only: the UI package's main entry needs a bundler (styled-components).
import { themeBootScript } from '../../packages/ui/src/theme/applyTheme';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [
    react(),
    {
      // The saved theme, mode, direction and language are on <html> before the first paint.
      name: 'storefront-theme-boot-script',
      transformIndexHtml: () => [
        { tag: 'script', children: themeBootScript({ storageKey: STORAGE_KEY }), injectTo: 'head' },
      ],
    },
    // .br and .gz beside each text asset; the server sends them as they are (no work per request).
    compression({ algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')], threshold: 1024 }),
  ],
  resolve: {
    // Workspace packages are read from their sources: no library build before dev or test.
    conditions: ['source', 'module', 'browser', 'development|production'],
  },
  server: {
    port: 3000,
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/images': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
