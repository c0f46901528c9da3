import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { ServiceBlocks } from './ServiceBlocks';

describe('ServiceBlocks', () => {
  it('names the three services of the spec word for word', () => {
    render(
      <ThemeRoot>
        <ServiceBlocks />
      </ThemeRoot>,
    );
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['100% guarantee fabric', '24 X 7 service', 'after-sales services']);
  });
});
