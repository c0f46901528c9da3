import type { HTMLAttributes } from 'react';
import type { SortBy } from '@storefront/api-client';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { useThemeState } from '../../theme/ThemeContext';
import { IconButton } from '../../primitives/IconButton';
import { useMediaQuery } from '../../shared/useMediaQuery';
import { narrowerThan } from '../../theme/media';
import { NARROW_MOST, type PerRow, perRowChoices } from '../perRow';
import { SortSelect } from './SortSelect';

export type ProductLayout = 'grid' | 'list';

export interface CollectionToolbarProps extends HTMLAttributes<HTMLElement> {
  layout: ProductLayout;
  onLayoutChange: (layout: ProductLayout) => void;
  perRow: PerRow;
  onPerRowChange: (perRow: PerRow) => void;
  sortBy: SortBy;
  onSortChange: (sortBy: SortBy) => void;
  /** How many products are shown so far ('Showing Products 1-N Result'). */
  shown: number;
  /** How many match the filters and how many there are in all: 'Showing 1-12 of 26, 66 in all'. */
  matching?: number;
  total?: number;
  /** Shows 'Clear filters' (give it while a filter narrows the list). */
  onClearFilters?: () => void;
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3) var(--space-5);
  padding-block: var(--space-3);
  border-block: 1px solid var(--border);
  color: var(--text);
  p { margin: 0; font-weight: 600; }
  [data-group] { display: flex; align-items: center; gap: var(--space-1); }
  [data-per-row] button {
    min-inline-size: 36px;
    min-block-size: 36px;
    border: 1px solid var(--border-strong);
    border-radius: var(--radius-1);
    background: var(--surface);
    color: var(--text);
    font: inherit;
    cursor: pointer;
  }
  [data-per-row] button[aria-pressed='true'] { background: var(--accent-9); color: var(--accent-contrast); border-color: var(--accent-9); }
  [data-sort] { min-inline-size: 220px; }
  [data-result] { flex-wrap: wrap; gap: var(--space-3); }
  [data-clear-filters] {
    min-block-size: 36px;
    padding-inline: var(--space-2);
    border: 0;
    background: none;
    color: var(--accent-11);
    font: inherit;
    font-weight: 600;
    text-decoration: underline;
    cursor: pointer;
  }
  @media ${narrowerThan('md')} { [data-per-row] { display: none; } }
  /* The grid holds at most NARROW_MOST per row below 'lg': only the choices it can show are offered. */
  @media ${narrowerThan('lg')} { [data-per-row] [data-wide] { display: none; } }
`;

/**
 * The result line: of how many when the counts are known, the spec's 'Showing Products 1-N Result'
 * otherwise. Counts are written as the language groups digits ('10,603'; '10 603' in French).
 */
function resultText(t: ReturnType<typeof useT>, locale: string, shown: number, matching: number | undefined, total: number | undefined): string {
  const n = (count: number) => count.toLocaleString(locale);
  if (matching === undefined || total === undefined) return shown === 0 ? t('collection.showingNone') : t('collection.showing', { count: n(shown) });
  return shown === 0
    ? t('collection.showingNoneOf', { total: n(total) })
    : t('collection.showingOf', { from: 1, to: n(shown), count: n(matching), total: n(total) });
}

/** Above the collection grid: result count, 'Clear filters', grid/list toggle, products per row and the sort order. */
export function CollectionToolbar({ layout, onLayoutChange, perRow, onPerRowChange, sortBy, onSortChange, shown, matching, total, onClearFilters, ...rest }: CollectionToolbarProps) {
  const t = useT();
  const { locale } = useThemeState();
  // Below 'lg' the grid shows at most NARROW_MOST per row, so that choice reads as the one made.
  const narrow = useMediaQuery(narrowerThan('lg'));
  const shownPerRow = narrow ? Math.min(perRow, NARROW_MOST) : perRow;
  return (
    <Root role="group" aria-label={t('collection.toolbar')} {...rest}>
      <div data-group="" data-result="">
        <p aria-live="polite">{resultText(t, locale, shown, matching, total)}</p>
        {onClearFilters && (
          <button type="button" data-clear-filters="" onClick={onClearFilters}>
            {t('collection.clearFilters')}
          </button>
        )}
      </div>
      <div data-group="" role="group" aria-label={t('collection.view')}>
        <IconButton icon="grid" label={t('collection.gridView')} pressed={layout === 'grid'} onClick={() => onLayoutChange('grid')} />
        <IconButton icon="list" label={t('collection.listView')} pressed={layout === 'list'} onClick={() => onLayoutChange('list')} />
      </div>
      {layout === 'grid' && (
        <div data-group="" data-per-row="" role="group" aria-label={t('collection.perRow')}>
          {perRowChoices.map((n) => (
            <button
              key={n}
              type="button"
              data-wide={n > NARROW_MOST ? '' : undefined}
              aria-pressed={shownPerRow === n}
              aria-label={t('collection.perRowN', { n })}
              onClick={() => onPerRowChange(n)}
            >
              {n}
            </button>
          ))}
        </div>
      )}
      <div data-sort="">
        <SortSelect hideLabel value={sortBy} onChange={onSortChange} />
      </div>
    </Root>
  );
}
