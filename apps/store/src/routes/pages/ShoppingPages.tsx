import {
  addToCartAtom,
  cartAtom,
  compareAtom,
  currencyAtom,
  decrementCartLineAtom,
  incrementCartLineAtom,
  moveWishlistToCartAtom,
  removeFromCartAtom,
  removeFromCompareAtom,
  removeFromWishlistAtom,
  setCartLineQuantityAtom,
  wishlistAtom,
} from '@storefront/state';
import { CartTable, CompareCarousel, Container, WishlistTable } from '@storefront/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { usePageMeta } from '../../app/usePageMeta';
import { useStoreT } from '../../i18n/messages';
import { productHref } from '../../shop/useProductActions';
import { useQuickView } from '../../shop/useQuickView';

const CONTINUE = '/left-sidebar/collection';

export function CartPage() {
  const t = useStoreT();
  usePageMeta(t('title.cart'));
  const increment = useSetAtom(incrementCartLineAtom);
  const decrement = useSetAtom(decrementCartLineAtom);
  const setQuantity = useSetAtom(setCartLineQuantityAtom);
  const remove = useSetAtom(removeFromCartAtom);
  return (
    <Container as="section">
      <h1>{t('title.cart')}</h1>
      <CartTable
        lines={useAtomValue(cartAtom)}
        symbol={useAtomValue(currencyAtom)}
        productHref={productHref}
        onIncrement={increment}
        onDecrement={decrement}
        onQuantityChange={setQuantity}
        onRemove={remove}
        continueHref={CONTINUE}
        checkoutHref="/checkout"
      />
    </Container>
  );
}

export function WishlistPage() {
  const t = useStoreT();
  usePageMeta(t('title.wishlist'));
  const remove = useSetAtom(removeFromWishlistAtom);
  const moveToCart = useSetAtom(moveWishlistToCartAtom);
  // A product sold in several sizes moves once its size is chosen in the quick view.
  const quickView = useQuickView((product, _qty, sku) => moveToCart(product.id, sku ?? undefined));
  return (
    <Container as="section">
      <h1>{t('title.wishlist')}</h1>
      <WishlistTable
        items={useAtomValue(wishlistAtom)}
        symbol={useAtomValue(currencyAtom)}
        productHref={productHref}
        onRemove={remove}
        onMoveToCart={(product) => moveToCart(product.id) === 'choose' && quickView.open(product)}
        continueHref={CONTINUE}
        checkoutHref="/checkout"
      />
      {quickView.dialog}
    </Container>
  );
}

export function ComparePage() {
  const t = useStoreT();
  usePageMeta(t('title.compare'));
  const addToCart = useSetAtom(addToCartAtom);
  const remove = useSetAtom(removeFromCompareAtom);
  const quickView = useQuickView();
  return (
    <Container as="section">
      <h1>{t('title.compare')}</h1>
      <CompareCarousel
        items={useAtomValue(compareAtom)}
        symbol={useAtomValue(currencyAtom)}
        productHref={productHref}
        onAddToCart={(product) => addToCart(product, 1) === 'choose' && quickView.open(product)}
        onRemove={remove}
        continueHref={CONTINUE}
      />
      {quickView.dialog}
    </Container>
  );
}
