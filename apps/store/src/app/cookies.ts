/**
 * The cookies the browser keeps for the server: what the shopper's saved state says that the
 * server needs to draw a page as the browser will (settings, the header's counts). Each is kept a
 * year, on every path of the store, and sent by no other site.
 */
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Cookie `name`'s value in a `Cookie` header, decoded; undefined when it is missing or broken. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  const value = header
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (!value) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The `document.cookie` assignment that keeps `value` under `name`. */
export function cookieAssignment(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}

/** Sets a cookie made by `cookieAssignment`, in the browser. */
export function writeCookie(assignment: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: fixed cookies built and escaped by cookieAssignment; the Cookie Store API is not in every browser the store serves
  document.cookie = assignment;
}
