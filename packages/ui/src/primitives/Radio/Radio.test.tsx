import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Radio, RadioGroup } from './Radio';

function Payment({ error }: { error?: string }) {
  return (
    <RadioGroup legend="Payment" error={error}>
      <Radio name="pay" value="stripe" label="Stripe" defaultChecked />
      <Radio name="pay" value="paypal" label="PayPal" />
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('moves the choice with the arrow keys', async () => {
    render(<Payment />);
    screen.getByRole('radio', { name: 'Stripe' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeChecked();
  });

  it('names the group by its legend and describes it by its error', () => {
    render(<Payment error="Choose one" />);
    const group = screen.getByRole('group', { name: 'Payment' });
    expect(group).toHaveAccessibleDescription('Choose one');
  });
});
