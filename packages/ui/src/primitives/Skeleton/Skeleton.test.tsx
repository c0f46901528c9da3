import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('draws one bar per line, the last one shorter, hidden from screen readers', () => {
    const { container } = render(<Skeleton lines={3} />);
    const bars = container.querySelectorAll<HTMLElement>('[data-shape="text"]');
    expect(bars).toHaveLength(3);
    expect(bars[2]?.style.getPropertyValue('--sk-w')).toBe('60%');
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes pixel sizes as numbers', () => {
    const { container } = render(<Skeleton shape="circle" width={40} height={40} />);
    const circle = container.firstElementChild as HTMLElement;
    expect([circle.style.getPropertyValue('--sk-w'), circle.dataset.shape]).toEqual(['40px', 'circle']);
  });
});
