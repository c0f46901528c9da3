import {
  type CartLine,
  type CheckoutForm as CheckoutValues,
  cartTotal,
  checkoutFormSchema,
  countries,
  cartLineKey,
  lineSum,
  lineVariant,
  type PaymentMethod,
  paymentMethods as allPaymentMethods,
} from '@storefront/api-client';
import { type HTMLAttributes, type ReactNode, useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { usePriceFormat } from '../../primitives/Price';
import { Radio, RadioGroup } from '../../primitives/Radio';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { useErrorText, useSendForm } from '../formHelpers';
import { variantLabel } from '../productView';
import { atLeast } from '../../theme/media';

/** What the place-order slot gets to work with. */
export interface PlaceOrderContext {
  payment: PaymentMethod;
  total: number;
  /** Validates the form, showing the messages; resolves with the values when all are valid, null otherwise. */
  validate: () => Promise<CheckoutValues | null>;
  submitting: boolean;
}

export interface CheckoutFormProps extends Omit<HTMLAttributes<HTMLFormElement>, 'onSubmit' | 'defaultValue'> {
  lines: readonly CartLine[];
  /** Called with valid billing details by the default place-order button; reject to show a failure and keep the values. */
  onSubmit: (values: CheckoutValues) => Promise<unknown>;
  /** Replaces the default 'place order' button (the PayPal button, a card form). Shown only when the total is not 0. */
  placeOrder?: (context: PlaceOrderContext) => ReactNode;
  onPaymentChange?: (payment: PaymentMethod) => void;
  /**
   * The ways to pay this shop offers, in order (both unless told): a shop without PayPal leaves
   * it out. A saved choice that is not offered gives way to the first.
   */
  paymentMethods?: readonly PaymentMethod[];
  defaultValues?: Partial<CheckoutValues>;
  /** Called as the shopper types, with every field's value: where a store keeps a draft to give back as defaultValues. */
  onValuesChange?: (values: Partial<CheckoutValues>) => void;
  /** A message from the payment step (a declined card), shown above the place-order slot. */
  paymentError?: string;
  /** Content under the payment choice (the test card numbers of the demo). */
  paymentNote?: ReactNode;
  /**
   * Under a line saved before sizes were kept (no SKU): where the shopper chooses its size, e.g. a
   * VariantSelect fed with the product's variants. Paying waits until every line has one.
   */
  chooseVariant?: (line: CartLine) => ReactNode;
}

/** Whether a line still needs its size (or colour) chosen before it can be ordered. */
export const needsVariant = (line: Pick<CartLine, 'sku' | 'size' | 'colors'>) => line.sku === null && (line.size.length > 0 || line.colors.length > 1);

const empty: CheckoutValues = {
  first_name: '',
  last_name: '',
  phone: '',
  email: '',
  // The select starts on its placeholder; the schema rejects '' with the country message.
  country: '' as CheckoutValues['country'],
  address: '',
  city: '',
  state: '',
  pincode: '',
  create_account: false,
  payment: 'stripe',
};

const Root = styled.form`
  display: grid;
  gap: var(--space-6);
  color: var(--text);
  @media ${atLeast('lg')} { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); align-items: start; }
  h2 { margin: 0 0 var(--space-4); font-size: var(--font-size-5); }
  [data-fields] { display: grid; gap: var(--space-4); }
  @media ${atLeast('md')} { [data-fields] { grid-template-columns: 1fr 1fr; } [data-wide] { grid-column: 1 / -1; } }
  [data-summary] { display: grid; gap: var(--space-4); padding: var(--space-5); border-radius: var(--radius-2); background: var(--surface-2); }
  table { inline-size: 100%; border-collapse: collapse; }
  th, td { padding-block: var(--space-2); text-align: start; border-block-end: 1px solid var(--border); }
  td:last-child, th:last-child { text-align: end; }
  tfoot th, tfoot td { font-weight: 700; border: 0; }
  [data-outcome='failed'] { margin: 0; color: var(--danger); font-weight: 600; }
`;

/**
 * Checkout: the spec's billing details (checked with the shared schema, messages under the
 * fields), the order summary, the payment choice (stripe by default, or paypal) and the
 * place-order slot, shown only when the total is not 0.
 */
export function CheckoutForm({ lines, onSubmit, placeOrder, onPaymentChange, paymentMethods = allPaymentMethods, defaultValues, onValuesChange, paymentError, paymentNote, chooseVariant, ...rest }: CheckoutFormProps) {
  const t = useT();
  const price = usePriceFormat();
  const errorText = useErrorText();
  // A placed order keeps the details on screen (the store navigates away); nothing is cleared.
  const { form, status, submit } = useSendForm<CheckoutValues>(checkoutFormSchema, { ...empty, ...defaultValues }, onSubmit, {
    resetOnSuccess: false,
  });
  const {
    register,
    control,
    watch,
    trigger,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const chosen = watch('payment');
  const payment = paymentMethods.includes(chosen) ? chosen : (paymentMethods[0] ?? chosen);
  useEffect(() => {
    if (payment !== chosen) setValue('payment', payment);
  }, [payment, chosen, setValue]);
  useEffect(() => {
    if (!onValuesChange) return;
    const watching = watch((values) => onValuesChange(values as Partial<CheckoutValues>));
    return () => watching.unsubscribe();
  }, [watch, onValuesChange]);
  const total = cartTotal(lines);
  const sizesMissing = lines.some(needsVariant);
  const validate = async () => {
    const ok = await trigger(undefined, { shouldFocus: true });
    return ok ? (checkoutFormSchema.parse(getValues()) as CheckoutValues) : null;
  };
  // A field shown invalid checks itself again as it changes, so a corrected one clears at once
  // (the card and PayPal buttons validate with trigger, after which react-hook-form would not).
  const field = (name: keyof CheckoutValues) => ({
    error: errorText(errors[name]),
    ...register(name, { onChange: () => (form.getFieldState(name).invalid ? trigger(name) : undefined) }),
  });
  return (
    <Root noValidate onSubmit={submit} aria-busy={isSubmitting} {...rest}>
      <section aria-labelledby="checkout-billing">
        <h2 id="checkout-billing">{t('checkout.billing')}</h2>
        <div data-fields="">
          <TextField label={t('checkout.firstName')} required autoComplete="given-name" {...field('first_name')} />
          <TextField label={t('checkout.lastName')} required autoComplete="family-name" {...field('last_name')} />
          <TextField label={t('checkout.phone')} type="tel" required autoComplete="tel" {...field('phone')} />
          <TextField label={t('checkout.email')} type="email" required autoComplete="email" {...field('email')} />
          <div data-wide="">
            <Select
              label={t('checkout.country')}
              required
              autoComplete="country-name"
              placeholder={t('select.placeholder')}
              options={countries.map((c) => ({ value: c, label: c }))}
              {...field('country')}
            />
          </div>
          <div data-wide="">
            <TextField label={t('checkout.address')} required autoComplete="street-address" {...field('address')} />
          </div>
          <TextField label={t('checkout.city')} required autoComplete="address-level2" {...field('city')} />
          <TextField label={t('checkout.state')} required autoComplete="address-level1" {...field('state')} />
          <TextField label={t('checkout.pincode')} required inputMode="numeric" autoComplete="postal-code" {...field('pincode')} />
          <div data-wide="">
            <Checkbox label={t('checkout.createAccount')} {...register('create_account')} />
          </div>
        </div>
      </section>
      <section data-summary="" aria-labelledby="checkout-summary">
        <h2 id="checkout-summary">{t('checkout.summary')}</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('checkout.product')}</th>
              <th scope="col">{t('checkout.total')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => {
              const variant = lineVariant(line);
              const options = variant ? variantLabel(t, variant) : '';
              return (
                <tr key={cartLineKey(line)}>
                  <td>
                    {line.name}
                    {options && (
                      <>
                        {' '}
                        (<bdi>{options}</bdi>)
                      </>
                    )}{' '}
                    × {line.qty}
                    {needsVariant(line) && chooseVariant && <div data-choose-variant="">{chooseVariant(line)}</div>}
                  </td>
                  <td>{price(lineSum(line, line.qty))}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('checkout.subtotal')}</th>
              <td>{price(total)}</td>
            </tr>
            <tr>
              <th scope="row">{t('checkout.shipping')}</th>
              <td>{t('checkout.freeShipping')}</td>
            </tr>
            <tr>
              <th scope="row">{t('checkout.total')}</th>
              <td data-checkout-total="">{price(total)}</td>
            </tr>
          </tfoot>
        </table>
        <Controller
          control={control}
          name="payment"
          render={({ field: { value, onChange, name } }) => (
            <RadioGroup legend={t('checkout.payment')} error={errorText(errors.payment)}>
              {paymentMethods.map((method) => (
                <Radio
                  key={method}
                  name={name}
                  value={method}
                  label={t(method === 'stripe' ? 'checkout.stripe' : 'checkout.paypal')}
                  checked={value === method}
                  onChange={() => {
                    onChange(method);
                    onPaymentChange?.(method);
                  }}
                />
              ))}
            </RadioGroup>
          )}
        />
        {paymentNote}
        {(paymentError || status === 'failed') && (
          <p role="alert" data-outcome="failed">
            {paymentError ?? t('checkout.failed')}
          </p>
        )}
        {total === 0 ? (
          <p>{t('checkout.emptyCart')}</p>
        ) : sizesMissing ? (
          <p data-sizes-needed="">{t('checkout.sizesNeeded')}</p>
        ) : placeOrder ? (
          placeOrder({ payment, total, validate, submitting: isSubmitting })
        ) : (
          <Button type="submit" fullWidth loading={isSubmitting} disabled={isSubmitting}>
            {t('checkout.placeOrder')}
          </Button>
        )}
      </section>
    </Root>
  );
}
