import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TemplateSettings } from './TemplateSettings';

describe('TemplateSettings', () => {
  it('offers 18 colour swatches and marks the current theme, mode and direction', () => {
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
    const panel = screen.getByRole('dialog', { name: 'Template settings' });
    const swatches = within(panel).getAllByRole('button', { name: /^Colour \d+$/ });
    expect(swatches).toHaveLength(18);
    expect(swatches.filter((s) => s.getAttribute('aria-pressed') === 'true').map((s) => s.getAttribute('aria-label'))).toEqual(['Colour 4']);
    expect(within(panel).getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(panel).getByRole('button', { name: 'RTL' })).toHaveAttribute('aria-pressed', 'true');
  });
});
