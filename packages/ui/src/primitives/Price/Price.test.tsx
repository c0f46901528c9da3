import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { formatPrice } from './formatPrice';
import { Price } from './Price';

describe('formatPrice', () => {
  it('writes US dollars in English by default', () => {
    expect(formatPrice(1234.5)).toBe('$1,234.50');
  });

  it("follows the language's grouping, decimal sign and symbol placement", () => {
    // French: a narrow no-break space groups thousands, a comma before the cents, the symbol after.
    expect(formatPrice(1234.5, { currency: 'EUR', locale: 'fr' })).toBe('1\u202f234,50\u00a0€');
    expect(formatPrice(1234.5, { currency: 'EUR', locale: 'en' })).toBe('€1,234.50');
    expect(formatPrice(1234.5, { currency: 'INR', locale: 'en-IN' })).toBe('₹1,234.50');
  });

  it("uses the currency's own decimals unless told how many", () => {
    expect(formatPrice(1500, { currency: 'JPY' })).toBe('¥1,500');
    expect(formatPrice(10.4, { fractionDigits: 0 })).toBe('$10');
  });
});

describe('Price', () => {
  it('shows the payable price and strikes out the original', () => {
    const { container } = render(<Price amount={72.5} original={145} />);
    expect(container.querySelector('del')).toHaveTextContent('Original price $145.00');
    expect(container).toHaveTextContent('Price $72.50');
  });

  it('shows a single price when there is no discount', () => {
    const { container } = render(<Price amount={10} original={10} currency="EUR" />);
    expect(container.querySelector('del')).toBeNull();
    expect(container).toHaveTextContent(/^€10\.00$/);
  });

  it("takes ThemeRoot's currency and language, unless its own props say otherwise", () => {
    render(
      <ThemeRoot currency="EUR" locale="fr">
        <Price amount={1234.5} />
        <Price amount={5} currency="INR" locale="en" />
      </ThemeRoot>,
    );
    expect(screen.getByText(/^1\s234,50\s€$/)).toBeInTheDocument();
    expect(screen.getByText('₹5.00')).toBeInTheDocument();
  });

  it('keeps each amount left to right in a right-to-left page, its words around it following the page', () => {
    const { container } = render(
      <ThemeRoot dir="rtl" currency="EUR" locale="fr">
        <Price amount={1234.5} original={2469} />
      </ThemeRoot>,
    );
    const amounts = [...container.querySelectorAll('[dir="ltr"]')].map((amount) => amount.textContent);
    expect(amounts).toEqual(['1\u202f234,50\u00a0€', '2\u202f469,00\u00a0€']);
  });
});
