import { moveWishlistToCartAtom, removeFromWishlistAtom, wishlistAtom } from '@storefront/state';
import { Container, WishlistTable } from '@storefront/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { PageMeta } from '../app/PageMeta';
import { SavedStateIsland } from '../app/SavedStateIsland';
import { useCurrency } from '../app/useHydrated';
import { useStoreT } from '../i18n/messages';
import { CONTINUE, productHref } from '../shop/useProductActions';

export default function WishlistPage() {
  const t = useStoreT();
  return (
    <Container as="section">
      <PageMeta title={t('title.wishlist')} />
      <h1>{t('title.wishlist')}</h1>
      <SavedStateIsland>
        <Wishlist />
      </SavedStateIsland>
    </Container>
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
