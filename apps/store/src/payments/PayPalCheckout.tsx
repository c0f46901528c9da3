import type { CheckoutForm, PaymentResult } from '@storefront/api-client';
import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';

export interface PayPalCheckoutProps {
  clientId: string;
  total: number;
  /** Validates the billing form; PayPal opens only when it resolves with the values. */
  validate: () => Promise<CheckoutForm | null>;
  onPaid: (billing: CheckoutForm, payment: PaymentResult) => Promise<void>;
  onError: () => void;
}

/**
 * The hosted PayPal buttons in sandbox mode, in USD (loaded only when PayPal is chosen and a client
 * id is configured). The hosted service cannot be reached from the test machines, so this path is
 * exercised by hand with a sandbox client id, not by the automated tests.
 */
export default function PayPalCheckout({ clientId, total, validate, onPaid, onError }: PayPalCheckoutProps) {
  let billing: CheckoutForm | null = null;
  return (
    <PayPalScriptProvider options={{ clientId, currency: 'USD', intent: 'capture' }}>
      <PayPalButtons
        style={{ layout: 'horizontal' }}
        onClick={async (_data, actions) => {
          billing = await validate();
          return billing ? actions.resolve() : actions.reject();
        }}
        createOrder={(_data, actions) =>
          actions.order.create({
            intent: 'CAPTURE',
            purchase_units: [{ amount: { currency_code: 'USD', value: total.toFixed(2) } }],
          })
        }
        onApprove={async (_data, actions) => {
          const capture = await actions.order?.capture();
          if (!capture?.id || !billing) return onError();
          await onPaid(billing, { provider: 'paypal', reference: capture.id, status: 'paid' });
        }}
        onCancel={() => undefined}
        onError={onError}
      />
    </PayPalScriptProvider>
  );
}
