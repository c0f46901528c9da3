import { seriousViolations } from './support/axe';
import { routes } from './support/routes';
import { expect, type Page, test } from './support/test';

/**
 * Dark mode and right-to-left change attributes on <html> only: the DOM, names and roles stay the
 * same, so after the full audit in light mode only the rules that read colours and their layout run
 * again (a fraction of a full audit's time; `pnpm test` has to stay under 15 minutes).
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

// The colour checks measure settled colours. With reduced motion, the base styles give every
// element a 0.01 ms transition; an element whose style the browser recomputes only when axe reads
// it starts that transition then, and axe reads its first frame: the old mode's colour (seen under
// load: light-mode text on the dark background). So transitions are off here; the CSP, which would
// block that one <style>, is not what this file tests (hostile-csp.spec.ts does).
test.use({ bypassCSP: true });
const noTransitions = '*, *::before, *::after { transition: none !important; }';

/** The full audit in light mode, then the colour rules in dark mode and in dark right-to-left. */
async function auditEveryMode(page: Page) {
  await page.addStyleTag({ content: noTransitions });
  const html = page.locator('html');
  expect(await seriousViolations(page), 'light').toEqual([]);
  // Theme and direction are attributes on <html>: switching them needs no reload.
  await html.evaluate((element) => element.setAttribute('data-color-mode', 'dark'));
  expect(await seriousViolations(page, colourRules), 'dark').toEqual([]);
  await html.evaluate((element) => element.setAttribute('dir', 'rtl'));
  expect(await seriousViolations(page, colourRules), 'dark, right-to-left').toEqual([]);
}

/** Loads a route as a shopper sees it once its data is there. */
async function openSettled(page: Page, route: string) {
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
  // goto waits for the app: a hydrated page asks for nothing more that changes what axe reads.
  await page.goto(route);
  await expect(page.locator('main').first()).not.toBeEmpty();
  // The first-data loader dims the page while it shows; axe would measure the dimmed colours.
  await expect(page.locator('[data-visible="true"]')).toHaveCount(0);
}

for (const route of routes) {
  test(`${route} has no serious or critical axe violation in light, dark and right-to-left`, async ({ page }) => {
    await openSettled(page, route);
    await auditEveryMode(page);
  });
}

test('the header search overlay, with suggested searches, a corrected query and matches, has no serious or critical axe violation in light, dark and right-to-left', async ({ page }) => {
  await openSettled(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: 'Search products' }).fill('nigth');
  const overlay = page.getByRole('dialog');
  await expect(overlay.getByRole('navigation', { name: 'Suggestions' }).getByRole('link').first()).toBeVisible();
  await expect(overlay.getByText(/^Showing results for/)).toBeVisible();
  await expect(overlay.getByRole('region', { name: 'Search results' }).getByRole('link').first()).toBeVisible();
  await auditEveryMode(page);
});
