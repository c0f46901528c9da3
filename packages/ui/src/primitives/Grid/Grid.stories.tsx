import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container } from '../Container';
import { Grid } from './Grid';

const cells = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
  <div key={n} style={{ padding: 24, background: 'var(--accent-3)', color: 'var(--accent-11)', borderRadius: 4, textAlign: 'center' }}>
    {n}
  </div>
));

const meta = {
  title: 'Primitives/Grid',
  component: Grid,
  args: { columns: { base: 1, sm: 2, md: 3, lg: 4 }, children: cells },
  decorators: [(Story) => <Container style={{ paddingBlock: 16 }}><Story /></Container>],
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector<HTMLElement>('[data-gap]');
    await expect(grid?.style.getPropertyValue('--cols-lg')).toBe('4');
  },
};
export const FixedThreeColumns: Story = { args: { columns: 3 } };
export const AutoFill: Story = { args: { minItemWidth: '180px' } };
export const LargeGap: Story = { args: { gap: 'lg' } };
export const NarrowContainer: Story = { decorators: [(Story) => <Container size="narrow"><Story /></Container>] };
export const RightToLeft: Story = { globals: { dir: 'rtl' } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
