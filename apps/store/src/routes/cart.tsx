import { lineVariant } from '@storefront/api-client';
import {
  cartAtom,
  decrementCartLineAtom,
  incrementCartLineAtom,
  removeFromCartAtom,
  setCartLineQuantityAtom,
} from '@storefront/state';
import { CartTable } from '@storefront/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { SavedStatePage } from '../app/SavedStatePage';
import { useStoreT } from '../i18n/messages';
import { useFreshCart } from '../shop/useFreshCart';
import { CONTINUE, productHref } from '../shop/useProductActions';

export default function CartPage() {
  const t = useStoreT();
  return (
    <SavedStatePage title={t('title.cart')}>
      <Cart />
    </SavedStatePage>
  );
}

function Cart() {
  const increment = useSetAtom(incrementCartLineAtom);
  const decrement = useSetAtom(decrementCartLineAtom);
  const setQuantity = useSetAtom(setCartLineQuantityAtom);
  const remove = useSetAtom(removeFromCartAtom);
  useFreshCart();
  return (
    <CartTable
      lines={useAtomValue(cartAtom)}
      // A line is a size and colour: its product's page opens on that colour.
      productHref={(line) => productHref(line, lineVariant(line)?.color)}
      onIncrement={increment}
      onDecrement={decrement}
      onQuantityChange={setQuantity}
      onRemove={remove}
      continueHref={CONTINUE}
      checkoutHref="/checkout"
    />
  );
}
