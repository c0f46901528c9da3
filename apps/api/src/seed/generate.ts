import { buildVariants, payablePrice, type Product, totalStock } from '@storefront/api-client';
import { seedBrandProducts, seedBrands } from '@storefront/api-client/seed';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { insertProducts } from './catalogue';

/** Words put before a seed name so generated products read like a real range of the same garment. */
const RANGE_WORDS = ['Classic', 'Everyday', 'Premium', 'Soft', 'Relaxed', 'Festive', 'Summer', 'Winter', 'Organic', 'Lightweight', 'Essential', 'Signature'];
const PRICE_STEPS = [0, 30, 70, 110, 150, 210, 260, 320, 380, 450, 520] as const;
const DISCOUNTS = [50, 60, 70, 75, 80, 90, 100] as const;

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

/**
 * A brand product made by varying a seed product: the same garment, line and pictures (so its
 * images render), another name, design number, price, discount, brands, colour order and stock.
 * Deterministic: product `id` is the same on every run.
 */
export function generatedProduct(id: number): Product {
  const base = seedBrandProducts[id % seedBrandProducts.length] as Product;
  const round = Math.floor(id / seedBrandProducts.length);
  const price = base.price + pick(PRICE_STEPS, round + id);
  const discount = pick(DISCOUNTS, id * 3 + round);
  // A rotation (and every fourth product, a subset) of the seed's colours: their pictures exist.
  const shift = round % base.colors.length;
  const rotated = [...base.colors.slice(shift), ...base.colors.slice(0, shift)];
  const colors = id % 4 === 0 && rotated.length > 1 ? rotated.slice(0, -1) : rotated;
  const tags = id % 7 === 0 ? [] : id % 5 === 0 ? [pick(seedBrands, id), pick(seedBrands, id + 3)] : [pick(seedBrands, id + round)];
  const prefix = base.design_no.split('-')[0] ?? 'GN';
  const design_no = `${prefix}-${1000 + id}`;
  const stockOf = (colorIndex: number, sizeIndex: number) => ((id + colorIndex * 5 + sizeIndex * 3) % 19 === 0 ? 0 : 1 + ((id + sizeIndex) % 12));
  const variants = buildVariants({ id, design_no, size: base.size, colors }, stockOf, (color) =>
    base.variants.find((variant) => variant.color === color)?.images ?? [],
  );
  return {
    ...base,
    id,
    name: `${pick(RANGE_WORDS, round)} ${base.name}`,
    price,
    salePrice: payablePrice({ price, discount }),
    discount,
    tags,
    colors,
    sale: discount < 100 && id % 3 !== 1,
    new: id % 4 === 1,
    design_no,
    rating: id % 7 === 0 ? null : 3 + (id % 3),
    variants,
    stock: totalStock({ variants, stock: 0 }),
  };
}

/** First id of generated products: after the seed's brand (1-66) and demo (101-128) ranges. */
export const FIRST_GENERATED_ID = 1001;

/**
 * Adds generated brand products until the catalogue holds `total` products (seeded ones
 * included), through the same insert the seed uses, in batches. Returns how many it added.
 */
export async function generateCatalogue(db: Kysely<Database>, total: number, batchSize = 1000): Promise<number> {
  const row = await db.selectFrom('products').select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  const missing = total - Number(row.count);
  for (let done = 0; done < missing; done += batchSize) {
    const batch: Product[] = [];
    for (let n = done; n < Math.min(missing, done + batchSize); n += 1) batch.push(generatedProduct(FIRST_GENERATED_ID + n));
    await db.transaction().execute((trx) => insertProducts(trx, batch));
  }
  return Math.max(0, missing);
}
