export interface PriceFormat {
  /** ISO 4217 code ('USD', 'EUR', 'INR'); 'USD' by default. */
  currency?: string | undefined;
  /** The language whose conventions apply (grouping, decimal sign, where the symbol goes); 'en' by default. */
  locale?: string | undefined;
  /** Digits after the decimal sign; the currency's own (2 for USD, 0 for JPY) by default. */
  fractionDigits?: number | undefined;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount in major units (dollars, euros) as the shopper's language writes money:
 * `formatPrice(1234.5, { currency: 'EUR', locale: 'fr' })` is '1 234,50 €', in English '€1,234.50'.
 */
export function formatPrice(amount: number, { currency = 'USD', locale = 'en', fractionDigits }: PriceFormat = {}): string {
  const key = `${locale}|${currency}|${fractionDigits ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      ...(fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }),
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}
