import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTheme } from '../../theme/createTheme';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { TemplateSettings } from './TemplateSettings';

declare module '../../theme/themes' {
  interface CustomThemeNames {
    'test-brand': true;
  }
}

describe('TemplateSettings', () => {
  it('offers 18 colour swatches and marks the current theme, mode and direction', async () => {
    render(
      <TemplateSettings
        open
        theme="color4"
        colorMode="dark"
        dir="rtl"
        onThemeChange={vi.fn()}
        onColorModeChange={vi.fn()}
        onDirChange={vi.fn()}
      />,
    );
    const panel = await screen.findByRole('dialog', { name: 'Template settings' });
    const swatches = within(panel).getAllByRole('button', { name: /^Colour \d+$/ });
    expect(swatches).toHaveLength(18);
    expect(swatches.filter((s) => s.getAttribute('aria-pressed') === 'true').map((s) => s.getAttribute('aria-label'))).toEqual(['Colour 4']);
    expect(within(panel).getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(panel).getByRole('button', { name: 'RTL' })).toHaveAttribute('aria-pressed', 'true');
  });

  const props = { theme: 'color1', colorMode: 'light', dir: 'ltr', onThemeChange: vi.fn(), onColorModeChange: vi.fn(), onDirChange: vi.fn() } as const;

  it('docks a gear at the screen edge by default, and marks a dock meant for wide screens only', () => {
    const { container, rerender } = render(<TemplateSettings {...props} />);
    const gear = screen.getByRole('button', { name: 'Open template settings' });
    expect(gear.closest('[data-dock]')).toHaveAttribute('data-dock', 'always');
    rerender(<TemplateSettings {...props} dock="wide" />);
    expect(container.querySelector('[data-dock]')).toHaveAttribute('data-dock', 'wide');
  });

  it('opens from a labelled button in the flow, for a menu drawer, and gives focus back to it on close', async () => {
    const { container } = render(<TemplateSettings {...props} trigger="button" />);
    expect(container.querySelector('[data-dock]')).toBeNull();
    const button = screen.getByRole('button', { name: 'Template settings' });
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Template settings' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it("offers the store's own themes after the built-in ones, or only those it names", async () => {
    const brand = createTheme({ name: 'test-brand', accent: '#0a7d5a', label: 'Brand green' });
    const onThemeChange = vi.fn();
    const { rerender } = render(
      <ThemeRoot themes={[brand]}>
        <TemplateSettings {...props} open onThemeChange={onThemeChange} />
      </ThemeRoot>,
    );
    const swatches = within(await screen.findByRole('dialog')).getAllByRole('button', { name: /^Colour \d+$|^Brand green$/ });
    expect(swatches.map((swatch) => swatch.getAttribute('aria-label')).slice(-2)).toEqual(['Colour 18', 'Brand green']);
    await userEvent.click(screen.getByRole('button', { name: 'Brand green' }));
    expect(onThemeChange).toHaveBeenCalledWith('test-brand');
    rerender(
      <ThemeRoot themes={[brand]}>
        <TemplateSettings {...props} open themes={['test-brand', 'color2']} theme="test-brand" />
      </ThemeRoot>,
    );
    const offered = within(screen.getByRole('dialog')).getAllByRole('button', { pressed: undefined }).filter((b) => b.hasAttribute('aria-pressed') && /Colour|Brand/.test(b.getAttribute('aria-label') ?? ''));
    expect(offered.map((swatch) => [swatch.getAttribute('aria-label'), swatch.getAttribute('aria-pressed')])).toEqual([
      ['Colour 2', 'false'],
      ['Brand green', 'true'],
    ]);
  });
});
