import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { userEvent } from '../testUser';
import { CollectionToolbar } from './CollectionToolbar';

// jsdom parses the theme's large token stylesheet on first render; on a busy shared CPU that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

function setup() {
  const handlers = { onLayoutChange: vi.fn(), onPerRowChange: vi.fn(), onSortChange: vi.fn() };
  render(
    <ThemeRoot>
      <CollectionToolbar layout="grid" perRow={4} sortBy="Newest" shown={10} {...handlers} />
    </ThemeRoot>,
  );
  return handlers;
}

describe('CollectionToolbar', () => {
  it("says 'Showing Products 1-N Result' with the number shown", () => {
    setup();
    expect(screen.getByText('Showing Products 1-10 Result')).toBeInTheDocument();
  });

  it("says 'Showing Products 0-0 Result' when nothing is shown, never '1-0'", () => {
    render(
      <ThemeRoot>
        <CollectionToolbar layout="grid" perRow={4} sortBy="Newest" shown={0} onLayoutChange={vi.fn()} onPerRowChange={vi.fn()} onSortChange={vi.fn()} />
      </ThemeRoot>,
    );
    expect(screen.getByText('Showing Products 0-0 Result')).toBeInTheDocument();
  });

  it('writes large counts as the language groups digits', async () => {
    const counted = { layout: 'grid', perRow: 4, sortBy: 'Newest', shown: 5, matching: 10603, total: 99972 } as const;
    const handlers = { onLayoutChange: vi.fn(), onPerRowChange: vi.fn(), onSortChange: vi.fn() };
    const { unmount } = render(
      <ThemeRoot>
        <CollectionToolbar {...counted} {...handlers} />
      </ThemeRoot>,
    );
    expect(screen.getByText('Showing 1-5 of 10,603, 99,972 in all')).toBeInTheDocument();
    unmount();
    render(
      <ThemeRoot locale="fr">
        <CollectionToolbar {...counted} {...handlers} />
      </ThemeRoot>,
    );
    // French groups with a narrow no-break space (which findByText would read as a space).
    expect((await screen.findByText(/^Produits 1-5 sur/)).textContent).toBe('Produits 1-5 sur 10\u202f603, 99\u202f972 en tout');
  });

  it('offers the five sorts, Newest chosen, and reports a new choice', async () => {
    const { onSortChange } = setup();
    const select = screen.getByLabelText('Sort by');
    expect(within(select).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual([
      'HighToLow',
      'LowToHigh',
      'Newest',
      'AscOrder',
      'DescOrder',
    ]);
    expect(select).toHaveValue('Newest');
    await userEvent.selectOptions(select, 'LowToHigh');
    expect(onSortChange).toHaveBeenCalledWith('LowToHigh');
  });

  it('offers 2, 3, 4 and 6 per row and switches to the list view', async () => {
    const { onPerRowChange, onLayoutChange } = setup();
    expect(screen.getByLabelText('4 per row')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByLabelText('6 per row'));
    expect(onPerRowChange).toHaveBeenCalledWith(6);
    await userEvent.click(screen.getByLabelText('List view'));
    expect(onLayoutChange).toHaveBeenCalledWith('list');
  });
});
