import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './Price';

describe('Price', () => {
  it('shows the payable price and strikes out the original', () => {
    const { container } = render(<Price amount={72.5} original={145} symbol="$" />);
    expect(container.querySelector('del')).toHaveTextContent('Original price $145.00');
    expect(container).toHaveTextContent('Price $72.50');
  });

  it('shows a single price when there is no discount', () => {
    const { container } = render(<Price amount={10} original={10} symbol="€" />);
    expect(container.querySelector('del')).toBeNull();
    expect(container).toHaveTextContent(/^€10\.00$/);
  });

  it('writes the currency symbol it is given', () => {
    render(<Price amount={5} symbol="₹" fractionDigits={0} />);
    expect(screen.getByText('₹5')).toBeInTheDocument();
  });
});
