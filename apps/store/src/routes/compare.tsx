import { addToCartAtom, compareAtom, removeFromCompareAtom } from '@storefront/state';
import { CompareCarousel, Container } from '@storefront/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { PageMeta } from '../app/PageMeta';
import { SavedStateIsland } from '../app/SavedStateIsland';
import { useCurrency } from '../app/useHydrated';
import { useStoreT } from '../i18n/messages';
import { CONTINUE, productHref } from '../shop/useProductActions';

export default function ComparePage() {
  const t = useStoreT();
  return (
    <Container as="section">
      <PageMeta title={t('title.compare')} />
      <h1>{t('title.compare')}</h1>
      <SavedStateIsland>
        <Compare />
      </SavedStateIsland>
    </Container>
  );
}

function Compare() {
  const addToCart = useSetAtom(addToCartAtom);
  const remove = useSetAtom(removeFromCompareAtom);
  return (
    <CompareCarousel
      items={useAtomValue(compareAtom)}
      symbol={useCurrency()}
      productHref={productHref}
      onAddToCart={(product) => addToCart(product, 1)}
      onRemove={remove}
      continueHref={CONTINUE}
    />
  );
}
