import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../theme/ThemeRoot';
import { ProductInfo } from './ProductInfo';
import { sizedProduct } from './storyData';
import { SwatchColorsProvider } from './swatchColors';

// jsdom parses the theme's large token stylesheet on first render; on a busy shared CPU that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

const swatchColourOf = (name: string) => screen.getByRole('button', { name }).style.getPropertyValue('--swatch');

describe('swatch colours', () => {
  it("draws the shop's colour for a name (brown is brown, not the CSS name's red) and says the chosen colour's name", () => {
    render(
      <ThemeRoot>
        <ProductInfo product={{ ...sizedProduct, colors: ['brown', 'pink'], variants: [] }} />
      </ThemeRoot>,
    );
    expect(swatchColourOf('brown')).toBe('#8a5a3c');
    expect(screen.getByText('Colour: brown')).toBeInTheDocument();
  });

  it("takes a brand's own table, and keeps a name it lacks as a CSS colour", () => {
    render(
      <ThemeRoot>
        <SwatchColorsProvider colors={{ pink: '#ff00aa' }}>
          <ProductInfo product={{ ...sizedProduct, colors: ['pink', 'teal'], variants: [] }} />
        </SwatchColorsProvider>
      </ThemeRoot>,
    );
    expect(swatchColourOf('pink')).toBe('#ff00aa');
    expect(swatchColourOf('teal')).toBe('teal');
  });
});
