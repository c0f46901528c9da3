import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/server.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  dts: { entry: 'src/index.ts' },
  sourcemap: true,
  clean: true,
  // Workspace packages are bundled in, so `node dist/server.js` needs only the npm dependencies.
  noExternal: [/^@storefront\//],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
