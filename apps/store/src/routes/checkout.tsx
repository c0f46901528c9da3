import { type CheckoutForm as Billing, type CartLine, cartLineKey, isApiError, lineVariant, type PaymentMethod, type PaymentResult } from '@storefront/api-client';
import { apiClientAtom, cartAtom, cartTotalAtom, chooseCartLineVariantAtom, clearCartAtom, productAtom } from '@storefront/state';
import { Button, CheckoutForm, colourName, type PlaceOrderContext, useT, VariantSelect } from '@storefront/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SavedStatePage } from '../app/SavedStatePage';
import { useCurrency } from '../app/useHydrated';
import { useStoreT } from '../i18n/messages';
import { newIdempotencyKey, type OrderSuccessState, submitOrder } from '../payments/placeOrder';
import { TestCardDialog } from '../payments/TestCardDialog';
import { TestCardList } from '../payments/TestCardList';
import { chargeTestCard, toMinorUnits } from '../payments/testCards';

const PayPalCheckout = lazy(() => import('../payments/PayPalCheckout'));
const paypalClientId: string | undefined = import.meta.env.VITE_PAYPAL_CLIENT_ID || undefined;

/** Checkout: billing form, order summary, payment by test card or PayPal, then the order is posted. */
export default function CheckoutPage() {
  const t = useStoreT();
  return (
    <SavedStatePage title={t('title.checkout')}>
      <Checkout />
    </SavedStatePage>
  );
}

/** The form and the summary of the shopper's cart, drawn by the browser, which holds the cart. */
function Checkout() {
  const t = useStoreT();
  const ui = useT();
  const lines = useAtomValue(cartAtom);
  const total = useAtomValue(cartTotalAtom);
  const symbol = useCurrency();
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
    <>
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
    </>
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
