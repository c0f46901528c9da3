import { searchQuery } from '@storefront/api-client';
import { Container, NoProducts, ProductGrid, SearchForm } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router';
import { browserData, type PageQueries, prefetchAll, serverData } from '../app/pageData';
import { PageMeta } from '../app/PageMeta';
import { useStoreT } from '../i18n/messages';
import { searchPageAtom } from '../shop/catalogueAtoms';
import { useGridActions } from '../shop/useGridActions';
import type { Route } from './+types/search';

/** The words searched for: `?q=`, trimmed, at most 200 characters. */
const searchedFor = (url: string | URL) => (new URL(url).searchParams.get('q') ?? '').trim().slice(0, 200);

/** The search form is a plain GET form too: without scripts the browser asks the server for `?q=`. */
const searchQueries: PageQueries<string> = (api, queryClient, q) => prefetchAll(queryClient, q ? [searchQuery(api, q, 20)] : []);
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

function SearchResults({ q }: { q: string }) {
  const t = useStoreT();
  const results = useAtomValue(searchPageAtom(q));
  const { quickView, gridProps } = useGridActions();
  if (results.data?.length === 0) return <NoProducts continueHref="/" />;
  return (
    <>
      <h2>{t('search.resultsFor', { query: q })}</h2>
      <ProductGrid
        products={results.data ?? []}
        delay={0}
        loading={results.isPending}
        error={results.isError}
        onRetry={() => void results.refetch()}
        continueHref="/"
        {...gridProps}
      />
      {quickView.dialog}
    </>
  );
}
