import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleCart, twoVariantCart } from '../storyData';
import { lineVariant } from '@storefront/api-client';
import { textBox } from '../../stories/textBox';
import { OrderSummary, sampleShippingAddress } from './OrderSummary';

const items = sampleCart.map((line) => ({ name: line.name, qty: line.qty, sum: line.sum, image: line.pictures[0] }));

/** What the server answers for the two-variant cart: each line's size, colour and that colour's picture. */
const variantItems = twoVariantCart.map((line) => {
  const variant = lineVariant(line);
  return { name: line.name, qty: line.qty, sum: line.sum, image: variant?.images[0], size: variant?.size, color: variant?.color };
});

const meta = {
  title: 'Commerce/OrderSummary',
  component: OrderSummary,
  args: {
    items,
    total: items.reduce((sum, item) => sum + item.sum, 0),
    now: Date.UTC(2026, 10, 22, 12),
    reference: 'test_ch_3Nq8',
    paymentMethod: 'stripe',
  },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ShippingCheckboxesChangeNothing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = canvasElement.querySelector('[data-order-total]')?.textContent;
    await userEvent.click(canvas.getByRole('checkbox', { name: 'local pickup' }));
    await expect(canvas.getByRole('checkbox', { name: 'local pickup' })).toBeChecked();
    await expect(canvasElement.querySelector('[data-order-total]')?.textContent).toBe(total);
  },
};

export const Empty: Story = { args: { items: [], total: 0 } };

/** A placed order: the server's number, each line's size and colour, and the address the shopper typed. */
export const PlacedOrder: Story = {
  args: {
    items: variantItems,
    total: variantItems.reduce((sum, item) => sum + item.sum, 0),
    orderNumber: 1042,
    shippingAddress: ['Meera Iyer', '7 Lake Road, Koregaon Park', 'Pune, Maharashtra 411001', 'India', '+91 90000 12345'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Order number: 1042')).toBeInTheDocument();
    await expect(canvas.getByText('L / pink')).toBeInTheDocument();
    await expect(canvas.getByText('M / green')).toBeInTheDocument();
    await expect(canvas.getByText('7 Lake Road, Koregaon Park')).toBeInTheDocument();
    await expect(canvas.queryByText(/sample address/i)).toBeNull();
  },
};

/** LTR address lines and the phone number keep their order inside the RTL page. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const address = canvasElement.querySelector('address');
    if (!address) throw new Error('no shipping address');
    await expect(address).toHaveTextContent(sampleShippingAddress[4]);
    await expect(textBox(address, '+91').left).toBeLessThan(textBox(address, '98765').left);
    await expect(textBox(address, '98765').left).toBeLessThan(textBox(address, '43210').left);
    await expect(textBox(address, '12 ').left).toBeLessThan(textBox(address, 'Textile').left);
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };

export const French: Story = { globals: { locale: 'fr' } };
