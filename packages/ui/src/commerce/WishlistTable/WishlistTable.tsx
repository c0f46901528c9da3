import { payablePrice, type Product } from '@storefront/api-client';
import { useT } from '../../i18n/I18nProvider';
import { ButtonLink } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { IconButton } from '../../primitives/IconButton';
import { Link } from '../../primitives/Link';
import { formatPrice } from '../../primitives/Price';
import { Skeleton } from '../../primitives/Skeleton';
import { TableRoot } from '../CartTable/CartTable';
import { productPictures } from '../productView';

export interface WishlistTableProps {
  items: readonly Product[];
  symbol?: string;
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
  symbol = '$',
  productHref,
  onRemove,
  onMoveToCart,
  continueHref = '/left-sidebar/collection',
  checkoutHref = '/checkout',
  loading = false,
}: WishlistTableProps) {
  const t = useT();
  if (loading) {
    return (
      <TableRoot aria-busy="true">
        <span className="sf-visually-hidden">{t('common.loading')}</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={96} shape="rect" />
        ))}
      </TableRoot>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon="heart"
        title={t('wishlist.empty')}
        action={<ButtonLink href={continueHref}>{t('cart.continueShopping')}</ButtonLink>}
      />
    );
  }
  return (
    <TableRoot>
      <table>
        <caption>{t('wishlist.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cart.image')}</th>
            <th scope="col">{t('cart.name')}</th>
            <th scope="col">{t('cart.price')}</th>
            <th scope="col">{t('wishlist.availability')}</th>
            <th scope="col">{t('cart.action')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((product) => (
            <tr key={product.id} data-product-id={product.id}>
              <td data-cell="image">
                <img src={productPictures(product)[0]} alt="" width={72} height={96} loading="lazy" decoding="async" />
              </td>
              <th scope="row">
                <Link href={productHref(product)}>{product.name}</Link>
              </th>
              <td>{formatPrice(payablePrice(product), symbol)}</td>
              <td>{product.stock > 0 ? t('product.inStock') : t('product.outOfStock')}</td>
              <td>
                <div style={{ display: 'flex', gap: 'var(--space-1)' }}>
                  <IconButton icon="trash" size="sm" label={t('wishlist.remove', { name: product.name })} onClick={() => onRemove(product.id)} />
                  <IconButton
                    icon="cart"
                    size="sm"
                    label={t('wishlist.moveToCart', { name: product.name })}
                    onClick={() => onMoveToCart(product)}
                    disabled={product.stock < 1}
                  />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div data-buttons="">
        <ButtonLink href={continueHref} variant="outline">
          {t('cart.continueShopping')}
        </ButtonLink>
        <ButtonLink href={checkoutHref}>{t('cart.checkOut')}</ButtonLink>
      </div>
    </TableRoot>
  );
}
