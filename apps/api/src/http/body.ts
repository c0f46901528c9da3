import type { Context } from 'hono';
import { type ErrorBody, type Issue, invalidInput } from './errors';

/** The subset of a zod (classic or mini) schema this module needs. */
export interface Parser<T> {
  safeParse(
    input: unknown,
    params?: { reportInput?: boolean },
  ): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

export type BodyResult<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * Reads a JSON body and validates it: 415 for another content type, 400 for malformed JSON or
 * invalid fields. The size limit (413) is enforced before this by the body-limit middleware.
 */
export async function readBody<T>(c: Context, schema: Parser<T>): Promise<BodyResult<T>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return {
      ok: false,
      response: c.json({ error: 'Send the body as JSON with Content-Type: application/json.' } satisfies ErrorBody, 415),
    };
  }
  let payload: unknown;
  try {
    payload = JSON.parse(await c.req.text(), rejectUnstorable);
  } catch (error) {
    const message = error instanceof UnstorableText ? error.message : 'The request body is not valid JSON.';
    return { ok: false, response: c.json({ error: message } satisfies ErrorBody, 400) };
  }
  // The input in each issue tells a value of the wrong type from a missing one (errors.ts).
  const parsed = schema.safeParse(payload, { reportInput: true });
  if (!parsed.success) return { ok: false, response: invalidInput(c, parsed.error.issues) };
  return { ok: true, data: parsed.data };
}

class UnstorableText extends Error {}

/** A lone UTF-16 surrogate: half of a character, which no encoding can store. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * Text no field may hold, refused on both dialects: U+0000, which PostgreSQL cannot store, and a
 * lone surrogate (`"\ud800"` in JSON), which SQLite would store as invalid UTF-8 and PostgreSQL
 * would change into U+FFFD, so what was kept would not be what was sent.
 */
function rejectUnstorable(_key: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.includes('\u0000')) throw new UnstorableText('The request body contains a NUL character, which no field may hold.');
  if (LONE_SURROGATE.test(value)) {
    throw new UnstorableText('The request body contains half of a character (a lone UTF-16 surrogate), which no field may hold.');
  }
  return value;
}
