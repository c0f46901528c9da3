import { messageText } from '@storefront/api-client';
import type { Context } from 'hono';

/** The error body every non-2xx answer carries: `{ error, fields? }`; a declined card adds why. */
export interface ErrorBody {
  error: string;
  fields?: Record<string, string>;
  decline_code?: string;
}

export const notFound = (c: Context, what = 'Not found') => c.json({ error: what } satisfies ErrorBody, 404);

/** What this module reads of a zod issue (parsed with `reportInput`, so `input` is there). */
export interface Issue {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  input?: unknown;
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  values?: readonly unknown[];
}

/** zod's own message, for a rule the schemas give no message (fields the forms never show). */
const ZOD_DEFAULT = 'Invalid input';

const typeNames: Record<string, string> = {
  string: 'text',
  int: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'a JSON object',
  array: 'a list',
};

/**
 * A message an API client can act on for a rule that has no text of its own, and for a value of
 * the wrong type, which the schemas answer with the "required" text the forms need.
 */
function describeIssue(issue: Issue): string | undefined {
  const count = (n: number | bigint | undefined, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return issue.message === ZOD_DEFAULT ? messageText('validation.required') : undefined;
      return `Expected ${typeNames[issue.expected ?? ''] ?? issue.expected}.`;
    case 'too_small':
      if (issue.message !== ZOD_DEFAULT) return undefined;
      if (issue.origin === 'array') return `Needs at least ${count(issue.minimum, 'item')}.`;
      if (issue.origin === 'string') return `Must be at least ${count(issue.minimum, 'character')} long.`;
      return issue.inclusive === false ? `Must be greater than ${issue.minimum}.` : `Must be at least ${issue.minimum}.`;
    case 'too_big':
      if (issue.message !== ZOD_DEFAULT) return undefined;
      if (issue.origin === 'array') return `Can hold at most ${count(issue.maximum, 'item')}.`;
      if (issue.origin === 'string') return `Must be at most ${count(issue.maximum, 'character')} long.`;
      return issue.inclusive === false ? `Must be less than ${issue.maximum}.` : `Must be at most ${issue.maximum}.`;
    case 'invalid_value':
      if (issue.message !== ZOD_DEFAULT) return undefined;
      if (issue.input === undefined || issue.input === null) return messageText('validation.required');
      return `Must be ${(issue.values ?? []).map((value) => JSON.stringify(value)).join(' or ')}.`;
    default:
      return issue.message === ZOD_DEFAULT ? 'This value is not valid.' : undefined;
  }
}

/** One readable English message per field, keyed by its dotted path (`billing.email`, `lines.0.qty`). */
export function fieldMessages(issues: readonly Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'body';
    fields[key] ??= describeIssue(issue) ?? messageText(issue.message);
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
