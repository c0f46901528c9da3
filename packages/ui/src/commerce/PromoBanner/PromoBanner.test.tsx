import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { PromoBanner } from './PromoBanner';

describe('PromoBanner', () => {
  it("says '2020 fashion trends special offer' and links to the collection", () => {
    render(
      <ThemeRoot>
        <PromoBanner />
      </ThemeRoot>,
    );
    expect(screen.getByRole('heading', { name: '2020 fashion trends special offer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'shop now' })).toHaveAttribute('href', '/left-sidebar/collection');
  });
});
