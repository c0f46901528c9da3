import { sortKeys } from '@storefront/api-client';
import * as z from 'zod/mini';
import type { ProductSort } from './catalogue';

/**
 * Where the next page of a list starts (docs/adr/0102): the last product shown, by its sort key
 * and id, so the next page is an index seek after it however deep it is. It also carries the
 * page's number and the list's total as counted for its first page, so a following page neither
 * walks an offset nor counts again. Opaque to clients: base64url of a small JSON array.
 */
export interface PageCursor {
  sort: ProductSort;
  /** The number of the page this cursor leads to. */
  page: number;
  total: number;
  /** The last product shown and its sort key: payable cents, name key or search tier; null for newest. */
  id: number;
  key: number | string | null;
}

/** Ids and cents are 32-bit integer columns: a larger number could not be compared with them on PostgreSQL. */
const INT32_MAX = 2_147_483_647;
const int32 = z.int().check(z.gte(-INT32_MAX - 1), z.lte(INT32_MAX));

const cursorSchema = z.tuple([
  z.enum([...sortKeys, 'Relevance']),
  z.int().check(z.gte(2), z.lte(1_000_000)),
  z.int().check(z.gte(0)),
  int32.check(z.gte(1)),
  z.union([int32, z.string().check(z.maxLength(200)), z.null()]),
]);

/** The sort key a cursor holds for each sort. */
const keyFits: Record<ProductSort, (key: number | string | null) => boolean> = {
  Newest: (key) => key === null,
  LowToHigh: (key) => typeof key === 'number',
  HighToLow: (key) => typeof key === 'number',
  AscOrder: (key) => typeof key === 'string',
  DescOrder: (key) => typeof key === 'string',
  Relevance: (key) => key === 0 || key === 1,
};

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.page, cursor.total, cursor.id, cursor.key])).toString('base64url');
}

/** The cursor `text` holds when it was made for a list in `sort`; undefined for anything else. */
export function decodeCursor(text: string, sort: ProductSort): PageCursor | undefined {
  if (text.length > 400 || !/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = cursorSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const [cursorSort, page, total, id, key] = parsed.data;
  return cursorSort === sort && keyFits[sort](key) ? { sort, page, total, id, key } : undefined;
}
