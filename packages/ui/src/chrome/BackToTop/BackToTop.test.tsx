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

  it('moves the keyboard focus to the first control at the top, as the button goes away there', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(
      <>
        <a href="/">Shop home</a>
        <BackToTop />
      </>,
    );
    scrollTo(700);
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(screen.getByRole('link', { name: 'Shop home' })).toHaveFocus();
    scrollTo(0);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scroll.mockRestore();
  });
});
