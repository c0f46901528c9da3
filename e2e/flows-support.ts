import { type APIRequestContext, expect, type Locator, type Page } from './support/test';

export interface ApiVariant {
  sku: string;
  size: string | null;
  color: string | null;
  stock: number;
}

/** The product fields the flow tests read from the real API. */
export interface ApiProduct {
  id: number;
  name: string;
  price: number;
  discount: number;
  /** All its variants together. */
  stock: number;
  tags: string[];
  colors: string[];
  new: boolean;
  /** 'women', 'kids' (the menu category's slug), or a demo theme's. */
  category: string;
  sub_category_id: number | null;
  shortDetails: string;
  variants: ApiVariant[];
  /**
   * The variant a shopper gets by taking the first size offered: the product page opens on the
   * first colour in stock, and `chooseSize` ticks its first size in stock.
   */
  variant: ApiVariant;
}

/** The variant the product page offers first (see ApiProduct.variant). */
function firstOffered(variants: ApiVariant[]): ApiVariant {
  const colour = variants.find((v) => v.stock > 0)?.color ?? variants[0]?.color ?? null;
  const none: ApiVariant = { sku: '', size: null, color: null, stock: 0 };
  return variants.find((v) => v.color === colour && v.stock > 0) ?? variants[0] ?? none;
}

/**
 * The brand catalogue as the API serves it. Products whose id or name appears more than once are
 * left out of `unique`, so a test's locator by name always finds exactly one product.
 */
export async function catalogue(request: APIRequestContext): Promise<{ all: ApiProduct[]; unique: ApiProduct[] }> {
  const response = await request.get('/api/v1/products?page_size=100');
  expect(response.ok()).toBe(true);
  const all: ApiProduct[] = ((await response.json()).items as Omit<ApiProduct, 'variant'>[]).map((p) => ({ ...p, variant: firstOffered(p.variants) }));
  const count = (key: (p: ApiProduct) => string | number) => {
    const seen = new Map<string | number, number>();
    for (const p of all) seen.set(key(p), (seen.get(key(p)) ?? 0) + 1);
    return seen;
  };
  const ids = count((p) => p.id);
  const names = count((p) => p.name);
  // Names that contain another product's name would make a substring match ambiguous.
  const unique = all.filter(
    (p) =>
      ids.get(p.id) === 1 &&
      names.get(p.name) === 1 &&
      !all.some((other) => other !== p && (other.name.includes(p.name) || p.name.includes(other.name))),
  );
  return { all, unique };
}

/** Picks the n-th unique product matching `test` (different tests pass different n, so none share one). */
export function pick(products: ApiProduct[], test: (p: ApiProduct) => boolean, n = 0): ApiProduct {
  const found = products.filter(test)[n];
  if (!found) throw new Error('the seed catalogue has no product for this test');
  return found;
}

