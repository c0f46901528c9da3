import type { HTMLAttributes } from 'react';
import { estimatedDelivery } from '@storefront/api-client';
import { styled } from 'styled-components';
import { headingCase } from '../../theme/headingCase';
import { useT } from '../../i18n/I18nProvider';
import { Checkbox } from '../../primitives/Checkbox';
import { usePriceFormat } from '../../primitives/Price';
import { variantLabel } from '../productView';
import { useThemeState } from '../../theme/ThemeContext';
import { atLeast } from '../../theme/media';

export interface OrderSummaryItem {
  name: string;
  qty: number;
  /** The line's sum (unit price x qty), as the server computed it. */
  sum: number;
  image?: string;
  /** The variant bought; null or omitted where the product has no size or colour. */
  size?: string | null;
  color?: string | null;
}

export interface OrderSummaryProps extends HTMLAttributes<HTMLElement> {
  items: readonly OrderSummaryItem[];
  total: number;
  /** The order's number as the shop's server gave it. */
  orderNumber?: number | string;
  /** The payment provider's reference. */
  reference?: string;
  paymentMethod?: string;
  /** The time of the order (ms or Date); estimated delivery is 5 days later. Pass it for stable output. */
  now: number | Date;
  /**
   * The address the order goes to, one line each: the store passes the one the shopper typed.
   * Without it, the spec's sample address shows, marked as a sample.
   */
  shippingAddress?: readonly string[];
}

export { DELIVERY_DAYS, estimatedDelivery } from '@storefront/api-client';

export const sampleShippingAddress = ['Asha Rao', '12 Textile Market Road', 'Surat, Gujarat 395002', 'India', '+91 98765 43210'] as const;

const Root = styled.div`
  display: grid;
  gap: var(--space-6);
  color: var(--text);
  @media ${atLeast('lg')} { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); align-items: start; }
  > header { grid-column: 1 / -1; display: grid; gap: var(--space-2); text-align: center; }
  h1 { margin: 0; font-size: var(--font-size-6); }
  h2, h3 { margin: 0 0 var(--space-3); }
  ${headingCase(['h1', 'h2', 'h3'])}
  h2 { font-size: var(--font-size-5); }
  h3 { font-size: var(--font-size-4); }
  table { inline-size: 100%; border-collapse: collapse; }
  th, td { padding: var(--space-2); border-block-end: 1px solid var(--border); text-align: start; vertical-align: middle; }
  /* The amounts' column, its heading included, lines up at the end. */
  th:last-child, td:last-child, tfoot th + td { text-align: end; }
  td img { inline-size: 56px; block-size: 72px; object-fit: cover; border-radius: var(--radius-1); background: var(--surface-2); }
  tfoot th, tfoot td { border: 0; }
  tfoot tr:last-child { font-size: var(--font-size-4); font-weight: 700; }
  address { font-style: normal; }
  [data-side] { display: grid; gap: var(--space-5); padding: var(--space-5); border-radius: var(--radius-2); background: var(--surface-2); }
  [data-note], [data-options] { color: var(--text-muted); font-size: var(--font-size-2); margin: 0; }
  [data-options] { display: block; }
  [data-item] { display: flex; align-items: center; gap: var(--space-3); }
  [data-order-number] { font-weight: 700; }
  p { margin: 0; }
`;

/**
 * The order-success page's summary: its heading (thank you, payment processed) with the order
 * number, the items (picture, size and colour) and total, shipping and GST at $0, the estimated
 * delivery (order time + 5 days), the shipping address and the two shipping checkboxes, which
 * change nothing (as in the spec).
 */
export function OrderSummary({ items, total, orderNumber, reference, paymentMethod, now, shippingAddress, ...rest }: OrderSummaryProps) {
  const t = useT();
  const price = usePriceFormat();
  const { locale } = useThemeState();
  const delivery = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(estimatedDelivery(now));
  return (
    <Root {...rest}>
      <header>
        <h1>{t('order.thanks')}</h1>
        <p>{t('order.received')}</p>
        {orderNumber !== undefined && (
          <p data-order-number="">
            <bdi>{t('order.number', { id: orderNumber })}</bdi>
          </p>
        )}
      </header>
      <section aria-labelledby="order-summary-items">
        <h2 id="order-summary-items">{t('order.summary')}</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('order.product')}</th>
              <th scope="col">{t('order.quantity')}</th>
              <th scope="col">{t('order.price')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: order lines have no id of their own here
              <tr key={index}>
                <td>
                  <span data-item="">
                    {item.image && <img src={item.image} alt="" width={56} height={72} decoding="async" />}
                    <span>
                      {item.name}
                      {(item.size || item.color) && (
                        <span data-options="">
                          <bdi>{variantLabel(t, item)}</bdi>
                        </span>
                      )}
                    </span>
                  </span>
                </td>
                <td>{t('order.qtyN', { qty: item.qty })}</td>
                <td>{price(item.sum)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t('order.subtotal')}
              </th>
              <td>{price(total)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={2}>
                {t('order.shipping')}
              </th>
              <td>{price(0)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={2}>
                {t('order.tax')}
              </th>
              <td>{price(0)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={2}>
                {t('order.total')}
              </th>
              <td data-order-total="">{price(total)}</td>
            </tr>
          </tfoot>
        </table>
      </section>
      <div data-side="">
        {(reference || paymentMethod) && (
          <section>
            <h3>{t('order.method')}</h3>
            {paymentMethod && <p>{paymentMethod}</p>}
            {reference && <p>{t('order.reference', { reference })}</p>}
          </section>
        )}
        <section>
          <h3>{t('order.delivery')}</h3>
          <p data-delivery="">{delivery}</p>
        </section>
        <section>
          <h3>{t('order.address')}</h3>
          <address>
            {/* Each line is isolated: an LTR address or phone number keeps its order inside an RTL page. */}
            {(shippingAddress ?? sampleShippingAddress).map((line) => (
              <div key={line}>
                <bdi>{line}</bdi>
              </div>
            ))}
          </address>
          {!shippingAddress && <p data-note="">{t('order.sampleAddress')}</p>}
        </section>
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <legend style={{ fontWeight: 700, marginBlockEnd: 'var(--space-2)' }}>{t('order.shippingOptions')}</legend>
          <Checkbox label={t('checkout.freeShipping')} name="free-shipping" />
          <Checkbox label={t('checkout.localPickup')} name="local-pickup" />
        </fieldset>
      </div>
    </Root>
  );
}
