import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { controlStyles, FieldMessages, type FieldProps, FieldRoot, useFieldIds } from '../../shared/Field';

export interface TextAreaProps extends FieldProps, TextareaHTMLAttributes<HTMLTextAreaElement> {}

const Area = styled.textarea`
  ${controlStyles}
  min-block-size: 120px;
  resize: vertical;
`;

/** A labelled multi-line text input; works with react-hook-form's `register` like TextField. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hint, error, hideLabel, id, rows = 4, ...rest },
  ref,
) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <FieldRoot data-hide-label={hideLabel ? '' : undefined}>
      <label htmlFor={controlId}>{label}</label>
      <Area
        ref={ref}
        id={controlId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </FieldRoot>
  );
});
