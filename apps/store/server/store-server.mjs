import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { createPageRenderer } from './page-renderer.mjs';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/** sha256 sources for every inline <script> of the page, so CSP can allow exactly those. */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((code) => code.trim() !== '')
    .map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
}

/** sha256 of the empty string: see inlineStyleHashes. */
const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/**
 * The start of the fixed CSS that libraries without nonce support insert as a <style> at run time:
 * sonner (the toasts) appends an empty <style> and then its stylesheet as text.
 */
const fixedStyleMarkers = ['[data-sonner-toaster]'];

/** The JS string literal (quoted with ", ' or `) that starts at `start` (the opening quote), unescaped. */
function readStringLiteral(code, start) {
  const quote = code[start];
  let text = '';
  for (let i = start + 1; i < code.length; i += 1) {
    const char = code[i];
    if (char === quote) return text;
    if (quote === '`' && char === '$' && code[i + 1] === '{') return null;
    if (char !== '\\') {
      text += char;
      continue;
    }
    const next = code[i + 1];
    i += 1;
    if (next === 'n') text += '\n';
    else if (next === 't') text += '\t';
    else if (next === 'x') {
      text += String.fromCharCode(Number.parseInt(code.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (next === 'u') {
      text += String.fromCharCode(Number.parseInt(code.slice(i + 1, i + 5), 16));
      i += 4;
    } else if (next !== '\n') text += next;
  }
  return null;
}

/**
 * sha256 sources for index.html's own <style> elements and for the fixed stylesheets the bundle
 * inserts without a nonce (fixedStyleMarkers),
 * read from the built JS so they follow library updates, plus the empty string's: such libraries
 * append the <style> before its text, and an empty stylesheet can do nothing.
 */
export function inlineStyleHashes(root, html = '') {
  const assets = path.join(root, 'assets');
  const hashes = new Set([EMPTY_STYLE_HASH]);
  // The page's own fixed <style> elements (the theme tokens in index.html).
  for (const match of html.matchAll(/<style(?![^>]*\bnonce=)[^>]*>([\s\S]*?)<\/style>/g)) {
    hashes.add(`'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`);
  }
  if (!fs.existsSync(assets)) return [...hashes];
  for (const name of fs.readdirSync(assets)) {
    if (!name.endsWith('.js')) continue;
    const code = fs.readFileSync(path.join(assets, name), 'utf8');
    for (const marker of fixedStyleMarkers) {
      for (let at = code.indexOf(marker); at > 0; at = code.indexOf(marker, at + 1)) {
        if (!['"', "'", '`'].includes(code[at - 1] ?? '')) continue;
        const css = readStringLiteral(code, at - 1);
        if (css) hashes.add(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
      }
    }
  }
  return [...hashes];
}

/**
 * The page for one request: styled-components reads the nonce from this meta tag (and Radix's
 * scroll lock, through get-nonce, from window.__webpack_nonce__, which index.html's inline script
 * sets from it), so the <style> elements they create carry the request's nonce.
 */
export function pageWithNonce(html, nonce) {
  return html.replace(/<head>/i, `<head>\n    <meta property="csp-nonce" nonce="${nonce}">`);
}

const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside <script type="application/json">: nothing in it can close the element or open a comment. */
const scriptJson = (value) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
/** A rendered page is reused for a while (page-renderer.mjs): its state is serialised once. */
const stateJson = new WeakMap();
const stateJsonOf = (page) => {
  let json = stateJson.get(page);
  if (json === undefined) {
    json = scriptJson(page.queryState);
    stateJson.set(page, json);
  }
  return json;
};

/**
 * Until the app has taken the page over (App's takeOver removes this style), a page saved in
 * another language than the server's English stays hidden rather than flashing English.
 */
const HIDE_OTHER_LANGUAGES = 'html:not([lang="en"]) #root[data-ssr]{visibility:hidden}';

/**
 * index.html with a server-rendered page (entry-server.tsx) in it: its markup in #root, its
 * styles (styled-components' own element) under the request's nonce, its title and description,
 * and the data it was drawn from as JSON that the browser reads instead of asking the API again.
 * @param {string} html index.html
 * @param {{ html: string, styles: (nonce: string) => string, queryState: unknown, meta: { title: string, description: string } }} page
 * @param {string} nonce
 */
export function pageWithServerRender(html, page, nonce) {
  return html
    .replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(page.meta.title)}</title>`)
    .replace(/(<meta name="description" content=")[^"]*(")/i, (_, start, end) => `${start}${escapeHtml(page.meta.description)}${end}`)
    .replace(
      /<\/head>/i,
      () => `<style data-ssr-styles nonce="${nonce}">${HIDE_OTHER_LANGUAGES}</style>\n    ${page.styles(nonce)}\n  </head>`,
    )
    .replace(
      /<div id="root"><\/div>/i,
      () =>
        `<div id="root" data-ssr>${page.html}</div>\n    <script type="application/json" id="ssr-query-state">${stateJsonOf(page)}</script>`,
    );
}

/** Paths the mounted API app answers (apps/api/src/app.ts). */
const API_PATH = /^\/(api|images)\//;

/**
 * The store's HTTP front: the API (under /api/v1, and its /images), the built files, and
 * index.html for every other path so the client router can answer it (including its 404 page).
 * Hashed files under /assets are cached for a year as immutable; everything else is revalidated.
 * Text files are served from their build-time .br/.gz siblings when the browser accepts them,
 * except index.html: it carries a fresh CSP nonce on every request, so it is compressed per request.
 * With `render` (the built entry-server), pages arrive rendered with their data; a render that
 * fails, declines the URL (shopper-state pages), takes too long or finds the renderer busy gives
 * the plain page, which the browser renders as before (`renderer`: page-renderer.mjs options).
 * The `X-Store-Render` answer header says which one was sent: `server` or `browser`.
 * @param {{ api: import('hono').Hono, root?: string, paypal?: boolean,
 *   render?: (url: string) => Promise<Parameters<typeof pageWithServerRender>[1] & { meta: { status: number } } | { redirect: string } | null>,
 *   renderer?: Omit<Parameters<typeof createPageRenderer>[0], 'render'> }} options
 */
export function createStoreServer({ api, root = distDir, paypal = Boolean(process.env.PAYPAL_CLIENT_ID && process.env.PAYPAL_CLIENT_SECRET), render, renderer = {} }) {
  const pages = render ? createPageRenderer({ ...renderer, render }) : undefined;
  const indexHtml = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const styleHashes = inlineStyleHashes(root, indexHtml);
  // PayPal's hosted buttons load their script and frames from PayPal, only when PayPal is configured.
  const paypalHosts = paypal ? ['https://www.paypal.com', 'https://www.sandbox.paypal.com'] : [];
  const staticRoot = path.relative(process.cwd(), root) || '.';
  const app = new Hono();

  const pageHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScriptHashes(indexHtml), ...paypalHosts],
      // <style> elements: styled-components' carry the request's nonce; sonner's fixed sheet is
      // allowed by its hash. Style attributes (Radix popper/presence, embla, the swatch colour)
      // are set by React/JS and cannot carry a nonce: style-src-attr allows them (ADR 0061).
      styleSrc: ["'self'", NONCE, ...styleHashes],
      styleSrcAttr: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...(paypal ? ['https://www.paypalobjects.com'] : [])],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...paypalHosts],
      frameSrc: paypalHosts.length > 0 ? paypalHosts : ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    // PayPal's checkout talks to its popup through window.opener, which 'same-origin' cuts off
    // (paypal/paypal-js#363; the fix others shipped is this value). Without PayPal, the stricter one.
    crossOriginOpenerPolicy: paypal ? 'same-origin-allow-popups' : 'same-origin',
  });
  // The API and its pictures keep the headers the API app sets: the page's CSP would replace the
  // pictures' own, and its same-origin resource policy would hide them from a store on another origin.
  app.use('*', (c, next) => (API_PATH.test(c.req.path) ? next() : pageHeaders(c, next)));
  // Anything that changes the API's data (an order takes stock) drops the rendered pages.
  app.use('/api/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') pages?.invalidate();
  });
  app.route('/', api);
  // Set after the files middleware answered (its onFound hook runs too late to add headers).
  // API routes are registered above and answer before this runs, so they keep their own.
  app.use('*', async (c, next) => {
    await next();
    const hashed = c.req.path.startsWith('/assets/');
    if (c.res.status === 200) c.res.headers.set('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  const page = async (c) => {
    const nonce = c.get('secureHeadersNonce');
    const plain = pageWithNonce(indexHtml, nonce);
    // `X-Store-Render: browser` asks for the page the browser renders alone (e.g. to test how the
    // app handles API faults, which a server render, reaching the API in process, would hide).
    if (pages && c.req.header('x-store-render') !== 'browser') {
      const url = new URL(c.req.url);
      try {
        const rendered = await pages.page(`${url.pathname}${url.search}`);
        if (rendered?.redirect) return c.redirect(rendered.redirect, 301);
        if (rendered) {
          c.header('X-Store-Render', 'server');
          return c.html(pageWithServerRender(plain, rendered, nonce), rendered.meta.status);
        }
      } catch (error) {
        console.error(`Server render of ${url.pathname} failed; sending the page for the browser to render:`, error);
      }
    }
    c.header('X-Store-Render', 'browser');
    return c.html(plain);
  };

  // Pages differ per request (nonce, rendered data), so they are compressed as they are sent.
  app.get('/', compress(), page);
  app.get('/index.html', compress(), page);
  app.use('*', serveStatic({ root: staticRoot, precompressed: true }));
  app.get('*', compress(), page);
  return app;
}
