import { productsQuery } from '@storefront/api-client';
import { Container, type DemoSlug, ProductGrid } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { browserData, type PageQueries, prefetchAll, serverData } from '../app/pageData';
import { PageMeta } from '../app/PageMeta';
import { useStoreT } from '../i18n/messages';
import { demoCatalogueAtom, WHOLE_SCOPE } from '../shop/catalogueAtoms';
import { useGridActions } from '../shop/useGridActions';
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
  return prefetchAll(queryClient, [productsQuery(api, { ...WHOLE_SCOPE, category: demo.category })]);
};
export const loader = ({ context, params }: Route.LoaderArgs) => serverData(context, params, demoQueries);
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => browserData(params, demoQueries);

/** /fashion, /pets, ...: a home built from that store theme's demo products. */
export default function DemoHomePage({ params }: Route.ComponentProps) {
  const t = useStoreT();
  const demo = demoOf(params.demo) ?? demoCategories.fashion;
  const products = useAtomValue(demoCatalogueAtom(demo.category));
  const { quickView, gridProps } = useGridActions();
  const items = products.data?.items ?? [];
  return (
    <Container as="section">
      <PageMeta title={t('demo.title', { name: demo.name })} />
      <h1>{t('demo.title', { name: demo.name })}</h1>
      <p>{t('demo.intro', { name: demo.name })}</p>
      <ProductGrid
        products={items}
        delay={0}
        loading={products.isPending}
        error={products.isError}
        onRetry={() => void products.refetch()}
        continueHref="/"
        {...gridProps}
      />
      {quickView.dialog}
    </Container>
  );
}
