import { type CartLine, cartTotal, lineSum, payablePrice } from '@storefront/api-client';
import styled from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { ButtonLink } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { IconButton } from '../../primitives/IconButton';
import { Link } from '../../primitives/Link';
import { formatPrice } from '../../primitives/Price';
import { QuantityStepper } from '../../primitives/QuantityStepper';
import { Skeleton } from '../../primitives/Skeleton';
import { productPictures } from '../productView';

export interface CartTableProps {
  lines: readonly CartLine[];
  symbol?: string;
  /** Each product's detail page. */
  productHref: (line: CartLine) => string;
  onIncrement: (productId: number) => void;
  onDecrement: (productId: number) => void;
  onRemove: (productId: number) => void;
  /** 'continue shopping'; /left-sidebar/collection by default. */
  continueHref?: string;
  /** 'check out'; /checkout by default. */
  checkoutHref?: string;
  /** Shows placeholder rows while the saved cart is being read. */
  loading?: boolean;
}

/** True when the line's quantity has reached the product's stock: plus is disabled. */
export const atStock = (line: Pick<CartLine, 'qty' | 'stock'>) => line.qty >= line.stock;

export const TableRoot = styled.div`
  display: grid;
  gap: var(--space-5);
  color: var(--text);
  table { inline-size: 100%; border-collapse: collapse; }
  caption { text-align: start; font-size: var(--font-size-5); font-weight: 700; padding-block-end: var(--space-3); }
  th { text-transform: uppercase; font-size: var(--font-size-2); text-align: start; padding: var(--space-3); border-block-end: 2px solid var(--border); }
  td, tbody th { padding: var(--space-3); border-block-end: 1px solid var(--border); vertical-align: middle; }
  tbody th { text-transform: none; font-size: inherit; border-block-end-width: 1px; }
  td img { display: block; inline-size: 72px; block-size: 96px; object-fit: cover; border-radius: var(--radius-1); background: var(--surface-2); }
  td a { color: var(--text); font-weight: 600; }
  td a:hover { color: var(--accent-11); }
  tfoot td, tfoot th { border-block-end: 0; font-size: var(--font-size-4); font-weight: 700; }
  [data-stock-note] { display: block; margin-block-start: var(--space-1); color: var(--danger); font-size: var(--font-size-2); font-weight: 600; }
  [data-buttons] { display: flex; flex-wrap: wrap; justify-content: space-between; gap: var(--space-3); }
  @media (max-width: 749px) {
    thead { display: none; }
    tr { display: grid; grid-template-columns: 80px 1fr; gap: var(--space-2); padding-block: var(--space-3); border-block-end: 1px solid var(--border); }
    td, tbody th { border: 0; padding: 0; }
    td[data-cell='image'] { grid-row: span 5; }
    tfoot tr { grid-template-columns: 1fr auto; }
  }
`;

/**
 * The cart: image, name, price, quantity (plus disabled and 'out of Stock' at the stock),
 * remove and line total per row, the total below, then 'continue shopping' and 'check out'.
 * Empty, it says 'Your Cart is Empty'.
 */
export function CartTable({
  lines,
  symbol = '$',
  productHref,
  onIncrement,
  onDecrement,
  onRemove,
  continueHref = '/left-sidebar/collection',
  checkoutHref = '/checkout',
  loading = false,
}: CartTableProps) {
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
  if (lines.length === 0) {
    return (
      <EmptyState
        icon="cart"
        title={t('cart.empty')}
        description={t('cart.emptyHint')}
        action={<ButtonLink href={continueHref}>{t('cart.continueShopping')}</ButtonLink>}
      />
    );
  }
  return (
    <TableRoot>
      <table>
        <caption>{t('cart.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cart.image')}</th>
            <th scope="col">{t('cart.name')}</th>
            <th scope="col">{t('cart.price')}</th>
            <th scope="col">{t('cart.quantity')}</th>
            <th scope="col">{t('cart.action')}</th>
            <th scope="col">{t('cart.total')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const full = atStock(line);
            return (
              <tr key={line.id} data-product-id={line.id}>
                <td data-cell="image">
                  <img src={productPictures(line)[0]} alt="" width={72} height={96} loading="lazy" decoding="async" />
                </td>
                <th scope="row">
                  <Link href={productHref(line)}>{line.name}</Link>
                </th>
                <td>{formatPrice(payablePrice(line), symbol)}</td>
                <td>
                  <QuantityStepper
                    value={line.qty}
                    max={line.stock}
                    size="sm"
                    label={t('cart.quantityOf', { name: line.name })}
                    onChange={(qty) => (qty > line.qty ? onIncrement(line.id) : qty < line.qty ? onDecrement(line.id) : undefined)}
                  />
                  {full && <span data-stock-note="">{t('cart.outOfStock')}</span>}
                </td>
                <td>
                  <IconButton icon="trash" size="sm" label={t('cart.remove', { name: line.name })} onClick={() => onRemove(line.id)} />
                </td>
                <td>{formatPrice(lineSum(line, line.qty), symbol)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={5}>{t('cart.totalPrice')}</td>
            <td data-cart-total="">{formatPrice(cartTotal(lines), symbol)}</td>
          </tr>
        </tfoot>
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
