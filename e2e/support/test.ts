/**
 * Playwright's test with one change for this store: pages arrive server-rendered, so links and
 * buttons are on screen before React has hydrated them. After every goto and reload of a store
 * page, tests wait for the app (root.tsx sets data-hydrated on <html>), so a click never lands on
 * markup without its handlers. Every spec imports from here.
 */
import { type BrowserContext, test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** Resolves once React has hydrated the page, and the footer's form, whose code comes in a chunk of its own. */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForFunction(
    () => !document.querySelector('#footer-newsletter') || document.documentElement.hasAttribute('data-newsletter-hydrated'),
  );
}

const unpatchedReload = new WeakMap<Page, Page['reload']>();
const unpatchedGoto = new WeakMap<Page, Page['goto']>();
/** Contexts with JavaScript off: there is no app to wait for, the server's page is all there is. */
const withoutJavaScript = new WeakSet<BrowserContext>();

/** A reload that does not wait for the app: for tests that keep the app's scripts from loading. */
export async function reloadWithoutApp(page: Page, options?: Parameters<Page['reload']>[0]): ReturnType<Page['reload']> {
  return (unpatchedReload.get(page) ?? page.reload.bind(page))(options);
}

/** A goto that does not wait for the app: for tests that hold some of its scripts back. */
export async function gotoWithoutApp(page: Page, url: string, options?: Parameters<Page['goto']>[1]): ReturnType<Page['goto']> {
  return (unpatchedGoto.get(page) ?? page.goto.bind(page))(url, options);
}

/** Makes goto and reload of a store page (an HTML answer) wait for the app. */
function waitAfterNavigation(page: Page): void {
  if (unpatchedReload.has(page)) return;
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  unpatchedReload.set(page, reload);
  unpatchedGoto.set(page, goto);
  const settle = async (response: Awaited<ReturnType<Page['goto']>>) => {
    if (response?.headers()['content-type']?.startsWith('text/html') && !withoutJavaScript.has(page.context())) await waitForApp(page);
    return response;
  };
  page.goto = async (...args) => settle(await goto(...args));
  page.reload = async (...args) => settle(await reload(...args));
}

function watchContext(context: BrowserContext): BrowserContext {
  context.on('page', waitAfterNavigation);
  for (const page of context.pages()) waitAfterNavigation(page);
  return context;
}

export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) withoutJavaScript.add(context);
    await use(watchContext(context));
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled === false) withoutJavaScript.add(context);
        return watchContext(context);
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
