import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { NotFound } from './NotFound';

// Rendering and typing in jsdom can exceed 5 s when the shared CI cores are busy.
describe('NotFound', { timeout: 15_000 }, () => {
  it("says 'page not found' and links back to home", () => {
    render(
      <ThemeRoot>
        <NotFound />
      </ThemeRoot>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'back to home' })).toHaveAttribute('href', '/');
  });
});
