import { forwardRef, type HTMLAttributes, useCallback } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { useThemeState } from '../../theme/ThemeContext';
import { formatPrice, type PriceFormat } from './formatPrice';

export interface PriceProps extends PriceFormat, HTMLAttributes<HTMLSpanElement> {
  /** The payable price in major units, already computed (the discount rule lives in api-client). */
  amount: number;
  /** The price before the discount; struck out when it differs from `amount`. */
  original?: number | undefined;
  size?: 'sm' | 'md' | 'lg';
}

const Root = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: var(--space-2);
  font-weight: 700;
  color: var(--text);
  del { font-weight: 400; font-size: 0.85em; color: var(--text-muted); }
  &[data-size='sm'] { font-size: var(--font-size-2); }
  &[data-size='lg'] { font-size: var(--font-size-5); }
`;

/**
 * Formats amounts in ThemeRoot's currency and language (`currency`, `locale`), unless `format`
 * names others.
 */
export function usePriceFormat(format: PriceFormat = {}): (amount: number) => string {
  const state = useThemeState();
  const currency = format.currency ?? state.currency;
  const locale = format.locale ?? state.locale;
  const { fractionDigits } = format;
  return useCallback((amount: number) => formatPrice(amount, { currency, locale, fractionDigits }), [currency, locale, fractionDigits]);
}

/**
 * The payable price, with the original price struck out beside it when they differ, in ThemeRoot's
 * currency and language unless `currency` or `locale` say otherwise.
 */
export const Price = forwardRef<HTMLSpanElement, PriceProps>(function Price({ amount, original, currency, locale, fractionDigits, size = 'md', ...rest }: PriceProps, ref) {
  const t = useT();
  const format = usePriceFormat({ currency, locale, fractionDigits });
  const showOriginal = original !== undefined && original !== amount;
  return (
    <Root data-size={size} data-discounted={showOriginal ? '' : undefined} {...rest} ref={ref}>
      <span>
        {showOriginal && <span className="sf-visually-hidden">{t('price.current')} </span>}
        {/* An amount reads left to right in a right-to-left page too: '1 234,50 €' keeps its order. */}
        <span dir="ltr">{format(amount)}</span>
      </span>
      {showOriginal && (
        <del>
          <span className="sf-visually-hidden">{t('price.original')} </span>
          <span dir="ltr">{format(original)}</span>
        </del>
      )}
    </Root>
  );
});
