import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';

/**
 * A form that sends nothing: it checks its values with a shared schema (messages under the
 * fields) and, once they are valid, hands them to `onValidSubmit` and reports `submitted`, for the
 * page to say why nothing more happens (no accounts, comments not published).
 */
export function useNoticeForm<T extends FieldValues>(
  // biome-ignore lint/suspicious/noExplicitAny: zodResolver's schema parameter is generic over zod's internal types; any schema of the shared contract fits
  schema: any,
  defaultValues: DefaultValues<T>,
  onValidSubmit?: (values: T) => void,
) {
  const [submitted, setSubmitted] = useState(false);
  const { register, handleSubmit, formState } = useForm<T>({ resolver: zodResolver(schema) as unknown as Resolver<T>, defaultValues });
  const onSubmit = handleSubmit((values) => {
    setSubmitted(true);
    onValidSubmit?.(values);
  });
  return { register, errors: formState.errors, onSubmit, submitted };
}
