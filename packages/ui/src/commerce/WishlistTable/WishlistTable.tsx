import type { HTMLAttributes } from 'react';
import { payablePrice, type Product } from '@storefront/api-client';
import { useT } from '../../i18n/I18nProvider';
import { IconButton } from '../../primitives/IconButton';
import { Link } from '../../primitives/Link';
import { usePriceFormat } from '../../primitives/Price';
import { productPictures } from '../productView';
import { rowAction } from '../../shared/focusAfterRowGoes';
import { ShoppingTableShell } from '../ShoppingTableShell';

export interface WishlistTableProps extends HTMLAttributes<HTMLElement> {
  items: readonly Product[];
  productHref: (product: Product) => string;
  onRemove: (productId: number) => void;
  /** Adds the product to the cart with quantity 1 and removes it from the wishlist. */
  onMoveToCart: (product: Product) => void;
  continueHref?: string;
  checkoutHref?: string;
  loading?: boolean;
}

/**
 * The wishlist: image, name, price, availability, remove and move to cart per row, then
 * 'continue shopping' and 'check out'. Empty, it says 'WhishList is Empty' (the spec's spelling).
 */
export function WishlistTable({
  items,
  productHref,
  onRemove,
  onMoveToCart,
  continueHref,
  checkoutHref,
  loading = false,
  ...rest
}: WishlistTableProps) {
  const t = useT();
  const price = usePriceFormat();
  return (
    <ShoppingTableShell
      {...rest}
      loading={loading}
      empty={items.length === 0 ? { icon: 'heart', title: t('wishlist.empty') } : null}
      caption={t('wishlist.caption')}
      columns={[t('cart.image'), t('cart.name'), t('cart.price'), t('wishlist.availability'), t('cart.action')]}
      continueHref={continueHref}
      checkoutHref={checkoutHref}
    >
      {items.map((product) => (
        <tr key={product.id} data-product-id={product.id}>
          <td data-cell="image">
            <img src={productPictures(product)[0]} alt="" width={72} height={96} loading="lazy" decoding="async" />
          </td>
          <th scope="row">
            <Link href={productHref(product)}>{product.name}</Link>
          </th>
          <td>{price(payablePrice(product))}</td>
          <td>{product.stock > 0 ? t('product.inStock') : t('product.outOfStock')}</td>
          <td>
            <div style={{ display: 'flex', gap: 'var(--space-1)' }}>
              <IconButton icon="trash" size="sm" label={t('wishlist.remove', { name: product.name })} {...rowAction('remove', () => onRemove(product.id))} />
              <IconButton
                icon="cart"
                size="sm"
                label={t('wishlist.moveToCart', { name: product.name })}
                {...rowAction('move', () => onMoveToCart(product))}
                disabled={product.stock < 1}
              />
            </div>
          </td>
        </tr>
      ))}
    </ShoppingTableShell>
  );
}
