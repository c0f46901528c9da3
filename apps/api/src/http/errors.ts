import { messageText } from '@storefront/api-client';
import type { Context } from 'hono';

/** The error body every non-2xx answer carries: `{ error, fields? }`. */
export interface ErrorBody {
  error: string;
  fields?: Record<string, string>;
}

export const notFound = (c: Context, what = 'Not found') => c.json({ error: what } satisfies ErrorBody, 404);

export interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** One readable English message per field, keyed by its dotted path (`billing.email`, `lines.0.qty`). */
export function fieldMessages(issues: readonly Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'body';
    fields[key] ??= messageText(issue.message);
  }
  return fields;
}

export function invalidInput(c: Context, issues: readonly Issue[]) {
  return c.json(
    { error: 'Some fields are missing or invalid.', fields: fieldMessages(issues) } satisfies ErrorBody,
    400,
  );
}

/** Path ids are positive integers; anything else (including `abc` or `1e3`) names nothing. */
export function parseId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,8}$/.test(raw)) return null;
  return Number(raw);
}

/** Sends JSON that was serialised ahead of time (the cached catalogue answers). */
export function sendJson(c: Context, json: string, status: 200 = 200) {
  return c.body(json, status, { 'Content-Type': 'application/json' });
}
