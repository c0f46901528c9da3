import type { HTMLAttributes } from 'react';
import type { Variant } from '@storefront/api-client';
import { useT } from '../../i18n/I18nProvider';
import { Select } from '../../primitives/Select';
import { variantLabel } from '../productView';

export interface VariantSelectProps extends Omit<HTMLAttributes<HTMLSelectElement>, 'onChange' | 'defaultValue'> {
  /** The product's name, for the select's label. */
  name: string;
  /** The product's variants; sold-out ones are listed but cannot be chosen. */
  variants: readonly Variant[];
  /** The chosen SKU, or null while none is. */
  value: string | null;
  onChange: (sku: string) => void;
  /** Shown while the variants load. */
  loading?: boolean;
}

/**
 * One select of a product's sizes and colours together ('L / pink'): where a cart line saved
 * before sizes were kept gets its size at checkout.
 */
export function VariantSelect({ name, variants, value, onChange, loading = false, ...rest }: VariantSelectProps) {
  const t = useT();
  const options = variants.map((variant) => {
    const label = variantLabel(t, variant);
    return {
      value: variant.sku,
      label: variant.stock > 0 ? label : t('product.sizeSoldOut', { size: label }),
      disabled: variant.stock < 1,
    };
  });
  return (
    <Select
      {...rest}
      label={t('checkout.chooseSizeFor', { name })}
      placeholder={loading ? t('common.loading') : t('checkout.chooseVariant')}
      options={options}
      value={value ?? ''}
      disabled={loading}
      onChange={(event) => {
        if (event.currentTarget.value) onChange(event.currentTarget.value);
      }}
    />
  );
}
