import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles when its label is clicked and with the space key', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="local pickup" onChange={(event) => onChange(event.target.checked)} />);
    await userEvent.click(screen.getByText('local pickup'));
    screen.getByRole('checkbox').focus();
    await userEvent.keyboard(' ');
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('ties its error message to the checkbox', () => {
    render(<Checkbox label="I accept" error="Please accept" />);
    expect(screen.getByRole('checkbox', { name: 'I accept' })).toHaveAccessibleDescription('Please accept');
  });
});
