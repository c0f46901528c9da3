import { Container, type DemoSlug, ProductGrid } from '@storefront/ui';
import { browserData, type PageQueries, prefetchFirstPage, serverData } from '../app/pageData';
import { PageMeta } from '../app/PageMeta';
import { useStoreT } from '../i18n/messages';
import { listPagesQuery } from '../shop/catalogueAtoms';
import { useGridActions } from '../shop/useGridActions';
import { useProductPages } from '../shop/useProductPages';
import type { Route } from './+types/demo-home';
import { notFound } from './not-found';

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

const demoOf = (slug: string) => (Object.hasOwn(demoCategories, slug) ? demoCategories[slug as DemoSlug] : undefined);

/** A single-segment path: one of the demo homes, or a page the store does not have. */
const demoQueries: PageQueries<Route.LoaderArgs['params']> = (api, queryClient, params) => {
  const demo = demoOf(params.demo);
  if (!demo) throw notFound();
  return prefetchFirstPage(queryClient, listPagesQuery(api, { category: demo.category }));
};
export const loader = ({ context, params }: Route.LoaderArgs) => serverData(context, params, demoQueries);
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => browserData(params, demoQueries);

/** /fashion, /pets, ...: a home built from that store theme's demo products. */
export default function DemoHomePage({ params }: Route.ComponentProps) {
  const t = useStoreT();
  const demo = demoOf(params.demo) ?? demoCategories.fashion;
  const list = useProductPages({ category: demo.category });
  const { quickView, gridProps } = useGridActions();
  return (
    <Container as="section">
      <PageMeta title={t('demo.title', { name: demo.name })} />
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
