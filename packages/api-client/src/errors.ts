/** Every failure of an `/api/v1` call: HTTP errors, network faults, time-outs and malformed answers. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status; 0 when no answer arrived (network fault, time-out, abort). */
    readonly status: number,
    /** Field messages from a 400 answer, keyed by field name. */
    readonly fields: Record<string, string> = {},
    readonly kind: 'http' | 'network' | 'timeout' | 'aborted' | 'malformed' = 'http',
    /** Why a card was declined (a 402 answer's `decline_code`). */
    readonly declineCode?: string,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
