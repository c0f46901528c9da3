import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { lineWithoutSize, sampleCart, sizedProduct, twoVariantCart } from '../storyData';
import { VariantSelect } from '../VariantSelect';
import { CheckoutForm } from './CheckoutForm';

const valid = {
  first_name: 'Asha',
  last_name: 'Rao',
  phone: '+91 98765 43210',
  email: 'asha@example.com',
  country: 'India' as const,
  address: '12 Textile Market Road, Surat',
  city: 'Surat',
  state: 'Gujarat',
  pincode: '395002',
};

const meta = {
  title: 'Commerce/CheckoutForm',
  component: CheckoutForm,
  args: { lines: sampleCart, onSubmit: fn(async () => {}), onPaymentChange: fn() },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof CheckoutForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'place order' }));
    await expect((await canvas.findAllByText('This field is required.')).length).toBeGreaterThan(5);
    await expect(canvas.getByText('Choose a country from the list.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PlacesOrder: Story = {
  args: { defaultValues: valid },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Stripe' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'PayPal' }));
    await expect(args.onPaymentChange).toHaveBeenCalledWith('paypal');
    await userEvent.click(canvas.getByRole('button', { name: 'place order' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const CustomPlaceOrderSlot: Story = {
  args: {
    defaultValues: valid,
    placeOrder: ({ payment, validate }) => (
      <Button fullWidth onClick={() => void validate()}>
        {payment === 'paypal' ? 'Pay with PayPal' : 'Pay by card'}
      </Button>
    ),
  },
};

/** A shop without PayPal: card payment is the one way to pay offered (shown wide, the summary beside the form). */
export const CardOnlyWide: Story = {
  args: { paymentMethods: ['stripe'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Stripe' })).toBeChecked();
    await expect(canvas.queryByRole('radio', { name: 'PayPal' })).toBeNull();
  },
};

export const PaymentDeclined: Story = { args: { defaultValues: valid, paymentError: 'Your card was declined. Nothing was charged.' } };

export const EmptyCart: Story = {
  args: { lines: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'place order' })).toBeNull();
  },
};

/** The same product in two sizes: two lines, each named with its size and colour. */
export const TwoVariants: Story = { args: { lines: twoVariantCart } };

/** A line saved before sizes were kept: its size is chosen here, and paying waits for it. */
export const SizeToChoose: Story = {
  args: {
    lines: [lineWithoutSize],
    chooseVariant: (line) => <VariantSelect name={line.name} variants={sizedProduct.variants} value={null} onChange={fn()} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please choose a size for every item before you pay.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'place order' })).toBeNull();
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };
