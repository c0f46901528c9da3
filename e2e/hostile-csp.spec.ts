import { expect, type Page, test } from './support/test';

/**
 * The store's CSP allows <style> elements only by the request's nonce (styled-components, Radix's
 * scroll lock) or by hash (sonner's fixed sheet). Any injector that slips past shows up here as a
 * violation, and as unstyled pages.
 */

/** Collects violations across navigations: events from every document, and the console's reports. */
function recordViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  void page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
  void page.addInitScript(() => {
    const report = (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation;
    document.addEventListener('securitypolicyviolation', (event) => report(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`));
  });
  return violations;
}

/** The global styles applied: body margin reset and the surface colour painted. */
async function bodyStyle(page: Page) {
  return page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { margin: style.margin, background: style.backgroundColor };
  });
}

/** Brightness 0-255 of an rgb() colour. */
const brightness = (rgb: string) => {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return (r + g + b) / 3;
};

test('home, collection, product and checkout apply their styles with no CSP violation, in dark mode, RTL and another theme too', async ({
  page,
  request,
}) => {
  const violations = recordViolations(page);
  const { items }: { items: { id: number; stock: number }[] } = await (await request.get('/api/v1/products?page_size=100')).json();
  const product = items.find((item) => item.stock >= 3);
  if (!product) throw new Error('the seed catalogue has no product in stock');

  for (const path of ['/', '/left-sidebar/collection', `/product/${product.id}`]) {
    await page.goto(path);
    await expect(page.getByRole('main').first()).not.toBeEmpty();
    expect(await bodyStyle(page), path).toEqual({ margin: '0px', background: 'rgb(255, 255, 255)' });
  }

  // sonner's toast stylesheet (allowed by hash) positions the toaster.
  await page.getByRole('main').getByRole('group', { name: 'Size' }).getByRole('radio').and(page.locator(':enabled')).first().check();
  await page.getByRole('main').getByRole('button', { name: 'add to cart', exact: true }).click();
  await expect(page.getByText('Item Added to Cart', { exact: true })).toBeVisible();
  expect(await page.locator('[data-sonner-toaster]').evaluate((toaster) => getComputedStyle(toaster).position)).toBe('fixed');

  await page.goto('/checkout');
  await expect(page.getByRole('main').getByRole('textbox').first()).toBeVisible();
  // The settings panel is a Radix dialog: its scroll lock inserts a <style> with the nonce.
  await page.getByRole('button', { name: 'Open template settings' }).click();
  const panel = page.getByRole('dialog', { name: 'Template settings' });
  await panel.getByRole('button', { name: 'Dark' }).click();
  await panel.getByRole('button', { name: 'RTL' }).click();
  await panel.getByRole('button', { name: 'Colour 7' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'color7');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect.poll(async () => brightness((await bodyStyle(page)).background)).toBeLessThan(80);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

  // Reloaded with dark, RTL and colour 7 stored: the boot script and the styles still pass the CSP.
  await page.reload();
  await expect(page.getByRole('main').getByRole('textbox').first()).toBeVisible();
  expect(brightness((await bodyStyle(page)).background)).toBeLessThan(80);
  expect(violations).toEqual([]);
});
