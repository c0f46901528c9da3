import { forwardRef, type InputHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { controlStyles, FieldMessages, type FieldProps, FieldRoot, useFieldIds } from '../Field';

export interface TextFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {}

const Input = styled.input`${controlStyles}`;

/**
 * A labelled text input. Spread react-hook-form's `register(name)` into it: the ref, name,
 * onChange and onBlur pass straight through to the input.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, hideLabel, id, type = 'text', ...rest },
  ref,
) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <FieldRoot data-hide-label={hideLabel ? '' : undefined}>
      <label htmlFor={controlId}>{label}</label>
      <Input
        ref={ref}
        id={controlId}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </FieldRoot>
  );
});
