import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { Button, ButtonLink } from './Button';

describe('Button', () => {
  it('calls onClick when clicked and never submits a form by default', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button onClick={onClick}>Add to cart</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('exposes variant and size as data attributes', () => {
    render(<Button variant="outline" size="lg">Buy</Button>);
    const button = screen.getByRole('button', { name: 'Buy' });
    expect(button).toHaveAttribute('data-variant', 'outline');
    expect(button).toHaveAttribute('data-size', 'lg');
  });

  it('ignores clicks and says it is busy while loading', async () => {
    const onClick = vi.fn();
    render(
      <ThemeRoot>
        <Button loading onClick={onClick}>Pay</Button>
      </ThemeRoot>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('does nothing when disabled', async () => {
    const onClick = vi.fn();
    render(<Button disabled onClick={onClick}>Buy</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders ButtonLink as a link to its href', () => {
    render(<ButtonLink href="/checkout">check out</ButtonLink>);
    expect(screen.getByRole('link', { name: 'check out' })).toHaveAttribute('href', '/checkout');
  });
});
