import babel from '@rolldown/plugin-babel';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Stable class names: styled-components names each component by its file and place instead of
    // by the order the bundle defines it, so the server's markup and the browser's first render agree.
    babel({
      include: [/[\\/](packages[\\/]ui|apps[\\/]store)[\\/]src[\\/].*\.tsx?$/],
      plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true }]],
      sourceMap: true,
    }),
    reactRouter(),
    // .br and .gz beside each text asset of the browser's build; the server sends them as they are.
    isSsrBuild ? null : compression({ algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')], threshold: 1024 }),
  ],
  resolve: {
    // Workspace packages are read from their sources: no library build before dev or test.
    conditions: ['source', 'module', 'browser', 'development|production'],
  },
  // The server build bundles the workspace packages from their sources like the browser build, so
  // both draw the same markup; other packages stay in node_modules.
  ssr: {
    noExternal: [/^@storefront\//],
    resolve: { conditions: ['source', 'module', 'node', 'development|production'] },
  },
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    sourcemap: true,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // The libraries every page runs on, in one chunk (they compress better together than
            // in the many chunks they would otherwise be split into); the rest is split by route.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|styled-components|stylis|@emotion|jotai|jotai-tanstack-query|@tanstack)[\\/]/,
                },
              ],
            },
          },
        },
  },
}));
