import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { DemoGrid } from './DemoGrid';

// Rendering and typing in jsdom can exceed 5 s when the shared CI cores are busy.
describe('DemoGrid', { timeout: 15_000 }, () => {
  it('shows a given picture and a tinted panel for demos without one', () => {
    const { container } = render(
      <ThemeRoot>
        <DemoGrid images={{ pets: '/images/products/125/red-1.svg' }} />
      </ThemeRoot>,
    );
    expect(screen.getByRole('link', { name: 'Pets' }).querySelector('img')).toHaveAttribute('src', '/images/products/125/red-1.svg');
    expect(container.querySelectorAll('[data-placeholder]')).toHaveLength(7);
  });
});
