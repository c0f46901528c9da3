import { moveWishlistToCartAtom, removeFromWishlistAtom, wishlistAtom } from '@storefront/state';
import { WishlistTable } from '@storefront/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { SavedStatePage } from '../app/SavedStatePage';
import { useCurrency } from '../app/useHydrated';
import { useStoreT } from '../i18n/messages';
import { CONTINUE, productHref } from '../shop/useProductActions';

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
  return (
    <WishlistTable
      items={useAtomValue(wishlistAtom)}
      symbol={useCurrency()}
      productHref={productHref}
      onRemove={remove}
      onMoveToCart={(product) => moveToCart(product.id)}
      continueHref={CONTINUE}
      checkoutHref="/checkout"
    />
  );
}
