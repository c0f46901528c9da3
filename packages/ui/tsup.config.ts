import { defineConfig } from 'tsup';

/**
 * One entry for the whole package, one per component folder (so a store can import
 * `@storefront/ui/primitives/Button` and bundle only that; shared code lands in chunks), and the
 * `theme`, `forms` and `sample-data` entries.
 */
export default defineConfig({
  entry: [
    'src/index.ts',
    'src/theme/index.ts',
    'src/forms/index.ts',
    'src/sample-data/index.ts',
    'src/primitives/*/index.ts',
    'src/chrome/*/index.ts',
    'src/commerce/*/index.ts',
    'src/content/*/index.ts',
    'src/landing/*/index.ts',
  ],
  format: ['esm'],
  // Declarations come from tsc (tsconfig.build.json): per-file .d.ts, far lighter than bundling them.
  dts: false,
  sourcemap: true,
  clean: true,
  splitting: true,
  target: 'es2022',
  // esbuild alone: it keeps each entry's 'use client' directive (React Server Components' mark of a
  // client module), which tsup's extra Rollup pass (treeshake: true) drops. esbuild tree-shakes too.
  treeshake: false,
  external: [/^@storefront\//, 'react', 'react-dom', 'styled-components'],
});
