import { type ReactNode, useId } from 'react';
import { styled } from 'styled-components';
import type { StyledElement } from '../theme/styledTypes';

/** Ids that tie a control to its label, hint and error (aria-describedby). */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

export const FieldRoot: StyledElement<'div'> = styled.div`
  display: grid;
  gap: var(--space-1);
  label, legend { font-weight: 600; color: var(--text); }
  &[data-hide-label] > label { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;

export const Hint: StyledElement<'p'> = styled.p`
  margin: 0;
  font-size: var(--font-size-2);
  color: var(--text-muted);
`;

export const ErrorMessage: StyledElement<'p'> = styled.p`
  margin: 0;
  font-size: var(--font-size-2);
  color: var(--danger);
`;

/** The look of text inputs, text areas and selects. */
export const controlStyles = `
  inline-size: 100%;
  min-block-size: 44px;
  padding-block: var(--space-2);
  padding-inline: var(--space-3);
  border: 1px solid var(--border-strong);
  border-radius: var(--radius-1);
  background: var(--surface);
  color: var(--text);
  font: inherit;
  &::placeholder { color: var(--text-muted); opacity: 1; }
  &:hover { border-color: var(--text-muted); }
  &:focus-visible { outline: 3px solid var(--focus-ring); outline-offset: 0; border-color: var(--accent-9); }
  &[aria-invalid='true'] { border-color: var(--danger); }
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

export interface FieldMessagesProps {
  hint?: ReactNode;
  error?: ReactNode;
  hintId?: string | undefined;
  errorId?: string | undefined;
}

/**
 * The hint and error lines under a control. The error is the control's description, not an
 * alert: a form sent with nine empty fields would otherwise fire nine alerts at once. Focus goes
 * to the first invalid field, which reads its error with it.
 */
export function FieldMessages({ hint, error, hintId, errorId }: FieldMessagesProps) {
  return (
    <>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorMessage id={errorId}>
          {error}
        </ErrorMessage>
      )}
    </>
  );
}

/** The props every form field shares. */
export interface FieldProps {
  /** The visible label (also the accessible name). */
  label: ReactNode;
  /** Help text under the control, tied by aria-describedby. */
  hint?: ReactNode;
  /** The error message; sets aria-invalid and is tied by aria-describedby. */
  error?: ReactNode;
  /** Keeps the label for screen readers only (search boxes, newsletter). */
  hideLabel?: boolean;
}
