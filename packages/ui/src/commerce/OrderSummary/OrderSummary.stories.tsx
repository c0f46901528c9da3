import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleCart } from '../storyData';
import { textBox } from '../../stories/textBox';
import { OrderSummary, sampleShippingAddress } from './OrderSummary';

const items = sampleCart.map((line) => ({ name: line.name, qty: line.qty, sum: line.sum, image: line.pictures[0] }));

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
