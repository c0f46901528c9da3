import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM module without type declarations; its JSDoc documents the options.
import { createStoreServer, inlineScriptHashes, inlineStyleHashes } from '../server/store-server.mjs';

const bootScript = "document.documentElement.dataset.theme='color3';";
const tokensCss = "[data-theme='color3']{--accent-9:#123456}";
const indexHtml = `<!doctype html><html><head><script>${bootScript}</script><style id="theme-tokens">${tokensCss}</style></head><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>`;
const appJs = `console.log(${JSON.stringify('x'.repeat(2000))});`;
/** A chunk that inserts a fixed stylesheet the way sonner does (no nonce support). */
const toasterCss = "[data-sonner-toaster]{position:fixed;content:''}";
const toasterJs = `function s(c){const e=document.createElement('style');document.head.appendChild(e);e.appendChild(document.createTextNode(c))}s(\`${toasterCss}\`);`;
/** The same kind of sheet as a double-quoted literal with escapes, as another minifier may write it. */
const quotedCss = '[data-sonner-toaster][dir=rtl]{content:"\\201C"}';
const quotedJs = `s(${JSON.stringify(quotedCss)});`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const pictureCsp = "default-src 'none'; style-src 'unsafe-inline'";
const nonceOf = (html: string) => /<meta property="csp-nonce" nonce="([^"]+)">/.exec(html)?.[1];

describe('the store server', () => {
  let root: string;
  let app: Hono;
  const cwd = process.cwd();

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'store-dist-'));
    fs.mkdirSync(path.join(root, 'assets'));
    fs.writeFileSync(path.join(root, 'index.html'), indexHtml);
    fs.writeFileSync(path.join(root, 'assets/app-abc123.js'), appJs);
    fs.writeFileSync(path.join(root, 'assets/app-abc123.js.br'), brotliCompressSync(appJs));
    fs.writeFileSync(path.join(root, 'assets/Toaster-abc123.js'), toasterJs);
    fs.writeFileSync(path.join(root, 'assets/Other-abc123.js'), quotedJs);
    fs.writeFileSync(path.join(root, 'index.html.br'), brotliCompressSync(indexHtml));
    fs.writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\n');
    const api = new Hono();
    // As apps/api sets them: pictures a store on another origin may show, which run nothing when opened.
    api.use('/api/*', secureHeaders({ crossOriginResourcePolicy: 'cross-origin' }));
    api.use('/images/*', secureHeaders({ crossOriginResourcePolicy: 'cross-origin' }));
    api.get('/api/v1/details', (c) => c.json({ address: 'A', email: 'e@example.com' }));
    api.get('/images/*', (c) => c.body('<svg/>', 200, { 'Content-Type': 'image/svg+xml', 'Content-Security-Policy': pictureCsp }));
    process.chdir(root);
    app = createStoreServer({ api, root, paypal: false });
  });
  afterAll(() => {
    process.chdir(cwd);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('answers the API routes it mounts', async () => {
    const response = await app.request('/api/v1/details');
    expect(await response.json()).toEqual({ address: 'A', email: 'e@example.com' });
  });

  it("keeps the API's own headers on its pictures and gives pages the store's", async () => {
    const picture = await app.request('/images/products/1/red-1.svg');
    expect(picture.headers.get('content-security-policy')).toBe(pictureCsp);
    expect(picture.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const page = await app.request('/product/1');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('serves index.html for client-side routes, revalidated on every visit', async () => {
    const response = await app.request('/left-sidebar/collection');
    expect(response.status).toBe(200);
    expect((await response.text()).replace(/\n {4}<meta property="csp-nonce" nonce="[^"]+">/, '')).toBe(indexHtml);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('puts a fresh nonce into every page and its style-src, never the prebuilt index.html, and compresses it per request', async () => {
    const nonces = [];
    for (const url of ['/', '/index.html', '/product/3']) {
      const response = await app.request(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(response.headers.get('content-encoding')).toBe('gzip');
      const body = response.body?.pipeThrough(new DecompressionStream('gzip'));
      const nonce = nonceOf(await new Response(body).text());
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain(`style-src 'self' 'nonce-${nonce}'`);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(3);
  });

  it('allows inline styles only by nonce or hash, style attributes apart, and scripts only from itself or by hash', async () => {
    const csp = (await app.request('/')).headers.get('content-security-policy') ?? '';
    const directives = new Map(csp.split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const));
    const styleSrc = directives.get('style-src') ?? [];
    expect(styleSrc).toContain(sha256(toasterCss));
    expect(styleSrc.filter((source) => !/^'(self|nonce-[^']+|sha256-[^']+)'$/.test(source))).toEqual([]);
    expect(directives.has('style-src-elem')).toBe(false);
    expect(directives.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    const scriptSrc = directives.get('script-src') ?? [];
    expect(scriptSrc.filter((source) => !/^'(self|sha256-[^']+)'$/.test(source))).toEqual([]);
    expect(csp).not.toContain('unsafe-eval');
    expect(directives.get('default-src')).toEqual(["'self'"]);
  });

  it('hashes the fixed stylesheets the bundle inserts at run time, and the empty one they start as', () => {
    expect(inlineStyleHashes(root).sort()).toEqual([sha256(''), sha256(toasterCss), sha256(quotedCss)].sort());
  });

  it("hashes index.html's own <style> (the theme tokens) and lets the CSP allow it, but not a <style> that carries a nonce", async () => {
    const html = `${indexHtml}<style nonce="abc">p{}</style>`;
    expect(inlineStyleHashes(root, html)).toContain(sha256(tokensCss));
    expect(inlineStyleHashes(root, html)).not.toContain(sha256('p{}'));
    const csp = (await app.request('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`style-src [^;]*${sha256(tokensCss).replace(/[+/]/g, '\\$&')}`));
  });

  it('caches hashed assets for a year as immutable and sends the brotli file when accepted', async () => {
    const response = await app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(Number(response.headers.get('content-length'))).toBeLessThan(appJs.length);
  });

  it('does not mark unhashed files immutable', async () => {
    const response = await app.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends a CSP that allows its own inline boot script by hash, no eval, and no framing', async () => {
    const csp = (await app.request('/')).headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(bootScript).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('sends nosniff and a referrer policy on every answer: the API its own, the rest the store\'s', async () => {
    for (const url of ['/', '/assets/app-abc123.js', '/api/v1/details', '/images/products/1/red-1.svg']) {
      const response = await app.request(url);
      expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), url).toBe(url.startsWith('/api/') || url.startsWith('/images/') ? 'no-referrer' : 'strict-origin-when-cross-origin');
    }
  });

  it('allows PayPal\'s hosts only when PayPal is configured', async () => {
    const without = (await app.request('/')).headers.get('content-security-policy') ?? '';
    expect(without).not.toContain('paypal.com');
    expect(without).toContain("frame-src 'none'");
    const withPaypal = createStoreServer({ api: new Hono(), root, paypal: true });
    const csp = (await withPaypal.request('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain('https://www.sandbox.paypal.com');
  });

  it("keeps the PayPal popup's opener only when PayPal is configured", async () => {
    expect((await app.request('/')).headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const withPaypal = createStoreServer({ api: new Hono(), root, paypal: true });
    expect((await withPaypal.request('/')).headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });

  it('hashes only inline scripts, not external ones', () => {
    expect(inlineScriptHashes(indexHtml)).toHaveLength(1);
  });
});
