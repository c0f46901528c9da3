import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { Badge } from './Badge';

describe('Badge', () => {
  it('says new and sale in the current language by default', () => {
    render(
      <ThemeRoot locale="fr">
        <Badge variant="new" />
        <Badge variant="sale" />
      </ThemeRoot>,
    );
    expect(screen.getByText('nouveau')).toHaveAttribute('data-variant', 'new');
    expect(screen.getByText('promo')).toHaveAttribute('data-variant', 'sale');
  });

  it('shows its own text when given one', () => {
    render(<Badge variant="sale">-50%</Badge>);
    expect(screen.getByText('-50%')).toBeInTheDocument();
  });
});
