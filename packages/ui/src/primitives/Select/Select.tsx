import { forwardRef, type SelectHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { controlStyles, FieldMessages, type FieldProps, FieldRoot, useFieldIds } from '../../shared/Field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: readonly SelectOption[];
  /** A first, empty option ("Choose an option"); omit it for selects that always have a value. */
  placeholder?: string;
}

const Control = styled.select`
  ${controlStyles}
  cursor: pointer;
`;

/** A labelled native select (sort order, country, size); works with react-hook-form's `register`. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, hint, error, hideLabel, id, options, placeholder, ...rest },
  ref,
) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <FieldRoot data-hide-label={hideLabel ? '' : undefined}>
      <label htmlFor={controlId}>{label}</label>
      <Control ref={ref} id={controlId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Control>
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </FieldRoot>
  );
});
