import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the title as a heading of the chosen level, with its action', () => {
    render(<EmptyState title="WhishList is Empty" headingLevel={1} action={<a href="/">continue shopping</a>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'WhishList is Empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'continue shopping' })).toBeInTheDocument();
  });
});
