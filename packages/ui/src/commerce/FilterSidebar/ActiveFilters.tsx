import type { HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Icon } from '../../primitives/Icon';

export interface ActiveFilter {
  /** Unique among the chips: `brand:nike`, `size:XL`. */
  id: string;
  /** What the chip says: 'nike', 'XL', 'pink', '$250 to $950'. */
  label: string;
  onRemove: () => void;
}

export interface ActiveFiltersProps extends HTMLAttributes<HTMLElement> {
  filters: readonly ActiveFilter[];
  /** 'Clear all': every filter off. */
  onClearAll: () => void;
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
  ul { display: contents; }
  li { list-style: none; }
  button {
    display: inline-flex;
    align-items: center;
    gap: var(--space-1);
    min-block-size: 36px;
    padding-inline: var(--space-3);
    border: 1px solid var(--border-strong);
    border-radius: var(--radius-full);
    background: var(--surface);
    color: var(--text);
    font: inherit;
    cursor: pointer;
  }
  button:hover { border-color: var(--accent-11); }
  [data-clear-all] { border-color: transparent; color: var(--accent-11); font-weight: 600; text-decoration: underline; }
`;

/** The filters in force as removable chips, and 'Clear all': above a filtered list, on phones especially. */
export function ActiveFilters({ filters, onClearAll, ...rest }: ActiveFiltersProps) {
  const t = useT();
  if (filters.length === 0) return null;
  return (
    <Root role="group" aria-label={t('collection.activeFilters')} {...rest}>
      <ul>
        {filters.map((filter) => (
          <li key={filter.id}>
            <button type="button" onClick={filter.onRemove} aria-label={t('collection.removeFilter', { filter: filter.label })}>
              <bdi>{filter.label}</bdi>
              <Icon name="close" size={16} />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" data-clear-all="" onClick={onClearAll}>
        {t('collection.clearAll')}
      </button>
    </Root>
  );
}
