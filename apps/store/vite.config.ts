import { STORAGE_KEY } from '@storefront/state';
// The boot script's source file only: the UI package's main entry needs a bundler (styled-components).
import { themeBootScript } from '../../packages/ui/src/theme/applyTheme';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * Production pages arrive server-rendered (ADR 0063): the app's scripts are requested after the
 * first frame is painted, so the page and its first picture do not share the connection with them.
 * Rewrites Vite's module script and modulepreload links into one inline loader (hashed by the
 * store server's CSP like the boot script). The development server keeps Vite's own tags.
 */
function loadScriptsAfterFirstPaint(): Plugin {
  return {
    name: 'storefront-scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry) throw new Error('index.html has no module entry to defer');
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
        const urls = [...preloads.map((match) => match[1]), entry[1]];
        const loader = `(function(){var done=false;function load(){if(done)return;done=true;${JSON.stringify(urls)}.forEach(function(u,i,a){var e=document.createElement(i===a.length-1?'script':'link');if(i===a.length-1){e.type='module';e.src=u}else{e.rel='modulepreload';e.href=u}e.crossOrigin='';document.head.appendChild(e)})}requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,200)})();`;
        let out = html.replace(entry[0], '');
        for (const match of preloads) out = out.replace(match[0], '');
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
      // The saved theme, mode, direction and language are on <html> before the first paint.
      name: 'storefront-theme-boot-script',
      transformIndexHtml: () => [
        { tag: 'script', children: themeBootScript({ storageKey: STORAGE_KEY }), injectTo: 'head' },
      ],
    },
    // .br and .gz beside each text asset; the server sends them as they are (no work per request).
    isSsrBuild ? null : compression({ algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')], threshold: 1024 }),
  ],
  resolve: {
    // Workspace packages are read from their sources: no library build before dev or test.
    conditions: ['source', 'module', 'browser', 'development|production'],
  },
  server: {
    port: 3000,
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/images': `http://127.0.0.1:${apiPort}` },
  },
  // The server renderer (entry-server.tsx, ADR 0063) bundles the workspace packages from their
  // sources like the browser build, so both draw the same markup; other packages stay in node_modules.
  ssr: {
    noExternal: [/^@storefront\//, 'styled-components'],
    resolve: { conditions: ['source', 'module', 'node', 'development|production'] },
  },
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    sourcemap: true,
  },
}));
