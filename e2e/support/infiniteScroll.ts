import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Scrolls the product grid on, as a shopper would, until at least `count` products show, and
 * returns their boxes. The count is read once a round: a page that lands between two readings is
 * counted, never waited for again (with nothing more to load, that wait could not end).
 */
export async function scrollUntilShown(page: Page, count: number, timeout?: number): Promise<Locator> {
  const boxes = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  await expect(boxes.first()).toBeVisible();
  let shown = await boxes.count();
  while (shown < count) {
    await boxes.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => boxes.count(), { timeout }).toBeGreaterThan(shown);
    shown = await boxes.count();
  }
  return boxes;
}
