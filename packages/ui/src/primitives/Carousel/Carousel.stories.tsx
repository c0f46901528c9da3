import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Carousel, sliderSettings } from './Carousel';

const Card = ({ n }: { n: number }) => (
  <div
    style={{
      display: 'grid',
      placeItems: 'center',
      blockSize: 160,
      borderRadius: 8,
      background: 'var(--accent-3)',
      color: 'var(--accent-11)',
      fontSize: '2rem',
      fontWeight: 700,
    }}
  >
    {n}
  </div>
);
const cards = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => <Card key={n} n={n} />);

const meta = {
  title: 'Primitives/Carousel',
  component: Carousel,
  args: { label: 'Top products', children: cards, slidesPerView: 4, slidesToScroll: 4, showDots: true },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dots = () => canvas.getAllByRole('button', { name: /Slide \d of 2/ });
    // The dots come with the engine, which starts once the slider is on the screen.
    await waitFor(() => expect(dots()[0]).toHaveAttribute('aria-current', 'true'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(dots()[1]).toHaveAttribute('aria-current', 'true'));
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toBeDisabled();
  },
};

export const KeyboardAndRightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Top products' });
    region.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /Slide \d of 2/ })[1]).toHaveAttribute('aria-current', 'true'));
  },
};

/** The spec's slider: 4/3/2/1 per view by width, autoplay every 3 s, 300 ms speed. */
export const SpecSlider: Story = { args: { ...sliderSettings, autoplay: undefined, showDots: false } };

// Moves on its own, so it has no stable screenshot.
export const Autoplay: Story = { args: { autoplay: 3000, loop: true }, tags: ['no-visual'] };

export const SingleSlide: Story = { args: { slidesPerView: 1, slidesToScroll: 1, children: cards.slice(0, 3) } };

export const FewerThanPerView: Story = {
  args: { children: cards.slice(0, 2) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Next slide' })).toBeNull();
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };
