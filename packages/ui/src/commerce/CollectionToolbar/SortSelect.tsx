import { type SortBy, sortKeys } from '@storefront/api-client';
import { useT } from '../../i18n/I18nProvider';
import { Select, type SelectProps } from '../../primitives/Select';

const sortLabels = {
  HighToLow: 'collection.sortHighToLow',
  LowToHigh: 'collection.sortLowToHigh',
  Newest: 'collection.sortNewest',
  AscOrder: 'collection.sortAscOrder',
  DescOrder: 'collection.sortDescOrder',
} as const satisfies Record<SortBy, string>;

export interface SortSelectProps extends Omit<SelectProps, 'label' | 'options' | 'value' | 'onChange' | 'placeholder'> {
  value: SortBy;
  onChange: (sortBy: SortBy) => void;
}

/**
 * The list's sort order ('Sort by'): the collection toolbar's, and the phone's 'Filter and sort'
 * drawer's. Its attributes go to the select (`hideLabel` keeps the label for screen readers only).
 */
export function SortSelect({ value, onChange, ...rest }: SortSelectProps) {
  const t = useT();
  return (
    <Select
      {...rest}
      label={t('collection.sortBy')}
      value={value}
      options={sortKeys.map((key) => ({ value: key, label: t(sortLabels[key]) }))}
      onChange={(event) => onChange(event.currentTarget.value as SortBy)}
    />
  );
}
