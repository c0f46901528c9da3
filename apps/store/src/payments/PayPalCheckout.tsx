import type { CheckoutForm, Order } from '@storefront/api-client';
import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';

export interface PayPalCheckoutProps {
  clientId: string;
  /** Validates the billing form; PayPal opens only when it resolves with the values. */
  validate: () => Promise<CheckoutForm | null>;
  /** Creates the shop's payment (the server creates the PayPal order for its own total); answers PayPal's order id. */
  createOrder: (billing: CheckoutForm) => Promise<string>;
  /** After the shopper approved: the server captures the PayPal order and places the shop's order. */
  onApproved: (billing: CheckoutForm) => Promise<Order | undefined>;
  onError: () => void;
}

/**
 * The hosted PayPal buttons, in USD (loaded only when PayPal is chosen and the server has a client
 * id). The server creates and captures the PayPal order; the buttons only let the shopper approve
 * it. PayPal's script cannot be reached from the test machines, so the buttons themselves are
 * exercised by hand with a sandbox client id; the server's side is tested end to end.
 */
export default function PayPalCheckout({ clientId, validate, createOrder, onApproved, onError }: PayPalCheckoutProps) {
  let billing: CheckoutForm | null = null;
  return (
    <PayPalScriptProvider options={{ clientId, currency: 'USD', intent: 'capture' }}>
      <PayPalButtons
        style={{ layout: 'horizontal' }}
        onClick={async (_data, actions) => {
          billing = await validate();
          return billing ? actions.resolve() : actions.reject();
        }}
        createOrder={async () => {
          if (!billing) throw new Error('The billing details are not valid.');
          return createOrder(billing);
        }}
        onApprove={async () => {
          if (!billing) return onError();
          await onApproved(billing);
        }}
        onCancel={() => undefined}
        onError={onError}
      />
    </PayPalScriptProvider>
  );
}
