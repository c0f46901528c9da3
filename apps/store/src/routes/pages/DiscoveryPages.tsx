import { Container, type DemoSlug, NoProducts, ProductGrid } from '@storefront/ui';
import { SearchForm } from '@storefront/ui/forms';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../app/usePageMeta';
import { useStoreT } from '../../i18n/messages';
import { useProductPages } from '../../shop/useProductPages';
import { productHref, useProductActions } from '../../shop/useProductActions';
import { useQuickView } from '../../shop/useQuickView';

/** Which demo products each demo home shows; `kids` is the brand's own kids' range. */
export const demoCategories: Record<DemoSlug, { category: string; name: string }> = {
  fashion: { category: 'fashion', name: 'Fashion' },
  pets: { category: 'pets', name: 'Pets' },
  watch: { category: 'watch', name: 'Watch' },
  kids: { category: 'kids', name: 'Kids' },
  vegetables: { category: 'vegetable', name: 'Vegetables' },
  beauty: { category: 'beauty', name: 'Beauty' },
  electronic: { category: 'electronics', name: 'Electronic' },
  furniture: { category: 'furniture', name: 'Furniture' },
};

function useGridActions() {
  const actions = useProductActions();
  const quickView = useQuickView();
  return {
    quickView,
    gridProps: {
      productHref,
      isInWishlist: actions.inWishlist,
      isInCompare: actions.inCompare,
      onAddToCart: actions.onAddToCart,
      onAddToWishlist: actions.onAddToWishlist,
      onAddToCompare: actions.onAddToCompare,
      onQuickView: quickView.open,
    },
  };
}

/** /fashion, /pets, ...: a home built from that store theme's demo products. */
export function DemoHomePage({ slug }: { slug: DemoSlug }) {
  const t = useStoreT();
  const demo = demoCategories[slug];
  usePageMeta(t('demo.title', { name: demo.name }));
  const list = useProductPages({ category: demo.category });
  const { quickView, gridProps } = useGridActions();
  return (
    <Container as="section">
      <h1>{t('demo.title', { name: demo.name })}</h1>
      <p>{t('demo.intro', { name: demo.name })}</p>
      <ProductGrid
        products={list.items}
        total={list.total}
        onNeedMore={list.onNeedMore}
        delay={0}
        loading={list.loading}
        error={list.error}
        onRetry={list.onRetry}
        continueHref="/"
        {...gridProps}
      />
      {quickView.dialog}
    </Container>
  );
}

/** /pages/search?q=: the search form and what matches. */
export function SearchPage() {
  const t = useStoreT();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, 200);
  usePageMeta(q ? t('search.resultsFor', { query: q }) : 'Search');
  return (
    <Container as="section">
      {/* Keyed by the query: a new ?q= (from the header search) refills the box. */}
      <SearchForm key={q} defaultQuery={q} onSearch={(query) => setParams(query.trim() ? { q: query.trim() } : {})}>
        {q ? <SearchResults q={q} /> : <p>{t('search.prompt')}</p>}
      </SearchForm>
    </Container>
  );
}

function SearchResults({ q }: { q: string }) {
  const t = useStoreT();
  // Best matches first; the server forgives typos ('kurtti' finds kurtis) and pages the results.
  const results = useProductPages({ q });
  const { quickView, gridProps } = useGridActions();
  if (!results.loading && !results.error && results.total === 0) return <NoProducts continueHref="/" />;
  return (
    <>
      <h2>{t('search.resultsFor', { query: q })}</h2>
      <ProductGrid
        products={results.items}
        total={results.total}
        onNeedMore={results.onNeedMore}
        delay={0}
        loading={results.loading}
        error={results.error}
        onRetry={results.onRetry}
        continueHref="/"
        {...gridProps}
      />
      {quickView.dialog}
    </>
  );
}
