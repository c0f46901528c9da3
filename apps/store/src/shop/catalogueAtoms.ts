import { productsQuery, searchQuery } from '@storefront/api-client';
import { apiClientAtom } from '@storefront/state';
import { atomWithQuery } from 'jotai-tanstack-query';

/** The API's page size limit: the brand's whole catalogue fits in one answer. */
export const WHOLE_SCOPE = { pageSize: 100 } as const;

/**
 * The brand's products, loaded once; the collection filters and sorts them in the browser with the
 * shared rules (state's applyFilters), so changing a filter costs no request.
 */
export const brandCatalogueAtom = atomWithQuery((get) => productsQuery(get(apiClientAtom), WHOLE_SCOPE));

const demoAtoms = new Map<string, ReturnType<typeof createDemoAtom>>();
const createDemoAtom = (category: string) => atomWithQuery((get) => productsQuery(get(apiClientAtom), { ...WHOLE_SCOPE, category }));

/** A demo theme's products (`fashion`, `pets`...), one atom per category. */
export function demoCatalogueAtom(category: string) {
  let found = demoAtoms.get(category);
  if (!found) {
    found = createDemoAtom(category);
    demoAtoms.set(category, found);
  }
  return found;
}

const searchAtoms = new Map<string, ReturnType<typeof createSearchAtom>>();
const createSearchAtom = (q: string) => atomWithQuery((get) => searchQuery(get(apiClientAtom), q, 20));

/** The search page's results for `q` (one atom per query, made on first use). */
export function searchPageAtom(q: string) {
  let found = searchAtoms.get(q);
  if (!found) {
    found = createSearchAtom(q);
    searchAtoms.set(q, found);
  }
  return found;
}
