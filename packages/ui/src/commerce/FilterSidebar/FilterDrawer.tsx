import { type ReactNode, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';

export interface FilterDrawerProps {
  /** The filters and the sort order: the same FilterSidebar and sort as on a wide screen. */
  children: ReactNode;
  /** How many filters are in force, shown on the button ('Filter and sort (2)'). */
  activeCount?: number;
  /** The result line, repeated at the foot of the drawer ('Showing 1-12 of 26, 66 in all'). */
  resultText?: string;
}

/**
 * Phones: the list comes first, and its filters and sort open from a 'Filter and sort' button in a
 * drawer from the inline start edge; the drawer's 'Show results' closes it on the filtered list.
 */
export function FilterDrawer({ children, activeCount = 0, resultText }: FilterDrawerProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('collection.filterAndSort')}
      placement="start"
      trigger={
        <Button variant="outline" data-filter-drawer="">
          {activeCount > 0 ? t('collection.filterAndSortN', { count: activeCount }) : t('collection.filterAndSort')}
        </Button>
      }
      footer={
        <Button variant="primary" fullWidth onClick={() => setOpen(false)}>
          {resultText ? t('collection.showResultsOf', { result: resultText }) : t('collection.showResults')}
        </Button>
      }
    >
      {children}
    </Dialog>
  );
}
