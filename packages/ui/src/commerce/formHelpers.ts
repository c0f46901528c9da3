import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@storefront/api-client';
import { useCallback, useMemo, useState } from 'react';
import { type DefaultValues, type FieldErrors, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';

export { useErrorText } from '../content/shared/useErrorText';

export type SendStatus = 'idle' | 'sent' | 'failed';

/**
 * What the server answered when the browser sent a form itself (scripts off, or not loaded yet),
 * for a host that handles such posts (a route action): the outcome and, when it failed, what was
 * sent and the messages for its fields (message keys or texts, by field name).
 */
export interface FormSubmission {
  status: 'sent' | 'failed';
  values?: Record<string, string>;
  errors?: Record<string, string>;
}

/**
 * A form that sends: validates with a shared schema, disables submit while `onSubmit`'s promise
 * runs; success clears the fields and reports 'sent'; failure keeps every typed value, reports
 * 'failed' and puts a 400 answer's field messages under their fields. A `submission` the server
 * answered starts the form in that state.
 */
export function useSendForm<T extends FieldValues>(
  // biome-ignore lint/suspicious/noExplicitAny: zodResolver's schema parameter is generic over zod's internal types; any schema of the shared contract fits
  schema: any,
  defaults: DefaultValues<T>,
  onSubmit: (values: T) => Promise<unknown>,
  { resetOnSuccess = true, submission }: { resetOnSuccess?: boolean; submission?: FormSubmission | undefined } = {},
) {
  const [status, setStatus] = useState<SendStatus>(submission?.status ?? 'idle');
  const failed = submission?.status === 'failed' ? submission : undefined;
  // One object per submission: react-hook-form applies `errors` again whenever it is a new one.
  const errors = useMemo(
    () =>
      failed?.errors && Object.keys(failed.errors).length > 0
        ? (Object.fromEntries(Object.entries(failed.errors).map(([name, message]) => [name, { type: 'server', message }])) as FieldErrors<T>)
        : undefined,
    [failed],
  );
  const form = useForm<T>({
    resolver: zodResolver(schema) as unknown as Resolver<T>,
    defaultValues: failed ? ({ ...defaults, ...failed.values } as DefaultValues<T>) : defaults,
    errors,
  });
  const submit = form.handleSubmit(async (values) => {
    setStatus('idle');
    try {
      await onSubmit(values);
      if (resetOnSuccess) form.reset(defaults);
      setStatus('sent');
    } catch (error) {
      setStatus('failed');
      if (isApiError(error)) {
        for (const [name, message] of Object.entries(error.fields)) form.setError(name as Path<T>, { type: 'server', message });
      }
    }
  });
  // react-hook-form writes the values into the fields once they mount; the server's HTML carries
  // them as the fields' default values too, so a page sent without scripts shows what was typed.
  const initial = form.formState.defaultValues as Record<string, unknown> | undefined;
  const register = useCallback(
    (name: Path<T>) => ({ ...form.register(name), defaultValue: typeof initial?.[name] === 'string' ? initial[name] : undefined }),
    [form, initial],
  );
  return { form, status, submit, register };
}
