import { expect, type Page, test } from './support/test';

/** Same-origin paths linked from the page (every tab panel included), without query or hash. */
async function linkedPaths(page: Page): Promise<string[]> {
  const collect = () =>
    page.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const hrefs = await collect();
  // Inactive tab panels are not in the DOM: open each tab to see its links.
  const tabs = page.getByRole('tab');
  for (let index = 0; index < (await tabs.count()); index += 1) {
    await tabs.nth(index).click();
    hrefs.push(...(await collect()));
  }
  const origin = new URL(page.url()).origin;
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/images/'))
    .map((url) => url.pathname);
}

/** Waits until the route's page has rendered something inside <main> (goto waits for the app). */
async function settle(page: Page) {
  await expect(page.locator('main').first()).not.toBeEmpty();
}

/**
 * Visits every page reachable from `start` within `depth` clicks (product pages are sampled:
 * one of each layout prefix is enough to prove the route) and returns the paths that are not
 * there. Pages whose links are followed open in the browser; the last level's pages are only
 * asked of the server, whose status says whether the page exists (the store renders every page
 * on the server, a missing one with 404).
 */
async function crawl(page: Page, start: string, depth: number) {
  const seen = new Set<string>([start]);
  const notFound: string[] = [];
  let frontier = [start];
  const productPrefixes = new Set<string>();
  for (let level = 0; level <= depth && frontier.length > 0; level += 1) {
    const next: string[] = [];
    for (const path of frontier) {
      if (level === depth) {
        const response = await page.request.get(path);
        if (!response.ok() && path !== '/pages/404') notFound.push(`${path} (${response.status()})`);
        continue;
      }
      const response = await page.goto(path);
      await settle(page);
      const is404 = (await page.getByText('page not found', { exact: true }).count()) > 0;
      if ((is404 || !response?.ok()) && path !== '/pages/404') notFound.push(path);
      for (const link of await linkedPaths(page)) {
        const productPrefix = /^(.*\/)?product\/\d+$/.exec(link)?.[1] ?? null;
        if (productPrefix !== null || link.startsWith('/product/')) {
          const key = productPrefix ?? '/';
          if (productPrefixes.has(key)) continue;
          productPrefixes.add(key);
        }
        if (!seen.has(link)) {
          seen.add(link);
          next.push(link);
        }
      }
    }
    frontier = next;
  }
  return { visited: seen.size, notFound };
}

test.describe('every link leads somewhere real', () => {
  test.describe.configure({ timeout: 240_000 });

  test('from the home page, two clicks deep', async ({ page }) => {
    const { visited, notFound } = await crawl(page, '/', 2);
    expect(visited).toBeGreaterThan(19);
    expect(notFound).toEqual([]);
  });

  test('from the landing page, one click deep', async ({ page }) => {
    const { visited, notFound } = await crawl(page, '/landing', 1);
    // 8 demo homes, 10 product layouts, 5 collection layouts, 17 other pages, 3 blog pages.
    expect(visited).toBeGreaterThan(43);
    expect(notFound).toEqual([]);
  });
});