/** The payable price of the spec: price x discount / 100, in cents. */
export const payable = (p: Pick<ApiProduct, 'price' | 'discount'>) => Math.round(p.price * p.discount) / 100;
/** An amount as the store shows it: US dollars, written the English way ('$1,234.50'). */
export const money = (value: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(value);

/** A sonner toast with exactly this text; `kind` is sonner's toast type (success, warning, error). */
export async function expectToast(page: Page, text: string, kind?: 'success' | 'warning' | 'error'): Promise<Locator> {
  const toast = page.getByRole('listitem').filter({ has: page.getByText(text, { exact: true }) }).last();
  await expect(toast).toBeVisible();
  if (kind) await expect(toast).toHaveAttribute('data-type', kind);
  return toast;
}

/** The header's count button, e.g. 'Cart, 2 items'. */
export const headerCount = (page: Page, list: 'Cart' | 'Wishlist' | 'Compare', count: number) =>
  page.getByRole('banner').getByRole('link', { name: `${list}, ${count} ${count === 1 ? 'item' : 'items'}` });

/** Opens the product page and waits for the product to show. */
export async function openProduct(page: Page, product: ApiProduct): Promise<void> {
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
}

/** Ticks the size of the product's first offered variant (ApiProduct.variant) on its page or quick view. */
export async function chooseSize(scope: Page | Locator, product: ApiProduct): Promise<void> {
  const size = product.variant.size;
  if (size === null) return;
  await scope.getByRole('group', { name: 'Size' }).getByRole('radio', { name: size, exact: true }).check();
}

/** On the product page: its first offered size, then 'add to cart'. */
export async function addToCartFromPage(page: Page, product: ApiProduct): Promise<void> {
  await chooseSize(page, product);
  await page.getByRole('button', { name: 'add to cart', exact: true }).click();
}

/** From a product box: its cart button opens the quick view, where the first offered size is added. */
export async function addToCartFromBox(page: Page, product: ApiProduct): Promise<void> {
  await page.getByRole('button', { name: `Choose a size of ${product.name}` }).click();
  const dialog = page.getByRole('dialog', { name: product.name });
  await chooseSize(dialog, product);
  await dialog.getByRole('button', { name: 'add to cart', exact: true }).click();
}

/**
 * The products the collection shows before any scrolling (the first 5 under the default filters),
 * as unique products, so their boxes are on screen right after the page opens.
 */
export async function firstCollectionPage(request: APIRequestContext): Promise<ApiProduct[]> {
  const { unique } = await catalogue(request);
  const response = await request.get('/api/v1/products?brands=nike,caprese,puma&min_price=250&max_price=950&sort=Newest&page_size=5');
  expect(response.ok()).toBe(true);
  const ids = new Set(((await response.json()).items as { id: number }[]).map((p) => p.id));
  return unique.filter((p) => ids.has(p.id));
}

/** Billing details the checkout accepts (labels as on the form). */
export const billingDetails = {
  'First Name': 'Ada',
  'Last Name': 'Lovelace',
  Phone: '+91 98765 43210',
  'Email Address': 'ada@example.com',
  Address: '12 Analytical Engine Road, Marylebone',
  'Town/City': 'London',
  'State / County': 'Middlesex',
  'Postal Code': '560001',
} as const;

/** The stock of the product's variant the tests buy (ApiProduct.variant), as the server has it now. */
export async function stockOf(request: APIRequestContext, product: ApiProduct): Promise<number> {
  const response = await request.get(`/api/v1/products/${product.id}`);
  expect(response.ok()).toBe(true);
  const variants: ApiVariant[] = (await response.json()).variants;
  return variants.find((variant) => variant.sku === product.variant.sku)?.stock ?? Number.NaN;
}

/**
 * Another shopper's payment for `qty` of the product's offered variant, made through the API with
 * this idempotency key; `confirm` pays it with the approved test card and answers the order.
 */
export async function apiPayment(request: APIRequestContext, product: ApiProduct, qty: number, key: string) {
  const lines = [{ product_id: product.id, sku: product.variant.sku, qty }];
  const billing = {
    first_name: 'Race', last_name: 'Tester', phone: '+91 98765 43210', email: 'race@example.com', country: 'India',
    address: '12 Analytical Engine Road, Marylebone', city: 'London', state: 'Middlesex', pincode: '560001', create_account: false, payment: 'stripe',
  };
  const created = await request.post('/api/v1/payments', { data: { idempotency_key: key, method: 'stripe', lines, billing } });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const card = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Race Tester' };
  return { confirm: () => request.post(`/api/v1/payments/${id}/confirm`, { data: { lines, card } }) };
}

/** Fills the test card form (number as given; 4242 4242 4242 4242 is accepted) and pays. */
export async function payWithTestCard(page: Page, number = '4242 4242 4242 4242'): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Pay by card' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name on card' }).fill('Ada Lovelace');
  await dialog.getByRole('textbox', { name: 'Card number' }).fill(number);
  await dialog.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/39');
  await dialog.getByRole('textbox', { name: 'Security code' }).fill('123');
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
  return dialog;
}
