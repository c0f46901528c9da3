import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion';

const items = [
  { value: 'a', title: 'Shipping', content: '5 days' },
  { value: 'b', title: 'Returns', content: '30 days' },
];

describe('Accordion', () => {
  it('opens one section at a time and can close it again', async () => {
    render(<Accordion items={items} />);
    const shipping = screen.getByRole('button', { name: 'Shipping' });
    const returns = screen.getByRole('button', { name: 'Returns' });
    await userEvent.click(shipping);
    await userEvent.click(returns);
    expect([shipping.getAttribute('aria-expanded'), returns.getAttribute('aria-expanded')]).toEqual(['false', 'true']);
    await userEvent.click(returns);
    expect(returns).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps several sections open in multiple mode and moves with arrow keys', async () => {
    render(<Accordion type="multiple" items={items} defaultValue={['a']} headingLevel={2} />);
    screen.getByRole('button', { name: 'Shipping' }).focus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('button', { name: 'Returns' })).toHaveFocus();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Shipping' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Returns' })).toHaveAttribute('aria-expanded', 'true');
  });
});
