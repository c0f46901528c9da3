import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { estimatedDelivery, OrderSummary } from './OrderSummary';

// jsdom parses the theme's large token stylesheet on first render; on a busy shared CPU that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

const now = new Date(2026, 10, 22, 12, 0, 0);

describe('OrderSummary', () => {
  it('estimates delivery 5 days after the order, across a month end', () => {
    expect(estimatedDelivery(new Date(2026, 0, 29)).toDateString()).toBe(new Date(2026, 1, 3).toDateString());
  });

  it('shows the items, shipping and GST at $0, the total and the delivery date', () => {
    const { container } = render(
      <ThemeRoot>
        <OrderSummary items={[{ name: 'Suit', qty: 2, sum: 150 }]} total={150} now={now} reference="pi_123" paymentMethod="stripe" />
      </ThemeRoot>,
    );
    expect(screen.getByText('Qty: 2')).toBeInTheDocument();
    expect(screen.getAllByText('$0.00')).toHaveLength(2);
    expect(container.querySelector('[data-order-total]')?.textContent).toBe('$150.00');
    expect(container.querySelector('[data-delivery]')?.textContent).toBe('November 27, 2026');
    expect(screen.getByText('Transaction ID: pi_123')).toBeInTheDocument();
  });

  it('opens with one main heading that says the order went through', () => {
    render(
      <ThemeRoot>
        <OrderSummary items={[{ name: 'Suit', qty: 1, sum: 75 }]} total={75} now={now} />
      </ThemeRoot>,
    );
    const headings = screen.getAllByRole('heading');
    expect(headings[0]).toHaveAccessibleName('thank you');
    expect(headings.filter((heading) => heading.tagName === 'H1')).toHaveLength(1);
    expect(screen.getByText('Payment is successfully processed and your order is on the way')).toBeInTheDocument();
  });

  it('shows the order number, each line\'s size and colour, and the address given instead of the sample', () => {
    const { container } = render(
      <ThemeRoot>
        <OrderSummary
          items={[{ name: 'Unicorn Suit', qty: 1, sum: 75, size: 'L', color: 'pink', image: '/images/products/37/pink-1.svg' }]}
          total={75}
          now={now}
          orderNumber={1042}
          shippingAddress={['Meera Iyer', '7 Lake Road']}
        />
      </ThemeRoot>,
    );
    expect(screen.getByText('Order number: 1042')).toBeInTheDocument();
    expect(screen.getByText('L / pink')).toBeInTheDocument();
    expect(container.querySelector('td img')?.getAttribute('src')).toBe('/images/products/37/pink-1.svg');
    expect(container.querySelector('address')?.textContent).toBe('Meera Iyer7 Lake Road');
    expect(container.querySelector('[data-note]')).toBeNull();
  });

  it('marks the spec\'s sample address as a sample when no address is given', () => {
    const { container } = render(
      <ThemeRoot>
        <OrderSummary items={[]} total={0} now={now} />
      </ThemeRoot>,
    );
    expect(container.querySelector('address')?.textContent).toContain('Asha Rao');
    expect(container.querySelector('[data-note]')).not.toBeNull();
  });

  it("offers 'free shipping' and 'local pickup' checkboxes", () => {
    render(
      <ThemeRoot>
        <OrderSummary items={[]} total={0} now={now} />
      </ThemeRoot>,
    );
    expect(screen.getByLabelText('free shipping')).toHaveAttribute('type', 'checkbox');
    expect(screen.getByLabelText('local pickup')).toHaveAttribute('type', 'checkbox');
  });
});
