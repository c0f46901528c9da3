import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { PromoBanner } from './PromoBanner';

// jsdom parses the theme's large token stylesheet on first render; on a busy shared CPU that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

describe('PromoBanner', () => {
  it("says '2020 fashion trends special offer' and links to the collection", () => {
    render(
      <ThemeRoot>
        <PromoBanner />
      </ThemeRoot>,
    );
    expect(screen.getByRole('heading', { name: '2020 fashion trends special offer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'shop now' })).toHaveAttribute('href', '/shop');
  });
});
