import type { ReactNode } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { useThemeState } from '../../theme/ThemeContext';

export interface FilterDrawerPanelProps {
  children: ReactNode;
  resultCount?: number;
  onClose: () => void;
}

/** The open 'Filter and sort' drawer: FilterDrawer renders it while it is open. */
export function FilterDrawerPanel({ children, resultCount, onClose }: FilterDrawerPanelProps) {
  const t = useT();
  const { locale } = useThemeState();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content placement="start">
        <Dialog.Header>
          <Dialog.Title>{t('collection.filterAndSort')}</Dialog.Title>
        </Dialog.Header>
        {children}
        <Dialog.Footer>
          <Button variant="primary" fullWidth onClick={onClose}>
            {resultCount === undefined ? t('collection.showResults') : t('collection.showResultsN', { count: resultCount.toLocaleString(locale) })}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
