import { type CartLine, cartTotal, lineSum, payablePrice } from '@storefront/api-client';
import { useT } from '../../i18n/I18nProvider';
import { IconButton } from '../../primitives/IconButton';
import { Link } from '../../primitives/Link';
import { usePriceFormat } from '../../primitives/Price';
import { QuantityStepper } from '../../primitives/QuantityStepper';
import { productPictures } from '../productView';
import { rowAction } from '../focusAfterRowGoes';
import { ShoppingTableShell } from '../ShoppingTableShell';

/**
 * A cart line as the table shows it: the product and the chosen quantity. A stored `sum` is not
 * needed: the table computes each line's sum and the total from the price rule.
 */
export type CartTableLine = Omit<CartLine, 'sum'>;

export interface CartTableProps {
  lines: readonly CartTableLine[];
  /** Each product's detail page. */
  productHref: (line: CartTableLine) => string;
  onIncrement: (productId: number) => void;
  onDecrement: (productId: number) => void;
  /** A quantity typed into the row's box, already kept within 1 and the stock. */
  onQuantityChange: (productId: number, quantity: number) => void;
  onRemove: (productId: number) => void;
  /** 'continue shopping'; LinkProvider's `routes.shop` by default. */
  continueHref?: string;
  /** 'check out'; LinkProvider's `routes.checkout` by default. */
  checkoutHref?: string;
  /** Shows placeholder rows while the saved cart is being read. */
  loading?: boolean;
}

/** True when the line's quantity has reached the product's stock: plus is disabled. */
export const atStock = (line: Pick<CartLine, 'qty' | 'stock'>) => line.qty >= line.stock;


/**
 * The cart: image, name, price, quantity (plus disabled and 'out of Stock' at the stock),
 * remove and line total per row, the total below, then 'continue shopping' and 'check out'.
 * Empty, it says 'Your Cart is Empty'.
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
}: CartTableProps) {
  const t = useT();
  const price = usePriceFormat();
  return (
    <ShoppingTableShell
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
        return (
          <tr key={line.id} data-product-id={line.id}>
            <td data-cell="image">
              <img src={productPictures(line)[0]} alt="" width={72} height={96} loading="lazy" decoding="async" />
            </td>
            <th scope="row">
              <Link href={productHref(line)}>{line.name}</Link>
            </th>
            <td>{price(payablePrice(line))}</td>
            <td>
              <QuantityStepper
                value={line.qty}
                max={line.stock}
                size="sm"
                label={t('cart.quantityOf', { name: line.name })}
                onChange={(qty) => {
                  // Plus and minus step by one; a typed number is taken as it is.
                  if (qty === line.qty + 1) onIncrement(line.id);
                  else if (qty === line.qty - 1) onDecrement(line.id);
                  else if (qty !== line.qty) onQuantityChange(line.id, qty);
                }}
              />
              {full && <span data-stock-note="">{t('cart.outOfStock')}</span>}
            </td>
            <td>
              <IconButton icon="trash" size="sm" label={t('cart.remove', { name: line.name })} {...rowAction('remove', () => onRemove(line.id))} />
            </td>
            <td>{price(lineSum(line, line.qty))}</td>
          </tr>
        );
      })}
    </ShoppingTableShell>
  );
}
