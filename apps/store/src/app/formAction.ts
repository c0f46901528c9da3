import { isApiError } from '@storefront/api-client';
import type { FormSubmission } from '@storefront/ui/forms';
import { data } from 'react-router';

/**
 * A route action for a form the browser sent itself (scripts off, or not loaded yet): sends its
 * fields to the API, which validates them with the same schemas as the form. Success answers
 * 'sent'; a refusal or a fault answers 'failed' with what was typed and the API's field messages,
 * under the API's status (502 when the API could not answer), so the page shows the form as the
 * browser's own submit would have left it.
 */
export async function sendForm<T>(request: Request, send: (values: T) => Promise<unknown>) {
  const values: Record<string, string> = {};
  for (const [name, value] of await request.formData()) if (typeof value === 'string') values[name] = value;
  try {
    await send(values as T);
    return { status: 'sent' } satisfies FormSubmission;
  } catch (error) {
    if (!isApiError(error)) throw error;
    const submission: FormSubmission = { status: 'failed', values, errors: error.fields };
    return data(submission, { status: error.status >= 400 ? error.status : 502 });
  }
}
