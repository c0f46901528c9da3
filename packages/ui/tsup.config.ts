import { defineConfig } from 'tsup';

/**
 * One entry for the whole package plus one per component folder, so a store can import
 * `@storefront/ui/primitives/Button` and bundle only that (shared code lands in chunks).
 */
export default defineConfig({
  entry: ['src/index.ts', 'src/primitives/*/index.ts', 'src/chrome/*/index.ts', 'src/commerce/*/index.ts', 'src/content/*/index.ts', 'src/landing/*/index.ts'],
  format: ['esm'],
  // Declarations come from tsc (tsconfig.build.json): per-file .d.ts, far lighter than bundling them.
  dts: false,
  sourcemap: true,
  clean: true,
  splitting: true,
  target: 'es2022',
  treeshake: true,
  external: [/^@storefront\//, 'react', 'react-dom', 'styled-components'],
});
