import type { ReactNode } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';

export interface FilterDrawerPanelProps {
  children: ReactNode;
  resultText?: string;
  onClose: () => void;
}

/** The open 'Filter and sort' drawer: FilterDrawer renders it while it is open. */
export function FilterDrawerPanel({ children, resultText, onClose }: FilterDrawerPanelProps) {
  const t = useT();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content placement="start">
        <Dialog.Header>
          <Dialog.Title>{t('collection.filterAndSort')}</Dialog.Title>
        </Dialog.Header>
        {children}
        <Dialog.Footer>
          <Button variant="primary" fullWidth onClick={onClose}>
            {resultText ? t('collection.showResultsOf', { result: resultText }) : t('collection.showResults')}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
