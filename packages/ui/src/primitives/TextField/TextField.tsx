import { forwardRef, type InputHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { controlStyles, FieldMessages, type FieldProps, FieldRoot, useFieldIds } from '../../shared/Field';

export interface TextFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {}

const Input = styled.input`
  ${controlStyles}
  /* A left-to-right value (an e-mail, a phone number) keeps its order but lines up with the page's start in right to left. */
  [dir='rtl'] &[dir='ltr'] { text-align: end; }
`;

/** Values written left to right whatever the page's direction: they keep their order in RTL. */
const leftToRightTypes = new Set(['email', 'tel', 'url']);

/**
 * A labelled text input. Spread react-hook-form's `register(name)` into it: the ref, name,
 * onChange and onBlur pass straight through to the input. E-mail, phone and URL fields are left to
 * right in every page (`dir="ltr"`); pass `dir` for other such values (a card number).
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
        dir={leftToRightTypes.has(type) ? 'ltr' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </FieldRoot>
  );
});
