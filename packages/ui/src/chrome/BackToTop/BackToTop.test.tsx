import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackToTop } from './BackToTop';

const scrollTo = (y: number) => {
  Object.assign(window, { scrollY: y });
  act(() => {
    fireEvent.scroll(window);
  });
};

describe('BackToTop', () => {
  it('appears only past 600px of scroll and scrolls to the top when pressed', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<BackToTop />);
    scrollTo(600);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(601);
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scrollTo(0);
    scroll.mockRestore();
  });
});
