import { categoriesAtom } from '@storefront/state';
import { Container, Link } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { PageMeta } from '../app/PageMeta';
import { QueryView } from '../app/QueryView';
import { useStoreT } from '../i18n/messages';

/** /pages/collection: every collection of the shop, as links to the subcategory pages (the menu's data). */
export default function CollectionsPage() {
  const t = useStoreT();
  return (
    <>
      <PageMeta title={t('title.collections')} />
      <QueryView query={useAtomValue(categoriesAtom)}>
        {(categories) => (
          <Container as="section">
            <h1>{t('title.collections')}</h1>
            <p>{t('collections.intro')}</p>
            {categories.map((category) => (
              <section key={category.name} aria-labelledby={`collection-${category.name}`}>
                <h2 id={`collection-${category.name}`}>{category.name}</h2>
                <ul>
                  {category.sub_category.map((sub) => (
                    <li key={sub.id}>
                      <Link href={`/sub-category/${sub.id}`}>{sub.name}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </Container>
        )}
      </QueryView>
    </>
  );
}
