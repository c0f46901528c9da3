import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleCategories, sampleDetails } from '../../stories/sampleData';
import { Footer } from './Footer';

const meta = {
  title: 'Chrome/Footer',
  component: Footer,
  args: { categories: sampleCategories, details: sampleDetails },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ShowsAddressAndEmail: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).getByText(sampleDetails.address)).toBeVisible();
    await expect(within(footer).getByRole('link', { name: sampleDetails.email })).toHaveAttribute(
      'href',
      `mailto:${sampleDetails.email}`,
    );
  },
};

export const WithNewsletter: Story = {
  args: {
    newsletter: (
      <form aria-label="Subscribe" style={{ display: 'flex', gap: 8 }}>
        <input aria-label="Email" placeholder="Enter your email" style={{ padding: 8 }} />
        <button type="submit">subscribe</button>
      </form>
    ),
  },
};

export const DetailsLoading: Story = { args: { details: undefined } };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };
