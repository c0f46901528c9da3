import type { Context } from 'hono';
import { type ErrorBody, type Issue, invalidInput } from './errors';

/** The subset of a zod (classic or mini) schema this module needs. */
export interface Parser<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
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
    payload = JSON.parse(await c.req.text(), rejectNul);
  } catch (error) {
    const message = error instanceof NulCharacter ? error.message : 'The request body is not valid JSON.';
    return { ok: false, response: c.json({ error: message } satisfies ErrorBody, 400) };
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) return { ok: false, response: invalidInput(c, parsed.error.issues) };
  return { ok: true, data: parsed.data };
}

class NulCharacter extends Error {
  constructor() {
    super('The request body contains a NUL character, which no field may hold.');
  }
}

/** PostgreSQL cannot store U+0000 in text, and no form field needs it: refuse it on both dialects. */
function rejectNul(_key: string, value: unknown): unknown {
  if (typeof value === 'string' && value.includes('\u0000')) throw new NulCharacter();
  return value;
}
