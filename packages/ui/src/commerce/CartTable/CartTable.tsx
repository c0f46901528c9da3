import type { HTMLAttributes } from 'react';
import { type CartLine, cartLineKey, cartTotal, lineStock, lineSum, lineVariant, payablePrice } from '@storefront/api-client';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { IconButton } from '../../primitives/IconButton';
import { Link } from '../../primitives/Link';
import { usePriceFormat } from '../../primitives/Price';
import { QuantityStepper } from '../../primitives/QuantityStepper';
import { productPictures, variantLabel } from '../productView';
import { rowAction } from '../../shared/focusAfterRowGoes';
import { ShoppingTableShell } from '../ShoppingTableShell';

/**
 * A cart line as the table shows it: the product and the chosen quantity. A stored `sum` is not
 * needed: the table computes each line's sum and the total from the price rule.
 */
export type CartTableLine = Omit<CartLine, 'sum'>;

export interface CartTableProps extends HTMLAttributes<HTMLElement> {
  lines: readonly CartTableLine[];
  /** Each product's detail page. */
  productHref: (line: CartTableLine) => string;
  /** Each callback names the line by `cartLineKey(line)`: product and variant. */
  onIncrement: (lineKey: string) => void;
  onDecrement: (lineKey: string) => void;
  /** A quantity typed into the row's box, already kept within 1 and the stock. */
  onQuantityChange: (lineKey: string, quantity: number) => void;
  onRemove: (lineKey: string) => void;
  /** 'continue shopping'; LinkProvider's `routes.shop` by default. */
  continueHref?: string;
  /** 'check out'; LinkProvider's `routes.checkout` by default. */
  checkoutHref?: string;
  /** Shows placeholder rows while the saved cart is being read. */
  loading?: boolean;
}

/** True when the line's quantity has reached its variant's stock: plus is disabled. */
export const atStock = (line: Pick<CartLine, 'qty' | 'stock' | 'variants' | 'sku'>) => line.qty >= lineStock(line);

const VariantNote = styled.span`
  display: block;
  font-weight: 400;
  font-size: var(--font-size-2);
  color: var(--text-muted);
`;


/**
 * The cart: image (the chosen colour's), name with size and colour, price, quantity (plus disabled
 * and 'out of Stock' at the variant's stock), remove and line total per row, the total below, then
 * 'continue shopping' and 'check out'. Empty, it says 'Your Cart is Empty'.
 */
export function CartTable({
  lines,
  productHref,
  onIncrement,
  onDecrement,
  onQuantityChange,
  onRemove,
  continueHref,
  checkoutHref,
  loading = false,
  ...rest
}: CartTableProps) {
  const t = useT();
  const price = usePriceFormat();
  return (
    <ShoppingTableShell
      {...rest}
      loading={loading}
      empty={lines.length === 0 ? { icon: 'cart', title: t('cart.empty'), description: t('cart.emptyHint') } : null}
      caption={t('cart.caption')}
      columns={[t('cart.image'), t('cart.name'), t('cart.price'), t('cart.quantity'), t('cart.action'), t('cart.total')]}
      continueHref={continueHref}
      checkoutHref={checkoutHref}
      footer={
        <tr>
          <td colSpan={5}>{t('cart.totalPrice')}</td>
          <td data-cart-total="">{price(cartTotal(lines))}</td>
        </tr>
      }
    >
      {lines.map((line) => {
        const full = atStock(line);
        const key = cartLineKey(line);
        const variant = lineVariant(line);
        const options = variant ? variantLabel(t, variant) : '';
        // Two lines of one product differ by their size and colour, so the controls' names say them.
        const name = options ? `${line.name} (${options})` : line.name;
        return (
          <tr key={key} data-product-id={line.id} data-sku={line.sku ?? undefined}>
            <td data-cell="image">
              <img src={productPictures(line, variant?.color)[0]} alt="" width={72} height={96} loading="lazy" decoding="async" />
            </td>
            <th scope="row">
              <Link href={productHref(line)}>{line.name}</Link>
              <VariantNote data-options="">{options ? <bdi>{options}</bdi> : line.sku === null && line.size.length > 0 ? t('cart.sizeAtCheckout') : null}</VariantNote>
            </th>
            <td>{price(payablePrice(line))}</td>
            <td>
              <QuantityStepper
                value={line.qty}
                max={lineStock(line)}
                size="sm"
                label={t('cart.quantityOf', { name })}
                onChange={(qty) => {
                  // Plus and minus step by one; a typed number is taken as it is.
                  if (qty === line.qty + 1) onIncrement(key);
                  else if (qty === line.qty - 1) onDecrement(key);
                  else if (qty !== line.qty) onQuantityChange(key, qty);
                }}
              />
              {full && <span data-stock-note="">{t('cart.outOfStock')}</span>}
            </td>
            <td>
              <IconButton icon="trash" size="sm" label={t('cart.remove', { name })} {...rowAction('remove', () => onRemove(key))} />
            </td>
            <td>{price(lineSum(line, line.qty))}</td>
          </tr>
        );
      })}
    </ShoppingTableShell>
  );
}
