import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { Toaster, toast } from './Toaster';

describe('Toaster', () => {
  it('shows a toast message sent with the toast helper', async () => {
    render(
      <ThemeRoot>
        <Toaster />
      </ThemeRoot>,
    );
    act(() => {
      toast('Item Added to Cart');
    });
    expect(await screen.findByText('Item Added to Cart')).toBeInTheDocument();
  });

  it('follows the dark mode and right-to-left direction of its ThemeRoot', async () => {
    const { container } = render(
      <ThemeRoot colorMode="dark" dir="rtl">
        <Toaster />
      </ThemeRoot>,
    );
    act(() => {
      toast('Bonjour');
    });
    await screen.findByText('Bonjour');
    const list = container.querySelector('[data-sonner-toaster]');
    expect([list?.getAttribute('data-sonner-theme'), list?.getAttribute('dir'), list?.getAttribute('data-x-position')]).toEqual(['dark', 'rtl', 'left']);
  });
});
