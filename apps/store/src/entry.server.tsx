import { PassThrough } from 'node:stream';
import { SAVED_KEYS, type Settings } from '@storefront/state';
import { setSanitizerWindow } from '@storefront/ui';
import { baseStylesheet, themeBootScript, toasterPageStylesheet, tokenStylesheet } from '@storefront/ui/theme';
import { JSDOM } from 'jsdom';
import { renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { settingsFromCookie } from './app/settingsCookie';

// Descriptions and blog bodies are sanitised as in the browser, so the browser hydrates the same HTML.
setSanitizerWindow(new JSDOM('').window as unknown as Parameters<typeof setSanitizerWindow>[0]);

/** How long a page may take to render before its unfinished parts are left to the browser. */
export const streamTimeout = 5000;

/**
 * The fixed part of every page's head, under the request's nonce: the nonce where the libraries
 * that insert styles look for it (styled-components reads the meta; Radix's scroll lock, through
 * get-nonce, `__webpack_nonce__`), the saved theme, mode, direction and language on <html> before
 * the first paint (for a colour mode that follows the device, or a shopper whose settings cookie
 * is not there yet), and the theme tokens and base styles as plain stylesheets, which the app's
 * StaticStylesThemeRoot leaves out of styled-components. The toaster's rules for <html> are there
 * from the start, so sonner's own copy restyles nothing when it loads.
 */
function fixedHead(nonce: string, drawnIn: Settings): string {
  const boot = themeBootScript({ storageKey: SAVED_KEYS.settings, defaults: drawnIn });
  const script = `window.__webpack_nonce__=document.querySelector('meta[property="csp-nonce"]').nonce;${boot}`;
  const styles = { 'theme-tokens': tokenStylesheet, 'base-styles': baseStylesheet, 'toaster-page-styles': toasterPageStylesheet };
  return [
    `<meta property="csp-nonce" nonce="${nonce}">`,
    `<script nonce="${nonce}">${script}</script>`,
    ...Object.entries(styles).map(([id, css]) => `<style nonce="${nonce}" id="${id}">${css}</style>`),
  ].join('');
}

/**
 * React Router's document render, read to its end: styled-components knows the page's styles only
 * once every part of it has rendered, and they belong in its head (as its own element, which the
 * browser's styled-components adopts instead of computing them again).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const { nonce } = loadContext;
  const sheet = new ServerStyleSheet({ nonce });
  let status = responseStatusCode;
  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(sheet.collectStyles(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />), {
      nonce,
      // Every part in its place in the HTML: React would otherwise send a large part apart and move
      // it in with a script, which a browser without scripts never runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const chunks: Buffer[] = [];
        const body = new PassThrough();
        body.on('data', (chunk: Buffer) => chunks.push(chunk));
        body.on('error', reject);
        body.on('end', () => {
          clearTimeout(timeout);
          // The sheet's CSS comes from the components' code, never from the catalogue.
          const head = fixedHead(nonce, settingsFromCookie(request.headers.get('Cookie'))) + sheet.getStyleTags();
          sheet.seal();
          const html = Buffer.concat(chunks).toString('utf8').replace('</head>', () => `${head}</head>`);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(html, { status, headers: responseHeaders }));
        });
        pipe(body);
      },
      onShellError(error) {
        clearTimeout(timeout);
        sheet.seal();
        reject(error);
      },
      onError(error) {
        status = 500;
        console.error(error);
      },
    });
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
