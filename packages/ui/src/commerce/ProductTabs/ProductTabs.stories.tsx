import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { hostileProduct, sampleProduct } from '../storyData';
import { ProductTabs } from './ProductTabs';

const meta = {
  title: 'Commerce/ProductTabs',
  component: ProductTabs,
  args: { product: sampleProduct },
  decorators: [(Story) => <div style={{ padding: 16, maxInlineSize: 800 }}>{Story()}</div>],
} satisfies Meta<typeof ProductTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ArrowKeysMoveBetweenTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Description' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const ReviewNeedsRequiredFields: Story = {
  args: { defaultTab: 'review' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The form arrives in its own chunk when its tab is first shown.
    await expect(await canvas.findByText(/Reviews are not published yet/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Your Review' }));
    await expect(await canvas.findAllByText('This field is required.')).toHaveLength(3);
  },
};

export const Video: Story = { args: { defaultTab: 'video' } };

/** A description carrying a script, an onerror handler and a javascript: link renders inert. */
export const HostileDescription: Story = {
  args: { product: hostileProduct },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    const link = within(canvasElement).getByText('a link');
    await expect(link.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };
