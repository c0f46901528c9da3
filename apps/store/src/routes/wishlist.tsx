import { moveWishlistToCartAtom, removeFromWishlistAtom, wishlistAtom } from '@storefront/state';
import { WishlistTable } from '@storefront/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { SavedStatePage } from '../app/SavedStatePage';
import { useStoreT } from '../i18n/messages';
import { CONTINUE, productHref } from '../shop/useProductActions';
import { useQuickView } from '../shop/useQuickView';

export default function WishlistPage() {
  const t = useStoreT();
  return (
    <SavedStatePage title={t('title.wishlist')}>
      <Wishlist />
    </SavedStatePage>
  );
}

function Wishlist() {
  const remove = useSetAtom(removeFromWishlistAtom);
  const moveToCart = useSetAtom(moveWishlistToCartAtom);
  // A product sold in several sizes moves once its size is chosen in the quick view.
  const quickView = useQuickView({ addInstead: (product, _qty, sku) => moveToCart(product.id, sku ?? undefined) });
  return (
    <>
      <WishlistTable
        items={useAtomValue(wishlistAtom)}
        productHref={productHref}
        onRemove={remove}
        onMoveToCart={(product) => moveToCart(product.id) === 'choose' && quickView.open(product)}
        continueHref={CONTINUE}
        checkoutHref="/checkout"
      />
      {quickView.dialog}
    </>
  );
}
