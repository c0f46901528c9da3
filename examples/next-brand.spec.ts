import { expect, test } from '@playwright/test';
import { collectErrors } from './helpers';

/** The Next.js example: the grid rendered on the server arrives styled; the page hydrates cleanly. */
test.describe('next-brand', () => {
  test.describe('server-rendered', () => {
    test.use({ javaScriptEnabled: false });

    test('sends the product grid as styled HTML', async ({ page }) => {
      await page.goto('/');
      const products = page.getByRole('list', { name: 'Products' });
      await expect(products.getByRole('listitem')).toHaveCount(6);
      await expect(products).toHaveCSS('display', 'grid');
      // A product's name links to its page, styled by the component's own rules (not the browser's underline blue).
      const firstName = products.getByRole('listitem').first().getByRole('heading');
      await expect(firstName).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCSS('position', 'relative');
      await expect(page.locator('style[data-styled]')).not.toHaveCount(0);
    });
  });

  test('hydrates without a console error, and the header works', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(errors).toEqual([]);
  });
});
