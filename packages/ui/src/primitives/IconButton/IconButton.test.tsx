import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label and reacts to Enter from the keyboard', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Open cart" icon="cart" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Open cart' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('reports its toggle state through aria-pressed', () => {
    render(<IconButton label="Wishlist" icon="heart" pressed />);
    expect(screen.getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a count only when it is above zero', () => {
    const { rerender, container } = render(<IconButton label="Cart" icon="cart" count={0} />);
    expect(container).not.toHaveTextContent('0');
    rerender(<IconButton label="Cart" icon="cart" count={4} />);
    expect(container).toHaveTextContent('4');
  });
});
