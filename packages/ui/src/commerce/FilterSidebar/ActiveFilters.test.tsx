import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { userEvent } from '../testUser';
import { ActiveFilters } from './ActiveFilters';
import { FilterDrawer } from './FilterDrawer';

vi.setConfig({ testTimeout: 30_000 });

describe('ActiveFilters', () => {
  it('offers each filter in force as a chip that removes it, and clear all', async () => {
    const removeSize = vi.fn();
    const clearAll = vi.fn();
    render(
      <ThemeRoot>
        <ActiveFilters filters={[{ id: 'size:XL', label: 'XL', onRemove: removeSize }]} onClearAll={clearAll} />
      </ThemeRoot>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: XL' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect([removeSize.mock.calls.length, clearAll.mock.calls.length]).toEqual([1, 1]);
  });

  it('shows nothing when no filter is in force', () => {
    const { container } = render(
      <ThemeRoot>
        <ActiveFilters filters={[]} onClearAll={vi.fn()} />
      </ThemeRoot>,
    );
    expect(container.querySelector('[role="group"]')).toBeNull();
  });
});

describe('FilterDrawer', () => {
  it('opens the filters in a drawer from its button and closes on show results', async () => {
    render(
      <ThemeRoot>
        <FilterDrawer activeCount={1} resultCount={10603}>
          <p>the filters</p>
        </FilterDrawer>
      </ThemeRoot>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filter and sort (1)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filter and sort' });
    expect(drawer).toHaveTextContent('the filters');
    await userEvent.click(screen.getByRole('button', { name: 'Show results (10,603)' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says no count while the filters are being counted', async () => {
    render(
      <ThemeRoot>
        <FilterDrawer>
          <p>the filters</p>
        </FilterDrawer>
      </ThemeRoot>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filter and sort' }));
    await screen.findByRole('dialog', { name: 'Filter and sort' });
    expect(screen.getByRole('button', { name: /^Show results/ })).toHaveAccessibleName('Show results');
  });
});
