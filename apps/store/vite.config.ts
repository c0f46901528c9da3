import { STORAGE_KEY } from '@storefront/state';
// The boot script's source file only: the UI package's main entry needs a bundler (styled-components).
import { themeBootScript } from '../../packages/ui/src/theme/applyTheme';
import { baseStylesheet } from '../../packages/ui/src/theme/baseStylesheet';
import { toasterPageStylesheet } from '../../packages/ui/src/primitives/Toaster/toasterPageStylesheet';
import { tokenStylesheet } from '../../packages/ui/src/theme/tokenStylesheet';
import { earlyTapsScript } from './src/app/earlyTaps';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { storeDependencies } from './storeDependencies';

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * Production pages arrive server-rendered (ADR 0063): the app's scripts are requested after the
 * first frame is painted, so the page and its first picture do not share the connection with them.
 * Rewrites Vite's module script and modulepreload links into one inline loader (hashed by the
 * store server's CSP like the boot script). The development server keeps Vite's own tags.
 *
 * The loader fetches every chunk of the first load (the first by its script, the others by preload
 * links added one per task: ADR 0077), then evaluates them one chunk per task, dependencies first,
 * the entry last (ADR 0064). Evaluating the entry's whole module graph at once
 * was one task of about 30 ms here (four times that on a phone) while the server's page ignored taps.
 */
function loadScriptsAfterFirstPaint(): Plugin {
  return {
    name: 'storefront-scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry?.[1] || !bundle || !chunk) throw new Error('index.html has no module entry to defer');
        const base = entry[1].slice(0, -chunk.fileName.length);
        // The entry's static imports, each after the chunks it imports itself.
        const order: string[] = [];
        const visit = (fileName: string) => {
          const output = bundle[fileName];
          if (order.includes(fileName) || output?.type !== 'chunk') return;
          output.imports.forEach(visit);
          order.push(fileName);
        };
        visit(chunk.fileName);
        const urls = order.map((fileName) => base + fileName);
        const loader = `(function(){var done=false;function load(){if(done)return;done=true;var s=${JSON.stringify(urls)},i=0,j=1;(function pre(){if(j>=s.length)return;var l=document.createElement('link');l.rel='modulepreload';l.href=s[j++];l.crossOrigin='';document.head.appendChild(l);setTimeout(pre,0)})();(function next(){var e=document.createElement('script');e.type='module';e.src=s[i];e.crossOrigin='';if(++i<s.length)e.onload=e.onerror=function(){setTimeout(next,0)};document.head.appendChild(e)})()}requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,200)})();`;
        let out = html.replace(entry[0], '');
        for (const match of html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)) out = out.replace(match[0], '');
        return out.replace('</body>', `  <script id="app-loader">${loader}</script>\n  </body>`);
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // Stable class names: styled-components names each component by its file and place instead of
    // by the order the bundle defines it, so the server's markup and the browser's first render
    // agree and the browser can hydrate the server's page (ADR 0063).
    babel({
      include: [/[\\/](packages[\\/]ui|apps[\\/]store)[\\/]src[\\/].*\.tsx?$/],
      plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true }]],
      sourceMap: true,
    }),
    isSsrBuild ? null : loadScriptsAfterFirstPaint(),
    {
      // The saved theme, mode, direction and language are on <html> before the first paint, and the
      // tokens of every theme are in the page's head.
      name: 'storefront-theme-boot-script',
      transformIndexHtml: () => [
        { tag: 'script', children: themeBootScript({ storageKey: STORAGE_KEY }), injectTo: 'head' },
        // Buttons tapped before the app has their handlers are kept and pressed again (ADR 0067).
        { tag: 'script', children: earlyTapsScript, injectTo: 'head' },
        // Every theme's tokens and the base styles as plain stylesheets (hashed by the store
        // server's CSP): the app's StaticStylesThemeRoot leaves them out, so styled-components never
        // compiles them.
        { tag: 'style', attrs: { id: 'theme-tokens' }, children: tokenStylesheet, injectTo: 'head' },
        { tag: 'style', attrs: { id: 'base-styles' }, children: baseStylesheet, injectTo: 'head' },
        // The toaster's rules for <html>: inserted by sonner only when its chunk loads, they would
        // restyle the whole page then.
        { tag: 'style', attrs: { id: 'toaster-page-styles' }, children: toasterPageStylesheet, injectTo: 'head' },
      ],
    },
    // .br and .gz beside each text asset; the server sends them as they are (no work per request).
    isSsrBuild ? null : compression({ algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')], threshold: 1024 }),
  ],
  resolve: {
    // Workspace packages are read from their sources: no library build before dev or test.
    conditions: ['source', 'module', 'browser', 'development|production'],
    // The store runs React 18 (ADR 0069) while the workspace's packages are tested on React 19:
    // every library the store depends on comes from the store's copy, never a package's own.
    dedupe: storeDependencies,
  },
  server: {
    port: 3000,
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/images': `http://127.0.0.1:${apiPort}` },
  },
  // The server renderer (entry-server.tsx, ADR 0063) bundles the workspace packages from their
  // sources like the browser build, so both draw the same markup; other packages stay in node_modules.
  ssr: {
    noExternal: [/^@storefront\//, 'styled-components'],
    resolve: { conditions: ['source', 'module', 'node', 'development|production'], dedupe: storeDependencies },
  },
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    sourcemap: true,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // The first load in a few chunks of similar weight, each evaluated in its own task
            // by the loader above. `$initial`: only what the entry imports statically; what the
            // lazy pages alone use stays in their chunks.
            codeSplitting: {
              groups: [
                { name: 'react-dom', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
                // styled-components adopts the server's style rules as it is evaluated: a task of its own.
                { name: 'styles', test: /[\\/]node_modules[\\/](styled-components|stylis|@emotion)[\\/]/, tags: ['$initial'], priority: 3 },
                { name: 'libraries', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
                { name: 'ui', test: /[\\/]packages[\\/]ui[\\/]src[\\/]/, tags: ['$initial'], priority: 1 },
                { name: 'shop-state', test: /[\\/]packages[\\/](state|api-client)[\\/]src[\\/]/, tags: ['$initial'], priority: 1 },
              ],
            },
          },
        },
  },
}));
