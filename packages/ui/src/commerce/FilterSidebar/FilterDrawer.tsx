import { type ButtonHTMLAttributes, type ReactNode, Suspense, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/Button';
import { lazyWithPreload } from '../../shared/lazyWithPreload';

export interface FilterDrawerProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The filters and the sort order: the same FilterSidebar and sort as on a wide screen. */
  children: ReactNode;
  /** How many filters are in force, shown on the button ('Filter and sort (2)'). */
  activeCount?: number;
  /**
   * How many products the filters keep, on the button at the foot of the drawer
   * ('Show results (26)'). Leave it out while they are being counted.
   */
  resultCount?: number;
}

const FilterDrawerPanel = lazyWithPreload(() => import('./FilterDrawerPanel').then((module) => module.FilterDrawerPanel));

/**
 * Phones: the list comes first, and its filters and sort open from a 'Filter and sort' button in a
 * drawer from the inline start edge; the drawer's 'Show results' closes it on the filtered list.
 * Its attributes (className, id, data-*) go to the button.
 * The drawer (with Radix's dialog) loads as the shopper reaches for the button.
 */
export function FilterDrawer({ children, activeCount = 0, resultCount, ...rest }: FilterDrawerProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        {...rest}
        variant="outline"
        data-filter-drawer=""
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={FilterDrawerPanel.preload}
        onFocus={FilterDrawerPanel.preload}
      >
        {activeCount > 0 ? t('collection.filterAndSortN', { count: activeCount }) : t('collection.filterAndSort')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <FilterDrawerPanel resultCount={resultCount} onClose={() => setOpen(false)}>
            {children}
          </FilterDrawerPanel>
        </Suspense>
      )}
    </>
  );
}
