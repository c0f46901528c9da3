import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { Quality } from './Quality';

// Rendering and typing in jsdom can exceed 5 s when the shared CI cores are busy.
describe('Quality', { timeout: 15_000 }, () => {
  it('lists the four quality steps in order, in French too', () => {
    render(
      <ThemeRoot locale="fr">
        <Quality />
      </ThemeRoot>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Qualité' })).toBeInTheDocument();
    const steps = within(screen.getByRole('list')).getAllByRole('heading', { level: 2 });
    expect(steps.map((step) => step.textContent)).toEqual(['Le tissu d’abord', 'Des coutures soignées', 'Vérifié à la main', 'Doux pour les petits']);
  });
});
