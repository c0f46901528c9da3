import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';

export interface PriceProps {
  /** The payable price, already computed (the discount rule lives in packages/state). */
  amount: number;
  /** The price before the discount; struck out when it differs from `amount`. */
  original?: number | undefined;
  /** The currency symbol written before the number; '$' by default. */
  symbol?: string;
  /** Digits after the decimal point; 2 by default. */
  fractionDigits?: number;
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

export const formatPrice = (value: number, symbol = '$', fractionDigits = 2) => `${symbol}${value.toFixed(fractionDigits)}`;

/** The payable price, with the original price struck out beside it when they differ. */
export function Price({ amount, original, symbol = '$', fractionDigits = 2, size = 'md' }: PriceProps) {
  const t = useT();
  const showOriginal = original !== undefined && original !== amount;
  return (
    <Root data-size={size} data-discounted={showOriginal ? '' : undefined}>
      <span>
        {showOriginal && <span className="sf-visually-hidden">{t('price.current')} </span>}
        {formatPrice(amount, symbol, fractionDigits)}
      </span>
      {showOriginal && (
        <del>
          <span className="sf-visually-hidden">{t('price.original')} </span>
          {formatPrice(original, symbol, fractionDigits)}
        </del>
      )}
    </Root>
  );
}
