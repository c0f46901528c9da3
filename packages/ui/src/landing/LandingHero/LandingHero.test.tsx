import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { LandingHero } from './LandingHero';

// Rendering and typing in jsdom can exceed 5 s when the shared CI cores are busy.
describe('LandingHero', { timeout: 15_000 }, () => {
  it('names the brand and jumps to the demo section given', () => {
    render(
      <ThemeRoot>
        <LandingHero brand="Little Dreamers" demoHref="#layouts" />
      </ThemeRoot>,
    );
    expect(screen.getByText('Little Dreamers')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'A storefront kit for fashion brands' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View demos' })).toHaveAttribute('href', '#layouts');
  });
});
