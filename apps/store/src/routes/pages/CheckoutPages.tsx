import { type CheckoutForm as Billing, type CartLine, cartLineKey, isApiError, lineVariant, type PaymentMethod, type PaymentResult } from '@storefront/api-client';
import { apiClientAtom, cartAtom, cartTotalAtom, chooseCartLineVariantAtom, clearCartAtom, currencyAtom, productAtom } from '@storefront/state';
import { Button, CheckoutForm, Container, colourName, OrderSummary, type PlaceOrderContext, useT, VariantSelect } from '@storefront/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePageMeta } from '../../app/usePageMeta';
import { useStoreT } from '../../i18n/messages';
import { isOrderSuccessState, newIdempotencyKey, type OrderSuccessState, submitOrder } from '../../payments/placeOrder';
import { TestCardDialog } from '../../payments/TestCardDialog';
import { TestCardList } from '../../payments/TestCardList';
import { chargeTestCard, toMinorUnits } from '../../payments/testCards';
import { NotFoundPage } from './NotFoundPage';

const PayPalCheckout = lazy(() => import('../../payments/PayPalCheckout'));
const paypalClientId: string | undefined = import.meta.env.VITE_PAYPAL_CLIENT_ID || undefined;


/** Checkout: billing form, order summary, payment by test card or PayPal, then the order is posted. */
export function CheckoutPage() {
  const t = useStoreT();
  const ui = useT();
  usePageMeta(t('title.checkout'));
  const lines = useAtomValue(cartAtom);
  const total = useAtomValue(cartTotalAtom);
  const symbol = useAtomValue(currencyAtom);
  const client = useAtomValue(apiClientAtom);
  const clearCart = useSetAtom(clearCartAtom);
  const navigate = useNavigate();
  const [paymentError, setPaymentError] = useState<string>();
  const [cardOpen, setCardOpen] = useState(false);
  const billingRef = useRef<Billing | null>(null);
  // One key per paid attempt: a retried post of the same payment never makes a second order.
  const attemptKey = useRef<string | null>(null);

  async function finish(billing: Billing, payment: PaymentResult) {
    attemptKey.current ??= newIdempotencyKey();
    try {
      const order = await submitOrder(client, { idempotencyKey: attemptKey.current, lines, billing, payment });
      const state: OrderSuccessState = { payment, order, currency: symbol, billing };
      attemptKey.current = null;
      clearCart();
      navigate('/order-success', { state });
    } catch (error) {
      setCardOpen(false);
      setPaymentError(isApiError(error) && error.status === 409 ? outOfStockMessage(error.fields) : ui('checkout.failed'));
      throw error;
    }
  }

  /** The 409's lines (`lines.N`), named with their size and colour as the cart shows them. */
  function outOfStockMessage(fields: Record<string, string>): string {
    const names = Object.keys(fields).flatMap((field) => {
      const line = lines[Number(/^lines\.(\d+)$/.exec(field)?.[1] ?? Number.NaN)];
      const variant = line && lineVariant(line);
      if (!line) return [];
      return [variant ? `${line.name} (${[variant.size, variant.color && colourName(ui, variant.color)].filter(Boolean).join(' / ')})` : line.name];
    });
    return names.length > 0 ? `${t('order.outOfStock')} ${t('order.outOfStockLines', { lines: names.join(', ') })}` : t('order.outOfStock');
  }

  function placeOrder(context: PlaceOrderContext) {
    if (context.payment === 'paypal') {
      if (!paypalClientId) return <p role="status">{t('paypal.notConfigured')}</p>;
      return (
        <Suspense fallback={null}>
          <PayPalCheckout
            clientId={paypalClientId}
            total={context.total}
            validate={context.validate}
            onPaid={finish}
            onError={() => setPaymentError(t('paypal.failed'))}
          />
        </Suspense>
      );
    }
    return (
      <Button
        variant="primary"
        loading={context.submitting}
        onClick={async () => {
          setPaymentError(undefined);
          billingRef.current = await context.validate();
          if (billingRef.current) setCardOpen(true);
        }}
      >
        {ui('checkout.placeOrder')}
      </Button>
    );
  }

  return (
    <Container as="section">
      <h1>{t('title.checkout')}</h1>
      <CheckoutForm
        lines={lines}
        symbol={symbol}
        onSubmit={async () => undefined}
        placeOrder={placeOrder}
        onPaymentChange={(_payment: PaymentMethod) => setPaymentError(undefined)}
        paymentError={paymentError}
        paymentNote={<TestCardList />}
        chooseVariant={(line) => <ChooseLineSize line={line} />}
      />
      <TestCardDialog
        open={cardOpen}
        onOpenChange={setCardOpen}
        amount={total}
        symbol={symbol}
        onPay={async (card) => {
          const billing = billingRef.current;
          if (!billing) return;
          const payment = await chargeTestCard(card, toMinorUnits(total));
          await finish(billing, payment).catch(() => undefined);
        }}
      />
    </Container>
  );
}

/** The size of a cart line saved before sizes were kept, chosen from its product's variants now. */
function ChooseLineSize({ line }: { line: CartLine }) {
  const product = useAtomValue(productAtom(line.id));
  const choose = useSetAtom(chooseCartLineVariantAtom);
  return (
    <VariantSelect
      name={line.name}
      variants={product.data?.variants ?? []}
      value={null}
      loading={product.isPending}
      onChange={(sku) => product.data && choose(cartLineKey(line), product.data, sku)}
    />
  );
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

/** /order-success: only with the navigation state of a paid order; otherwise the 404 page. */
export function OrderSuccessPage() {
  const { state } = useLocation();
  // The 404 page sets its own title: this page's would be set after it (a parent's effect runs last).
  return isOrderSuccessState(state) ? <OrderSuccess state={state} /> : <NotFoundPage />;
}

function OrderSuccess({ state }: { state: OrderSuccessState }) {
  const t = useStoreT();
  usePageMeta(t('title.orderSuccess'));
  return (
    <Container as="section">
      <OrderSummary
        items={state.order.lines.map((line) => ({ name: line.name, qty: line.qty, sum: line.sum, image: line.image || undefined, size: line.size, color: line.color }))}
        total={state.order.total}
        symbol={state.currency}
        orderNumber={state.order.id}
        shippingAddress={billingAddress(state.billing)}
        reference={state.payment.reference}
        paymentMethod={state.payment.provider}
        now={new Date(state.order.created_at)}
      />
    </Container>
  );
}
