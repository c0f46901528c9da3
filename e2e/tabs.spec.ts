import { type ApiProduct, firstCollectionPage, money, payable } from './flows-support';
import { expect as baseExpect, type Page, test } from './support/test';

/**
 * Issue #9, storage: two tabs of the same browser editing the cart at once (some clicks nearly
 * simultaneous) end with the same cart in both tabs and in localStorage, and a reload keeps it.
 */

// A wait bound, not a timing check: page loads on the shared 2-core machine can take seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

interface CartView {
  lines: { id: number; qty: number; sum: string }[];
  total: string | null;
  header: string | null;
}

/** The cart as the tab shows it: its table's lines and total, and the header's count. */
const shownCart = (page: Page): Promise<CartView> =>
  page.evaluate(() => ({
    lines: [...document.querySelectorAll<HTMLTableRowElement>('tr[data-product-id]')].map((row) => ({
      id: Number(row.dataset.productId),
      qty: Number(row.querySelector<HTMLInputElement>('[role="spinbutton"], input')?.value),
      sum: row.cells[row.cells.length - 1]?.textContent?.trim() ?? '',
    })),
    total: document.querySelector('[data-cart-total]')?.textContent?.trim() ?? null,
    header: document.querySelector('header a[aria-label^="Cart, "]')?.getAttribute('aria-label') ?? null,
  }));

/** The cart lines saved in localStorage, as id and quantity. */
const savedCart = (page: Page): Promise<{ id: number; qty: number }[]> =>
  page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('storefront:cart') ?? '[]') as { id: number; qty: number }[];
    return saved.map(({ id, qty }) => ({ id, qty }));
  });

/**
 * Both tabs show exactly what localStorage holds: the header's count everywhere, and on the cart
 * page every line, its sum and the total, priced from the catalogue.
 */
async function expectConverged(a: Page, b: Page, products: ApiProduct[], where: 'cart page' | 'header only' = 'cart page'): Promise<CartView> {
  let agreed: CartView | undefined;
  await expect(async () => {
    const [viewA, viewB, saved] = await Promise.all([shownCart(a), shownCart(b), savedCart(a)]);
    expect(viewB).toEqual(viewA);
    const count = saved.reduce((n, line) => n + line.qty, 0);
    expect(viewA.header).toBe(`Cart, ${count} items`);
    if (where === 'header only') {
      agreed = viewA;
      return;
    }
    expect(viewA.lines.map(({ id, qty }) => ({ id, qty }))).toEqual(saved);
    const priced = saved.map(({ id, qty }) => {
      const product = products.find((p) => p.id === id);
      if (!product) throw new Error(`product ${id} is not one this test added`);
      return { id, qty, sum: money(payable(product) * qty) };
    });
    expect(viewA.lines).toEqual(priced);
    const total = saved.reduce((cents, line) => cents + Math.round(payable(products.find((p) => p.id === line.id) as ApiProduct) * 100) * line.qty, 0);
    expect(viewA.total).toBe(money(total / 100));
    agreed = viewA;
  }).toPass({ timeout: 10_000 });
  if (!agreed) throw new Error('the tabs never agreed');
  return agreed;
}

test('two tabs editing the cart at once end with the same cart, in both tabs and in storage, and a reload keeps it', async ({
  page,
  context,
  request,
}) => {
  const products = (await firstCollectionPage(request)).filter((p) => p.variant.stock >= 5).slice(0, 3);
  const [first, second, third] = products;
  if (!first || !second || !third) throw new Error('the first collection page has fewer than 3 well-stocked products');
  const a = page;
  const b = await context.newPage();
  // Click events sent straight to the controls: the tab in the background gets no animation frames,
  // so Playwright's wait for a stable element would hold it back, and the clicks would no longer
  // land together.
  // A box's cart button opens the quick view (the products come in several sizes): `choose` opens it
  // and ticks the size, `confirm` presses its add to cart, which is when the tab writes its cart.
  const choose = async (tab: Page, product: ApiProduct) => {
    await tab.getByRole('button', { name: `Choose a size of ${product.name}` }).dispatchEvent('click');
    const dialog = tab.getByRole('dialog', { name: product.name });
    await dialog.getByRole('radio', { name: product.variant.size ?? '', exact: true }).dispatchEvent('click');
    await expect(dialog.getByRole('radio', { name: product.variant.size ?? '', exact: true })).toBeChecked();
  };
  const confirm = async (tab: Page) => {
    await tab.getByRole('dialog').getByRole('button', { name: 'add to cart', exact: true }).dispatchEvent('click');
    await expect(tab.getByRole('dialog')).toHaveCount(0);
  };
  const add = async (tab: Page, product: ApiProduct) => {
    await choose(tab, product);
    await confirm(tab);
  };
  const step = (tab: Page, product: ApiProduct, name: 'Increase quantity' | 'Decrease quantity') =>
    tab.getByRole('group', { name: `Quantity of ${product.name}` }).getByRole('button', { name }).dispatchEvent('click');
  const remove = (tab: Page, product: ApiProduct) => tab.getByRole('button', { name: `Remove ${product.name} (` }).dispatchEvent('click');

  await Promise.all([a.goto('/left-sidebar/collection'), b.goto('/left-sidebar/collection')]);
  await add(a, first);
  await add(b, second);
  // Nearly simultaneous: each tab writes before it hears of the other's write.
  await Promise.all([choose(a, third), choose(b, first)]);
  await Promise.all([confirm(a), confirm(b)]);
  await Promise.all([choose(a, second), choose(b, third)]);
  await Promise.all([confirm(a), confirm(b)]);
  await expectConverged(a, b, products, 'header only');
  // A nearly simultaneous write may win over the other tab's (the last write is the state); put
  // back, one at a time, any product that lost its line, so the cart phase finds all three.
  for (const product of products) {
    if ((await savedCart(a)).some((line) => line.id === product.id)) continue;
    await add(a, product);
    await expect.poll(async () => (await savedCart(b)).some((line) => line.id === product.id)).toBe(true);
  }
  await expectConverged(a, b, products, 'header only');

  // To the cart page in the same documents (no reload: each tab keeps its state in memory).
  for (const tab of [a, b]) {
    await tab.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items$/ }).dispatchEvent('click');
    await expect(tab).toHaveURL(/\/cart$/);
  }
  await expectConverged(a, b, products);
  await Promise.all([step(a, first, 'Increase quantity'), step(b, second, 'Increase quantity')]);
  await Promise.all([step(a, second, 'Increase quantity'), step(b, first, 'Increase quantity'), step(b, third, 'Increase quantity')]);
  await step(a, third, 'Increase quantity');
  await Promise.all([remove(b, second), step(a, first, 'Decrease quantity')]);
  const before = await expectConverged(a, b, products);

  // One change at a time is never lost: each tab shows the other's last edit.
  const qtyOf = (view: CartView, product: ApiProduct) => view.lines.find((line) => line.id === product.id)?.qty ?? 0;
  await step(b, first, 'Increase quantity');
  await expect(a.getByRole('group', { name: `Quantity of ${first.name}` }).getByRole('spinbutton')).toHaveValue(String(qtyOf(before, first) + 1));
  const settled = await expectConverged(a, b, products);
  await remove(a, third);
  await expect(b.locator(`tr[data-product-id="${third.id}"]`)).toHaveCount(0);
  const afterRemove = await expectConverged(a, b, products);
  expect(afterRemove.lines.map((line) => line.id)).toEqual(settled.lines.map((line) => line.id).filter((id) => id !== third.id));

  await Promise.all([a.reload(), b.reload()]);
  await expect(a.locator('[data-cart-total]')).toBeVisible();
  expect(await expectConverged(a, b, products)).toEqual(afterRemove);
});
