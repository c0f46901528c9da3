import {
  type CheckoutForm as Billing,
  type CartLine,
  cartLineKey,
  fromCents,
  isApiError,
  lineVariant,
  type Order,
  type Payment,
  type PaymentMethod,
  paymentMethods as everyPaymentMethod,
} from '@storefront/api-client';
import { apiClientAtom, cartAtom, chooseCartLineVariantAtom, clearCartAtom, paymentConfigAtom, productAtom } from '@storefront/state';
import { Button, useT, VariantSelect, variantLabel } from '@storefront/ui';
import { CheckoutForm, type PlaceOrderContext } from '@storefront/ui/forms';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SavedStatePage } from '../app/SavedStatePage';
import { useCurrency } from '../app/useHydrated';
import { useStoreT } from '../i18n/messages';
import { cartKey, createPayment, lineInputs, newIdempotencyKey, type OrderSuccessState } from '../payments/checkout';
import { checkoutDraftAtom } from '../payments/checkoutDraft';
import { TestCardList } from '../payments/TestCardList';
import { declineMessage, PaymentDeclinedError } from '../payments/testCards';
import { useFreshCart } from '../shop/useFreshCart';

const PayPalCheckout = lazy(() => import('../payments/PayPalCheckout'));
// The card form's dialog (with Radix's) is a chunk of its own, loaded beside the page rather than in it.
const TestCardDialog = lazy(() => import('../payments/TestCardDialog').then((module) => ({ default: module.TestCardDialog })));

/**
 * Checkout: billing form, order summary, payment by card or PayPal. The server creates each payment
 * for the total it computes and places the order once it has confirmed the payment itself.
 */
export default function CheckoutPage() {
  const t = useStoreT();
  return (
    <SavedStatePage title={t('title.checkout')}>
      <Checkout />
    </SavedStatePage>
  );
}

const cardOnly: readonly PaymentMethod[] = ['stripe'];

/** The form and the summary of the shopper's cart, drawn by the browser, which holds the cart. */
function Checkout() {
  const t = useStoreT();
  const ui = useT();
  const lines = useAtomValue(cartAtom);
  useFreshCart();
  const symbol = useCurrency();
  const client = useAtomValue(apiClientAtom);
  const paymentConfig = useAtomValue(paymentConfigAtom);
  const paypalClientId = paymentConfig.data?.paypal_client_id ?? undefined;
  // PayPal is offered while the shop's settings load and where it has a client id.
  const paymentMethods = paymentConfig.isPending || paypalClientId ? everyPaymentMethod : cardOnly;
  const clearCart = useSetAtom(clearCartAtom);
  const [draft, setDraft] = useAtom(checkoutDraftAtom);
  const navigate = useNavigate();
  const [paymentError, setPaymentError] = useState<string>();
  // The card form's payment, with the cart it was made for (`cartKey`).
  const [card, setCard] = useState<{ payment: Payment; billing: Billing; cart: string } | null>(null);
  // Another tab that changes the cart while the card form is open: its payment is for the cart as
  // it was (the server would refuse it), so the form closes and says why.
  if (card && card.cart !== cartKey(lines)) {
    setCard(null);
    setPaymentError(t('card.cartChanged'));
  }
  // One key per attempt to pay: a retried request for the same attempt never makes a second payment.
  const attemptKey = useRef<string | null>(null);

  /** A payment of the cart as it is now, priced by the server; null (with the reason shown) when it cannot be made. */
  async function startPayment(method: PaymentMethod, billing: Billing): Promise<Payment | null> {
    setPaymentError(undefined);
    attemptKey.current ??= newIdempotencyKey();
    try {
      const payment = await createPayment(client, { idempotencyKey: attemptKey.current, method, lines, billing });
      // The next attempt (another cart, another way to pay) is a payment of its own.
      attemptKey.current = null;
      return payment;
    } catch (error) {
      setPaymentError(isApiError(error) && error.status === 409 ? outOfStockMessage('order.outOfStock', error.fields) : ui('checkout.failed'));
      if (!isApiError(error) || error.status !== 0) attemptKey.current = null;
      return null;
    }
  }

  /** Confirms the payment on the server, which charges it and places the order; on to the order's page. */
  async function confirm(payment: Payment, billing: Billing, cardDetails?: Parameters<typeof client.confirmPayment>[1]['card']): Promise<Order | undefined> {
    try {
      const order = await client.confirmPayment(payment.id, { lines: lineInputs(lines), card: cardDetails });
      const state: OrderSuccessState = { order, currency: symbol, billing };
      // The form closes with the cart it paid for, which is then emptied: no change to say.
      setCard(null);
      clearCart();
      setDraft(RESET);
      navigate('/order-success', { state });
      return order;
    } catch (error) {
      if (isApiError(error) && error.status === 402) throw new PaymentDeclinedError(declineMessage(error.declineCode));
      setCard(null);
      const refunded = isApiError(error) && error.status === 409 && Object.keys(error.fields).length > 0;
      setPaymentError(refunded ? outOfStockMessage('order.outOfStockRefunded', error.fields) : ui('checkout.failed'));
      return undefined;
    }
  }

  /** The 409's lines (`lines.N`), named with their size and colour as the cart shows them. */
  function outOfStockMessage(id: 'order.outOfStock' | 'order.outOfStockRefunded', fields: Record<string, string>): string {
    const names = Object.keys(fields).flatMap((field) => {
      const line = lines[Number(/^lines\.(\d+)$/.exec(field)?.[1] ?? Number.NaN)];
      const variant = line && lineVariant(line);
      if (!line) return [];
      return [variant ? `${line.name} (${variantLabel(ui, variant)})` : line.name];
    });
    return names.length > 0 ? `${t(id)} ${t('order.outOfStockLines', { lines: names.join(', ') })}` : t(id);
  }

  function placeOrder(context: PlaceOrderContext) {
    if (context.payment === 'paypal') {
      if (!paypalClientId) return null;
      let payment: Payment | null = null;
      return (
        <Suspense fallback={null}>
          <PayPalCheckout
            clientId={paypalClientId}
            validate={context.validate}
            createOrder={async (billing) => {
              payment = await startPayment('paypal', billing);
              if (!payment?.paypal_order_id) throw new Error('The payment could not be created.');
              return payment.paypal_order_id;
            }}
            onApproved={(billing) => (payment ? confirm(payment, billing) : Promise.resolve(undefined))}
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
          const billing = await context.validate();
          if (!billing) return;
          const payment = await startPayment('stripe', billing);
          if (payment) setCard({ payment, billing, cart: cartKey(lines) });
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
        defaultValues={draft}
        onValuesChange={setDraft}
        onSubmit={async () => undefined}
        placeOrder={placeOrder}
        onPaymentChange={(_payment: PaymentMethod) => setPaymentError(undefined)}
        paymentMethods={paymentMethods}
        paymentError={paymentError}
        paymentNote={<TestCardList />}
        chooseVariant={(line) => <ChooseLineSize line={line} />}
      />
      <Suspense fallback={null}>
        <TestCardDialog
          open={card !== null}
          onOpenChange={(open) => !open && setCard(null)}
          amount={fromCents(card?.payment.amount_minor ?? 0)}
          onPay={async (details) => {
            if (card) await confirm(card.payment, card.billing, details);
          }}
        />
      </Suspense>
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
