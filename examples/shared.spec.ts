import { expect, test } from '@playwright/test';
import { brandOf, cssVar } from './helpers';

/** Both examples as a shopper's browser gets them before any script runs: styled, in the brand's own theme. */
test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test("the page carries the theme's tokens and base styles, in the brand's theme", async ({ page }, info) => {
    const theme = brandOf(info.project.name);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme.name);
    expect(await cssVar(page, '--accent-9')).toBe(theme.palette.light.accent9);
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(page.locator('body')).toHaveCSS('margin', '0px');
  });
});
