import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Rating } from './Rating';

describe('Rating', () => {
  it('says the rating in words and fills that many stars', () => {
    const { container } = render(<Rating value={3.6} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(container.querySelectorAll('svg[fill="currentColor"]')).toHaveLength(4);
  });

  it('gives the number of reviews as the language groups digits', () => {
    render(<Rating value={4} count={1234} />);
    expect(screen.getByText('1,234 reviews')).toBeInTheDocument();
  });

  it('lets the user choose a rating with the arrow keys when interactive', async () => {
    const onChange = vi.fn();
    render(<Rating value={2} onChange={onChange} />);
    screen.getByRole('radio', { name: 'Rate 2 out of 5' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenCalledWith(3);
  });
});
