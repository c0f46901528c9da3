import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

const options = [
  { value: 'M', label: 'Medium' },
  { value: 'L', label: 'Large' },
];

describe('Select', () => {
  it('reports the chosen value through onChange', async () => {
    const onChange = vi.fn();
    render(<Select label="Size" options={options} onChange={(event) => onChange(event.target.value)} />);
    await userEvent.selectOptions(screen.getByLabelText('Size'), 'Large');
    expect(onChange).toHaveBeenCalledWith('L');
  });

  it('starts on an empty placeholder option when one is given', () => {
    render(<Select label="Size" options={options} placeholder="Choose an option" />);
    expect(screen.getByLabelText('Size')).toHaveValue('');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose an option', 'Medium', 'Large']);
  });
});
