import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { AboutUs } from './AboutUs';

// Rendering and typing in jsdom can exceed 5 s when the shared CI cores are busy.
describe('AboutUs', { timeout: 15_000 }, () => {
  it('tells the brand story since 2012 for women and kids, with three values', () => {
    render(
      <ThemeRoot>
        <AboutUs />
      </ThemeRoot>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByText('Comfortable clothes for women and kids, made with care since 2012.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });
});
