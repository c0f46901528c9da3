import type { CheckoutForm as Billing } from '@storefront/api-client';
import { Container, OrderSummary } from '@storefront/ui';
import { useLocation } from 'react-router';
import { PageMeta } from '../app/PageMeta';
import { useStoreT } from '../i18n/messages';
import { isOrderSuccessState, type OrderSuccessState } from '../payments/checkout';
import { NotFoundPage, notFound } from './not-found';

/**
 * /order-success: only with the navigation state of a paid order (the checkout leads here); opened
 * any other way, the 404 page. A request to the server never carries that state.
 */
export function loader(): never {
  throw notFound();
}
export const clientLoader = () => null;

export default function OrderSuccessPage() {
  const { state } = useLocation();
  return isOrderSuccessState(state) ? <OrderSuccess state={state} /> : <NotFoundPage />;
}

/** The billing details as address lines: name, street, town and state with pincode, country, phone. */
function billingAddress(billing: Billing): string[] {
  return [
    `${billing.first_name} ${billing.last_name}`,
    billing.address,
    `${billing.city}, ${billing.state} ${billing.pincode}`,
    billing.country,
    billing.phone,
  ];
}

function OrderSuccess({ state }: { state: OrderSuccessState }) {
  const t = useStoreT();
  return (
    <Container as="section">
      <PageMeta title={t('title.orderSuccess')} />
      <OrderSummary
        items={state.order.lines.map((line) => ({ name: line.name, qty: line.qty, sum: line.sum, image: line.image || undefined, size: line.size, color: line.color }))}
        total={state.order.total}
        orderNumber={state.order.id}
        shippingAddress={billingAddress(state.billing)}
        reference={state.order.payment.reference}
        paymentMethod={state.order.payment.method}
        now={new Date(state.order.created_at)}
      />
    </Container>
  );
}
