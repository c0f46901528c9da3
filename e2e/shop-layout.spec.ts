import { expect, test } from './support/test';

test('the header menu lists every subcategory from the API and the fixed pages', async ({ page, request }) => {
  const categories: { name: string; sub_category: { id: number; name: string }[] }[] = await (
    await request.get('/api/v1/categories')
  ).json();
  const subcategories = categories.flatMap((category) => category.sub_category);
  expect(subcategories.length).toBeGreaterThan(0);

  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const sub of subcategories) {
    await expect(menu.getByRole('link', { name: sub.name, exact: true })).toHaveAttribute('href', `/sub-category/${sub.id}`);
  }
  for (const [name, href] of [
    ['Home', '/'],
    ['About Us', '/about-us'],
    ['Quality', '/quality'],
    ['Contact', '/contact'],
    ['Inquiry', '/inquiry'],
  ] as const) {
    await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
});

test('the footer shows the address and e-mail from /api/v1/details', async ({ page, request }) => {
  const details: { address: string; email: string } = await (await request.get('/api/v1/details')).json();
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(details.address)).toBeVisible();
  await expect(footer.getByRole('link', { name: details.email })).toHaveAttribute('href', `mailto:${details.email}`);
});

test('an unknown path shows the 404 page with a link back to home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('page not found')).toBeVisible();
  await page.getByRole('link', { name: 'back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown API path answers a JSON 404', async ({ request }) => {
  const response = await request.get('/api/v1/no-such-endpoint');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: 'Not found' });
});
