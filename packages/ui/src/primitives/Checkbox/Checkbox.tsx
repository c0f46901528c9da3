import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import type { StyledElement } from '../../theme/styledTypes';
import { FieldMessages, useFieldIds } from '../../shared/Field';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/** Shared by Checkbox and Radio: the native control, enlarged and accent-coloured. */
export const ChoiceRoot: StyledElement<'div'> = styled.div`
  display: grid;
  gap: var(--space-1);
  label {
    display: inline-flex;
    align-items: center;
    gap: var(--space-2);
    min-block-size: 32px;
    cursor: pointer;
    color: var(--text);
  }
  input {
    inline-size: 18px;
    block-size: 18px;
    margin: 0;
    accent-color: var(--accent-11);
    cursor: pointer;
  }
  input:disabled, input:disabled + span { cursor: not-allowed; opacity: 0.6; }
`;

/** A labelled checkbox (filters, shipping options); works with react-hook-form's `register`. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, hint, error, id, ...rest }, ref) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <ChoiceRoot>
      <label htmlFor={controlId}>
        <input
          ref={ref}
          id={controlId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        <span>{label}</span>
      </label>
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </ChoiceRoot>
  );
});
