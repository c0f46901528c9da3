import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { NoProducts } from './NoProducts';

// jsdom parses the theme's large token stylesheet on first render; on a busy shared CPU that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

describe('NoProducts', () => {
  it('says the spec texts word for word and links back home', () => {
    render(
      <ThemeRoot>
        <NoProducts />
      </ThemeRoot>,
    );
    expect(screen.getByRole('heading', { name: "Sorry! Couldn't find the product you were looking For!!!" })).toBeInTheDocument();
    expect(screen.getByText('Please check if you have misspelt something or try searching with other words.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'continue shopping' })).toHaveAttribute('href', '/');
  });
});
