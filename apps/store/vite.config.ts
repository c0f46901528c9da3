import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [react()],
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
