import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { userEvent } from '../testUser';
import { FilterSidebar, type FilterSidebarProps } from './FilterSidebar';

// jsdom parses the theme's large token stylesheet on first render; on a busy shared CPU that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

// Radix Slider measures itself; jsdom has no layout, and no pointer capture.
Element.prototype.hasPointerCapture ??= () => false;

function setup(props: Partial<FilterSidebarProps> = {}, locale: 'en' | 'fr' = 'en') {
  const handlers = { onBrandsChange: vi.fn(), onColorChange: vi.fn(), onPriceChange: vi.fn() };
  render(
    <ThemeRoot locale={locale}>
      <FilterSidebar
        brands={['nike', 'puma', 'reebok']}
        selectedBrands={['nike', 'puma']}
        colors={['red', 'blue']}
        color="red"
        priceBounds={{ min: 100, max: 1000 }}
        price={{ min: 250, max: 950 }}
        {...handlers}
        {...props}
      />
    </ThemeRoot>,
  );
  return handlers;
}

describe('FilterSidebar', () => {
  it('adds a brand when its box is ticked and drops it when unticked', async () => {
    const { onBrandsChange } = setup();
    await userEvent.click(screen.getByLabelText('reebok'));
    expect(onBrandsChange).toHaveBeenLastCalledWith(['nike', 'puma', 'reebok']);
    await userEvent.click(screen.getByLabelText('nike'));
    expect(onBrandsChange).toHaveBeenLastCalledWith(['puma']);
  });

  it('chooses a colour, and clears it when the chosen colour is pressed again', async () => {
    const { onColorChange } = setup();
    await userEvent.click(screen.getByLabelText('blue'));
    expect(onColorChange).toHaveBeenLastCalledWith('blue');
    await userEvent.click(screen.getByLabelText('red'));
    expect(onColorChange).toHaveBeenLastCalledWith(null);
  });

  it('names the shop\'s colours in French, keeps any other colour as the data has it, and reports the data\'s value', async () => {
    const { onColorChange } = setup({ colors: ['red', 'blue', 'teal'] }, 'fr');
    expect(screen.getAllByRole('button', { pressed: false }).map((swatch) => swatch.getAttribute('aria-label'))).toEqual(['bleu', 'teal']);
    await userEvent.click(screen.getByLabelText('bleu'));
    expect(onColorChange).toHaveBeenLastCalledWith('blue');
    expect(screen.getByLabelText('rouge')).toHaveAttribute('aria-pressed', 'true');
  });

  it('moves the minimum price up with the arrow key and reports the range', () => {
    const { onPriceChange } = setup();
    const min = screen.getByLabelText('Minimum price');
    expect(min).toHaveAttribute('aria-valuenow', '250');
    fireEvent.keyDown(min, { key: 'ArrowRight' });
    expect(min).toHaveAttribute('aria-valuenow', '251');
    expect(onPriceChange).toHaveBeenLastCalledWith({ min: 251, max: 950 });
  });

  it('orders the price range by its own words, so "$250 to $950" is not reversed on a right-to-left page', () => {
    setup();
    const range = screen.getByText('$250 to $950');
    // Isolated by <bdi> (ordered by its own words) inside an output that keeps the page's direction.
    expect(range.tagName).toBe('BDI');
    expect(range.parentElement?.tagName).toBe('OUTPUT');
    expect(range.parentElement).not.toHaveAttribute('dir');
  });

  it('moves the maximum price to the top with End', () => {
    const { onPriceChange } = setup();
    fireEvent.keyDown(screen.getByLabelText('Maximum price'), { key: 'End' });
    expect(onPriceChange).toHaveBeenLastCalledWith({ min: 250, max: 1000 });
  });

  it('moves the focused thumb with Home and End, up to the other thumb, and keeps focus on it', () => {
    const { onPriceChange } = setup();
    const min = screen.getByLabelText('Minimum price');
    min.focus();
    fireEvent.keyDown(min, { key: 'End' });
    expect(onPriceChange).toHaveBeenLastCalledWith({ min: 950, max: 950 });
    expect(min).toHaveFocus();
    fireEvent.keyDown(min, { key: 'Home' });
    expect(onPriceChange).toHaveBeenLastCalledWith({ min: 100, max: 950 });
    const max = screen.getByLabelText('Maximum price');
    max.focus();
    fireEvent.keyDown(max, { key: 'Home' });
    expect(onPriceChange).toHaveBeenLastCalledWith({ min: 100, max: 100 });
    expect(max).toHaveFocus();
  });
});
