import { addToCartAtom, compareAtom, removeFromCompareAtom } from '@storefront/state';
import { CompareCarousel } from '@storefront/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { SavedStatePage } from '../app/SavedStatePage';
import { useStoreT } from '../i18n/messages';
import { CONTINUE, productHref } from '../shop/useProductActions';
import { useQuickView } from '../shop/useQuickView';

export default function ComparePage() {
  const t = useStoreT();
  return (
    <SavedStatePage title={t('title.compare')}>
      <Compare />
    </SavedStatePage>
  );
}

function Compare() {
  const addToCart = useSetAtom(addToCartAtom);
  const remove = useSetAtom(removeFromCompareAtom);
  const quickView = useQuickView();
  return (
    <>
      <CompareCarousel
        items={useAtomValue(compareAtom)}
        productHref={productHref}
        onAddToCart={(product) => addToCart(product, 1) === 'choose' && quickView.open(product)}
        onRemove={remove}
        continueHref={CONTINUE}
      />
      {quickView.dialog}
    </>
  );
}
