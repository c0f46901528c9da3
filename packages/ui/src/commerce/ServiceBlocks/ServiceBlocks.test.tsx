import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { ServiceBlocks } from './ServiceBlocks';

// jsdom parses the theme's large token stylesheet on first render; on a busy shared CPU that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

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
