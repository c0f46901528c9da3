import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { TemplateSettings } from './TemplateSettings';

const meta = {
  title: 'Chrome/TemplateSettings',
  component: TemplateSettings,
  args: {
    theme: 'color1',
    colorMode: 'light',
    dir: 'ltr',
    onThemeChange: fn(),
    onColorModeChange: fn(),
    onDirChange: fn(),
  },
  decorators: [(Story) => <div style={{ minBlockSize: 400 }}><Story /></div>],
} satisfies Meta<typeof TemplateSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open template settings' }));
    const panel = await screen.findByRole('dialog', { name: 'Template settings' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Dark' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'RTL' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Colour 7' }));
    await expect(args.onColorModeChange).toHaveBeenCalledWith('dark');
    await expect(args.onDirChange).toHaveBeenCalledWith('rtl');
    await expect(args.onThemeChange).toHaveBeenCalledWith('color7');
  },
};
/** The panel loads as it first opens: the open stories wait for it. */
const panelShown: Story['play'] = async () => {
  await screen.findByRole('dialog', { name: 'Template settings' });
};
export const Open: Story = { args: { open: true }, play: panelShown };
export const RightToLeft: Story = { args: { open: true, dir: 'rtl' }, globals: { dir: 'rtl' }, play: panelShown };
export const Dark: Story = { args: { open: true, colorMode: 'dark', theme: 'color11' }, globals: { colorMode: 'dark', theme: 'color11' }, play: panelShown };
/** `trigger="button"`: a labelled button in the flow, for the header's drawer on phones. */
export const ButtonTrigger: Story = {
  args: { trigger: 'button' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Template settings' }));
    const panel = await screen.findByRole('dialog', { name: 'Template settings' });
    await expect(within(panel).getByRole('button', { name: 'Colour 1' })).toHaveAttribute('aria-pressed', 'true');
  },
};
