import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';

function Stateful(props: Partial<QuantityStepperProps>) {
  const [value, setValue] = useState(props.value ?? 1);
  return <QuantityStepper {...props} value={value} onChange={setValue} />;
}

describe('QuantityStepper', () => {
  it('keeps the quantity at 1 when minus is pressed at 1', async () => {
    const onChange = vi.fn();
    render(<QuantityStepper value={1} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
  });

  it('adds one with plus and stops at max', async () => {
    render(<Stateful value={2} max={3} />);
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(plus);
    expect(screen.getByRole('spinbutton')).toHaveValue(3);
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(plus);
    expect(screen.getByRole('spinbutton')).toHaveValue(3);
  });

  it('keeps the keyboard on minus when it reaches 1: the button is aria-disabled, not disabled', async () => {
    render(<Stateful value={2} />);
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    minus.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('spinbutton')).toHaveValue(1);
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    expect(minus).not.toBeDisabled();
    expect(minus).toHaveFocus();
  });

  it('tells onLimit when plus is pressed at max', async () => {
    const onLimit = vi.fn();
    render(<QuantityStepper value={3} max={3} onChange={() => {}} onLimit={onLimit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(onLimit).toHaveBeenCalledWith('max');
  });

  it('parses a typed quantity as an integer and keeps it within the bounds', () => {
    const onChange = vi.fn();
    render(<QuantityStepper value={1} max={10} onChange={onChange} />);
    const input = screen.getByRole('spinbutton');
    fireEvent.change(input, { target: { value: '4' } });
    fireEvent.change(input, { target: { value: '99' } });
    fireEvent.change(input, { target: { value: '0' } });
    expect(onChange.mock.calls).toEqual([[4], [10], [1]]);
  });
});
