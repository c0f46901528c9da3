import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM module without type declarations; its JSDoc documents the options.
import { createStoreServer, TOASTER_STYLESHEET_SHA256 } from '../server/store-server.mjs';

const appJs = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const pictureCsp = "default-src 'none'; style-src 'unsafe-inline'";
const nonceOf = (html: string) => /<meta property="csp-nonce" nonce="([^"]+)">/.exec(html)?.[1];

interface Context {
  fetchApi: typeof fetch;
  nonce: string;
}

/** Stands for React Router's request handler: a page that shows its nonce and the API's details. */
async function handleRequest(request: Request, context: Context): Promise<Response> {
  const { pathname } = new URL(request.url);
  const details = pathname === '/details' ? await (await context.fetchApi('/api/v1/details')).text() : '';
  return new Response(`<!doctype html><html><head><meta property="csp-nonce" nonce="${context.nonce}"></head><body>${'page '.repeat(300)}${details}</body></html>`, {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}

describe('the store server', () => {
  let root: string;
  let app: Hono;
  const seenAddresses: string[] = [];
  const cwd = process.cwd();

  const apiApp = () => {
    const api = new Hono<{ Bindings: { incoming?: { socket?: { remoteAddress?: string } } } }>();
    // As apps/api sets them: pictures a store on another origin may show, which run nothing when opened.
    api.use('/api/*', secureHeaders({ crossOriginResourcePolicy: 'cross-origin' }));
    api.use('/images/*', secureHeaders({ crossOriginResourcePolicy: 'cross-origin' }));
    api.get('/api/v1/details', (c) => {
      seenAddresses.push(c.env?.incoming?.socket?.remoteAddress ?? 'none');
      return c.json({ address: 'A', email: 'e@example.com', phone: '1', fax: '2' });
    });
    api.get('/images/*', (c) => c.body('<svg/>', 200, { 'Content-Type': 'image/svg+xml', 'Content-Security-Policy': pictureCsp }));
    return api;
  };

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'store-build-'));
    fs.mkdirSync(path.join(root, 'assets'));
    fs.writeFileSync(path.join(root, 'assets/app-abc123.js'), appJs);
    fs.writeFileSync(path.join(root, 'assets/app-abc123.js.br'), brotliCompressSync(appJs));
    fs.writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\n');
    process.chdir(root);
    app = createStoreServer({ api: apiApp(), handleRequest, root, paypal: false });
  });
  afterAll(() => {
    process.chdir(cwd);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('answers the API routes it mounts', async () => {
    const response = await app.request('/api/v1/details');
    expect(await response.json()).toMatchObject({ address: 'A', email: 'e@example.com' });
  });

  it("keeps the API's own headers on its pictures and gives pages the store's", async () => {
    const picture = await app.request('/images/products/1/red-1.svg');
    expect(picture.headers.get('content-security-policy')).toBe(pictureCsp);
    expect(picture.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const page = await app.request('/product/1');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('gives every page its own nonce, in its scripts and styles and the CSP, revalidated on every visit and compressed as sent', async () => {
    const nonces = [];
    for (const url of ['/', '/product/3', '/left-sidebar/collection?sort=LowToHigh']) {
      const response = await app.request(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      const body = response.body?.pipeThrough(new DecompressionStream('gzip'));
      const nonce = nonceOf(await new Response(body).text());
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
      expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(3);
  });

  it('allows scripts and styles only from itself or by nonce, the toasts\' fixed stylesheet by its hash, style attributes apart, and no eval', async () => {
    const csp = (await app.request('/')).headers.get('content-security-policy') ?? '';
    const directives = new Map(csp.split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const));
    const scriptSrc = directives.get('script-src') ?? [];
    expect(scriptSrc.filter((source) => !/^'(self|nonce-[^']+)'$/.test(source))).toEqual([]);
    const styleSrc = directives.get('style-src') ?? [];
    // sonner's stylesheet, and the empty <style> it appends before writing it.
    expect(styleSrc.filter((source) => source.startsWith("'sha256-")).sort()).toEqual(
      [`'sha256-${TOASTER_STYLESHEET_SHA256}'`, "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"].sort(),
    );
    expect(styleSrc.filter((source) => !/^'(self|nonce-[^']+|sha256-[^']+)'$/.test(source))).toEqual([]);
    expect(directives.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(csp).not.toContain('unsafe-eval');
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it("gives the pages' loaders the API in process, with the shopper's connection (the API's per-address limits hold)", async () => {
    const listening = await new Promise<import('node:http').Server>((resolve) => {
      import('@hono/node-server').then(({ serve }) => {
        const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(server as import('node:http').Server));
      });
    });
    try {
      const { port } = listening.address() as import('node:net').AddressInfo;
      const html = await (await fetch(`http://127.0.0.1:${port}/details`)).text();
      expect(html).toContain('"address":"A"');
      expect(seenAddresses.at(-1)).toBe('127.0.0.1');
    } finally {
      listening.close();
    }
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

  it('sends nosniff and a referrer policy on every answer: the API its own, the rest the store\'s', async () => {
    for (const url of ['/', '/assets/app-abc123.js', '/api/v1/details', '/images/products/1/red-1.svg']) {
      const response = await app.request(url);
      expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), url).toBe(url.startsWith('/api/') || url.startsWith('/images/') ? 'no-referrer' : 'strict-origin-when-cross-origin');
    }
  });

  it("allows PayPal's hosts, and keeps the PayPal popup's opener, only when PayPal is configured", async () => {
    const without = await app.request('/');
    expect(without.headers.get('content-security-policy')).not.toContain('paypal.com');
    expect(without.headers.get('content-security-policy')).toContain("frame-src 'none'");
    expect(without.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const withPaypal = await createStoreServer({ api: new Hono(), handleRequest, root, paypal: true }).request('/');
    expect(withPaypal.headers.get('content-security-policy')).toContain('https://www.sandbox.paypal.com');
    expect(withPaypal.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });
});
