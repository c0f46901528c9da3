/**
 * An ISO day (2026-03-14) as a date in the shopper's language, read in UTC so the day never
 * shifts with the browser's time zone. Text that is not a day is returned unchanged.
 */
export function formatDay(isoDay: string, locale: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}
