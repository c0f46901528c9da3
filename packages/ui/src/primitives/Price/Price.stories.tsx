import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from './Price';

const meta = {
  title: 'Primitives/Price',
  component: Price,
  args: { amount: 72, original: 145 },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('del')).toHaveTextContent('$145.00');
    await expect(within(canvasElement).getByText('$72.00')).toBeVisible();
  },
};
export const WithoutDiscount: Story = { args: { amount: 145, original: 145 } };
/** Another currency, by its ISO code: ThemeRoot's `currency` for the whole shop, or this prop. */
export const OtherCurrency: Story = { args: { currency: 'EUR' } };
/** French writes a decimal comma, groups thousands with a narrow space and puts the symbol after. */
export const FrenchEuros: Story = {
  args: { amount: 1234.5, original: 2469, currency: 'EUR' },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^1\s234,50\s€$/)).toBeVisible();
  },
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Price {...args} size="sm" />
      <Price {...args} size="md" />
      <Price {...args} size="lg" />
    </div>
  ),
};
export const RightToLeft: Story = { globals: { dir: 'rtl' } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
