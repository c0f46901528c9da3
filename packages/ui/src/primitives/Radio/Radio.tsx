import { forwardRef, type HTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { ChoiceRoot } from '../Checkbox/Checkbox';
import { FieldMessages, useFieldIds } from '../../shared/Field';

export interface RadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

/** One labelled radio button; group several with RadioGroup (same `name`). */
export const Radio = forwardRef<HTMLInputElement, RadioProps>(function Radio({ label, id, ...rest }, ref) {
  const { controlId } = useFieldIds(id, undefined, undefined);
  return (
    <ChoiceRoot>
      <label htmlFor={controlId}>
        <input ref={ref} id={controlId} type="radio" {...rest} />
        <span>{label}</span>
      </label>
    </ChoiceRoot>
  );
});

export interface RadioGroupProps extends HTMLAttributes<HTMLFieldSetElement> {
  /** The group's visible legend (its accessible name). */
  legend: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Lays the radios out in a row instead of a column. */
  inline?: boolean;
  children: ReactNode;
}

const Fieldset = styled.fieldset`
  display: grid;
  gap: var(--space-1);
  margin: 0;
  padding: 0;
  border: 0;
  legend { padding: 0; margin-block-end: var(--space-1); font-weight: 600; color: var(--text); }
  &[data-inline] > div[data-options] { display: flex; flex-wrap: wrap; gap: var(--space-4); }
`;

/** A fieldset with a legend around Radio buttons; its error is tied to the group. */
export const RadioGroup = forwardRef<HTMLFieldSetElement, RadioGroupProps>(function RadioGroup({ legend, hint, error, inline, children, ...rest }: RadioGroupProps, ref) {
  const { hintId, errorId, describedBy } = useFieldIds(undefined, hint, error);
  return (
    <Fieldset {...rest} ref={ref} data-inline={inline ? '' : undefined} aria-describedby={describedBy}>
      <legend>{legend}</legend>
      <div data-options="">{children}</div>
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </Fieldset>
  );
});
