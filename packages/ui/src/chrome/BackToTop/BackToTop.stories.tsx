import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BackToTop } from './BackToTop';

const meta = {
  title: 'Chrome/BackToTop',
  component: BackToTop,
  render: (args) => (
    <div style={{ blockSize: 2400, padding: 16 }}>
      <p>Scroll down past 600px: the button appears at the inline end of the viewport.</p>
      <BackToTop {...args} />
    </div>
  ),
  // Scroll-driven: only the AlwaysShown variants have a stable screenshot.
  tags: ['no-visual'],
} satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull();
    window.scrollTo({ top: 800, behavior: 'instant' });
    const button = await canvas.findByRole('button', { name: 'Back to top' });
    await userEvent.click(button);
    await waitFor(() => expect(window.scrollY).toBe(0));
  },
};

export const AlwaysShown: Story = { args: { offset: -1 }, tags: ['!no-visual'] };

/** On a phone (shot at 375 px): at the end of the page, in the flow, over nothing. */
export const Phone: Story = { args: { offset: -1 }, tags: ['!no-visual'] };
export const RightToLeft: Story = { args: { offset: -1 }, globals: { dir: 'rtl' }, tags: ['!no-visual'] };
export const Dark: Story = { args: { offset: -1 }, globals: { colorMode: 'dark' }, tags: ['!no-visual'] };
