import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@storefront/api-client';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';

export { useErrorText } from '../content/shared/useErrorText';

export type SendStatus = 'idle' | 'sent' | 'failed';

/**
 * A form that sends: validates with a shared schema, disables submit while `onSubmit`'s promise
 * runs; success clears the fields and reports 'sent'; failure keeps every typed value, reports
 * 'failed' and puts a 400 answer's field messages under their fields.
 */
export function useSendForm<T extends FieldValues>(
  // biome-ignore lint/suspicious/noExplicitAny: zodResolver's schema parameter is generic over zod's internal types; any schema of the shared contract fits
  schema: any,
  defaults: DefaultValues<T>,
  onSubmit: (values: T) => Promise<unknown>,
  { resetOnSuccess = true }: { resetOnSuccess?: boolean } = {},
) {
  const [status, setStatus] = useState<SendStatus>('idle');
  const form = useForm<T>({ resolver: zodResolver(schema) as unknown as Resolver<T>, defaultValues: defaults });
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
  return { form, status, submit };
}
