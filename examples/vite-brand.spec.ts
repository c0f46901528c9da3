import { expect, test } from '@playwright/test';
import { formatPrice } from '../packages/ui/src/primitives/Price/formatPrice';
import { brandOf, collectErrors, cssVar } from './helpers';

/** The Vite example: another brand's small shop, its theme, cart, dark mode and right-to-left. */
test.describe('vite-brand', () => {
  test('runs the shop without a console error: quick view, cart with its sums in euros', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    const first = page.getByRole('article').first();
    const name = (await first.getByRole('heading').textContent()) ?? '';
    // The sample products come in sizes: the box's cart button opens the quick view to choose one.
    await first.getByRole('button', { name: `Choose a size of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('group', { name: 'Size' }).getByRole('radio', { name: 'M', exact: true }).check();
    await dialog.getByRole('button', { name: 'Increase quantity' }).click();
    await dialog.getByRole('button', { name: 'add to cart', exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('link', { name: 'Cart, 2 items' }).click();
    const row = page.getByRole('row', { name: new RegExp(name) });
    const cells = row.getByRole('cell');
    const unit = (await cells.nth(1).textContent()) ?? '';
    expect(unit).toMatch(/^€\d+\.\d\d$/);
    const total = formatPrice(Number(unit.slice(1)) * 2, { currency: 'EUR' });
    await expect(cells.last()).toHaveText(total);
    await expect(page.locator('[data-cart-total]')).toHaveText(total);
    expect(errors).toEqual([]);
  });

  test("switches to dark and right-to-left from the settings, in the brand's dark scale, and keeps them", async ({ page }) => {
    const errors = collectErrors(page);
    const theme = brandOf('vite-brand');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open template settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Template settings' });
    await expect(settings.getByRole('button', { name: 'Northwind teal' })).toHaveAttribute('aria-pressed', 'true');
    await settings.getByRole('button', { name: 'Dark' }).click();
    await settings.getByRole('button', { name: 'RTL' }).click();
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-color-mode', 'dark');
    await expect(html).toHaveAttribute('dir', 'rtl');
    expect(await cssVar(page, '--accent-9')).toBe(theme.palette.dark.accent9);
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(20, 20, 23)');
    // The boot script applies the saved choice before the next page paints.
    await page.reload();
    await expect(html).toHaveAttribute('data-color-mode', 'dark');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'Open template settings' }).click();
    await page.getByRole('dialog', { name: 'Template settings' }).getByRole('button', { name: 'Colour 14' }).click();
    await expect(html).toHaveAttribute('data-theme', 'color14');
    expect(await cssVar(page, '--accent-9')).not.toBe(theme.palette.dark.accent9);
    expect(errors).toEqual([]);
  });
});
