/**
 * Rows per INSERT statement: SQLite allows 32,766 bound values in one statement and PostgreSQL
 * 65,535; the widest table written in bulk (products) has 26 columns.
 */
const ROWS_PER_INSERT = 1000;

/** `rows` split into INSERT-sized runs, in order. */
export function chunks<T>(rows: readonly T[], size = ROWS_PER_INSERT): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += size) out.push(rows.slice(start, start + size));
  return out;
}
