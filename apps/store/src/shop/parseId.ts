/** A route's id parameter as the API's ids are: 1 to 999,999,999 in plain digits; anything else is null. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
