import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { Faq } from './Faq';

const items = Array.from({ length: 6 }, (_, index) => ({ question: `Question ${index + 1}?`, answer: `Answer ${index + 1}.` }));

// Rendering and typing in jsdom can exceed 5 s when the shared CI cores are busy.
describe('Faq', { timeout: 15_000 }, () => {
  it('shows six questions as headings and opens one answer at a time', async () => {
    render(
      <ThemeRoot>
        <Faq items={items} />
      </ThemeRoot>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'Question 2?' }));
    expect(screen.getByText('Answer 2.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Question 5?' }));
    expect(screen.getByRole('button', { name: 'Question 2?' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Question 5?' })).toHaveAttribute('aria-expanded', 'true');
  });
});
