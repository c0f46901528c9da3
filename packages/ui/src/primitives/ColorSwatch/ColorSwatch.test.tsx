import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ColorSwatch } from './ColorSwatch';

describe('ColorSwatch', () => {
  it('is named by its label and says whether it is chosen', () => {
    render(<ColorSwatch color="#ff0000" label="red" selected />);
    expect(screen.getByRole('button', { name: 'red' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('paints the given colour through a custom property', () => {
    render(<ColorSwatch color="rgb(1, 2, 3)" label="custom" />);
    expect(screen.getByRole('button', { name: 'custom' }).style.getPropertyValue('--swatch')).toBe('rgb(1, 2, 3)');
  });

  it('calls onClick from the keyboard', async () => {
    const onClick = vi.fn();
    render(<ColorSwatch color="blue" label="blue" onClick={onClick} />);
    screen.getByRole('button', { name: 'blue' }).focus();
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
