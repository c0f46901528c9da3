import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoaderOverlay } from './LoaderOverlay';

describe('LoaderOverlay', () => {
  it('announces loading while visible', () => {
    render(<LoaderOverlay visible />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('hides itself and its announcement when not visible', () => {
    const { container } = render(<LoaderOverlay visible={false} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-visible', 'false');
  });
});
