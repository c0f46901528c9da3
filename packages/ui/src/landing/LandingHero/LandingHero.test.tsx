import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { LandingHero } from './LandingHero';

describe('LandingHero', () => {
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
