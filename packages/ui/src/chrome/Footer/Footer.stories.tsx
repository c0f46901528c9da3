import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleDetails, sampleMenu } from '../../stories/sampleData';
import { textBox } from '../../stories/textBox';
import { Footer } from './Footer';

const meta = {
  title: 'Chrome/Footer',
  component: Footer,
  args: { links: sampleMenu(), details: sampleDetails },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Another brand's store: its name in the copyright line and its own founding year. */
export const AnotherBrand: Story = {
  args: { brandName: 'Brand X', established: 1998 },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).getByText('Established in 1998')).toBeVisible();
    await expect(within(footer).getByText(/Brand X\. All rights reserved\.$/)).toBeVisible();
  },
};

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

/** The LTR address keeps its order inside the RTL footer: the house number stays before the street. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    const address = within(footer).getByText(sampleDetails.address);
    await expect(textBox(address, '12').left).toBeLessThan(textBox(address, 'Textile').left);
    await expect(textBox(address, 'Surat').left).toBeLessThan(textBox(address, 'India').left);
    const email = within(footer).getByRole('link', { name: sampleDetails.email });
    await expect(textBox(email, 'hello').left).toBeLessThan(textBox(email, 'example').left);
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };
