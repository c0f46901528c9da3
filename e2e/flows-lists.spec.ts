import { type ApiProduct, chooseSize, expectToast, firstCollectionPage, headerCount, pick } from './flows-support';
import { expect, type Page, test } from './support/test';

const wishlistRow = (page: Page, product: ApiProduct) =>
  page.getByRole('table', { name: 'Your wishlist' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: product.name }) });

test('adds to the wishlist from a product box and keeps one entry when added twice', async ({ page, request }) => {
  const product = pick(await firstCollectionPage(request), (p) => p.stock >= 1, 0);
  await page.goto('/left-sidebar/collection');
  await page.getByRole('button', { name: `Add ${product.name} to wishlist` }).click();
  await expectToast(page, 'Item Added to Wishlist', 'success');
  await expect(headerCount(page, 'Wishlist', 1)).toBeVisible();
  // The pressed button says the product is already there; pressing it again changes nothing.
  const pressed = page.getByRole('button', { name: `${product.name} is in your wishlist` });
  await expect(pressed).toHaveAttribute('aria-pressed', 'true');
  await pressed.click();
  await expect(headerCount(page, 'Wishlist', 1)).toBeVisible();

  await page.goto('/wishlist');
  await expect(page.getByRole('table', { name: 'Your wishlist' }).getByRole('rowheader')).toHaveCount(1);
  await expect(wishlistRow(page, product)).toContainText('InStock');
});

test('removes from the wishlist with the error toast and shows the empty wishlist', async ({ page, request }) => {
  const product = pick(await firstCollectionPage(request), () => true, 1);
  await page.goto('/left-sidebar/collection');
  await page.getByRole('button', { name: `Add ${product.name} to wishlist` }).click();
  await page.goto('/wishlist');
  await page.getByRole('button', { name: `Remove ${product.name} from wishlist` }).click();
  await expectToast(page, 'Item Removed from Wishlist', 'error');
  await expect(page.getByText('WhishList is Empty', { exact: true })).toBeVisible();
  await expect(headerCount(page, 'Wishlist', 0)).toBeVisible();
});

test('moves a wishlist product to the cart with quantity 1, in the size chosen, and drops it from the wishlist', async ({ page, request }) => {
  const product = pick(await firstCollectionPage(request), (p) => p.stock >= 2, 0);
  await page.goto('/left-sidebar/collection');
  await page.getByRole('button', { name: `Add ${product.name} to wishlist` }).click();
  await expect(headerCount(page, 'Wishlist', 1)).toBeVisible();
  await page.goto('/wishlist');
  // Sold in several sizes: moving it asks for one in the quick view first.
  await page.getByRole('button', { name: `Move ${product.name} to cart` }).click();
  const dialog = page.getByRole('dialog', { name: product.name });
  await chooseSize(dialog, product);
  await dialog.getByRole('button', { name: 'add to cart', exact: true }).click();
  await expectToast(page, 'Item Added to Cart', 'success');
  await expect(page.getByText('WhishList is Empty', { exact: true })).toBeVisible();
  await expect(headerCount(page, 'Cart', 1)).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('group', { name: `Quantity of ${product.name} (${product.variant.size} / ${product.variant.color})` }).getByRole('spinbutton')).toHaveValue('1');
});

test('adds to compare with the toast, keeps one entry when added twice and removes it', async ({ page, request }) => {
  const product = pick(await firstCollectionPage(request), () => true, 2);
  await page.goto('/left-sidebar/collection');
  await page.getByRole('button', { name: `Add ${product.name} to compare` }).click();
  await expectToast(page, 'Item Added to Compare', 'success');
  await expect(headerCount(page, 'Compare', 1)).toBeVisible();
  await page.getByRole('button', { name: `${product.name} is in your compare list` }).click();
  await expect(headerCount(page, 'Compare', 1)).toBeVisible();

  await page.goto('/compare');
  const compared = page.getByRole('region', { name: 'Compared products' });
  await expect(compared.getByText(product.name, { exact: true })).toHaveCount(1);
  await page.getByRole('button', { name: `Remove ${product.name} from compare` }).click();
  await expect(page.getByText('Compare List is Empty', { exact: true })).toBeVisible();
  await expect(headerCount(page, 'Compare', 0)).toBeVisible();
});

test('keeps wishlist and compare across a reload and in a second tab of the same browser', async ({ context, page, request }) => {
  const [first, second] = [pick(await firstCollectionPage(request), () => true, 3), pick(await firstCollectionPage(request), () => true, 4)];
  const other = await context.newPage();
  await other.goto('/');
  await expect(headerCount(other, 'Wishlist', 0)).toBeVisible();

  await page.goto('/left-sidebar/collection');
  await page.getByRole('button', { name: `Add ${first.name} to wishlist` }).click();
  await page.getByRole('button', { name: `Add ${second.name} to compare` }).click();
  await expect(headerCount(other, 'Wishlist', 1)).toBeVisible();
  await expect(headerCount(other, 'Compare', 1)).toBeVisible();

  await page.reload();
  await expect(headerCount(page, 'Wishlist', 1)).toBeVisible();
  await expect(headerCount(page, 'Compare', 1)).toBeVisible();
  await other.goto('/wishlist');
  await expect(wishlistRow(other, first)).toBeVisible();
  await other.goto('/compare');
  await expect(other.getByRole('region', { name: 'Compared products' }).getByText(second.name, { exact: true })).toBeVisible();
});
