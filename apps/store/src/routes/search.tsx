import { colorsOfProduct, type Product } from '@storefront/api-client';
import { Container, NoProducts, ProductGrid, useT } from '@storefront/ui';
import { SearchForm } from '@storefront/ui/forms';
import { useSearchParams } from 'react-router';
import { browserData, type PageQueries, prefetchFirstPage, serverData } from '../app/pageData';
import { PageMeta } from '../app/PageMeta';
import { useStoreT } from '../i18n/messages';
import { listPagesQuery } from '../shop/catalogueAtoms';
import { useGridActions } from '../shop/useGridActions';
import { useShownOnReturn } from '../shop/shownOnReturn';
import { useProductPages } from '../shop/useProductPages';
import type { Route } from './+types/search';

/** The words searched for: `?q=`, trimmed, at most 200 characters. */
const searchedFor = (url: string | URL) => (new URL(url).searchParams.get('q') ?? '').trim().slice(0, 200);

/** The search form is a plain GET form too: without scripts the browser asks the server for `?q=`. */
const searchQueries: PageQueries<string> = async (api, queryClient, q) => (q ? prefetchFirstPage(queryClient, listPagesQuery(api, { q })) : {});
export const loader = ({ context, request }: Route.LoaderArgs) => serverData(context, searchedFor(request.url), searchQueries);
/** In the browser the page shows the words at once, and its results as they come. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => {
  void browserData(searchedFor(request.url), searchQueries);
  return {};
};

/** /pages/search?q=: the search form and what matches. */
export default function SearchPage() {
  const t = useStoreT();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, 200);
  return (
    <Container as="section">
      <PageMeta title={q ? t('search.resultsFor', { query: q }) : 'Search'} />
      {/* Keyed by the query: a new ?q= (from the header search) refills the box. */}
      <SearchForm key={q} defaultQuery={q} onSearch={(query) => setParams(query.trim() ? { q: query.trim() } : {})}>
        {q ? <SearchResults q={q} /> : <p>{t('search.prompt')}</p>}
      </SearchForm>
    </Container>
  );
}

/** A colour of the found products that the search names ('pink leggings'), if any. */
function colourNamed(q: string, products: readonly Product[]): string | null {
  const words = new Set(q.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  return products.flatMap((product) => colorsOfProduct(product)).find((color) => words.has(color.toLowerCase())) ?? null;
}

function SearchResults({ q }: { q: string }) {
  const t = useStoreT();
  // The header's search overlay says it too: the UI package has the text.
  const uiT = useT();
  // Best matches first; the server forgives typos ('kurtti' finds kurtis), says how it read them
  // (correctedQuery), and pages the results.
  const results = useProductPages({ q });
  // Products show the colour searched for, and their pages open on it.
  const { quickView, gridProps } = useGridActions(colourNamed(q, results.items));
  // Back to the results draws as many as the shopper had scrolled to.
  const shownOnReturn = useShownOnReturn(q);
  if (!results.loading && !results.error && results.total === 0) return <NoProducts continueHref="/" />;
  return (
    <>
      <h2>{t('search.resultsFor', { query: q })}</h2>
      {results.correctedQuery && <p>{uiT('search.showingFor', { query: results.correctedQuery })}</p>}
      <ProductGrid
        products={results.items}
        total={results.total}
        onNeedMore={results.onNeedMore}
        delay={0}
        loading={results.loading}
        error={results.error}
        onRetry={results.onRetry}
        continueHref="/"
        {...shownOnReturn}
        {...gridProps}
      />
      {quickView.dialog}
    </>
  );
}
