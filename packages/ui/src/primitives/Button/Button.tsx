import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { css, styled } from 'styled-components';
import { Link, type LinkProps } from '../Link';
import { SpinnerRing } from '../Spinner/SpinnerRing';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLookProps {
  /** primary (solid accent, default), secondary (subtle accent), outline, ghost, danger. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches to the width of its container. */
  fullWidth?: boolean;
  /** An element (usually an Icon) before the label. */
  startIcon?: ReactNode;
  /** An element after the label. */
  endIcon?: ReactNode;
}

export interface ButtonProps extends ButtonLookProps, ButtonHTMLAttributes<HTMLButtonElement> {
  /** Shows a spinner, sets aria-busy and ignores clicks while an action runs. */
  loading?: boolean;
}

/** The look of a button, shared by Button and ButtonLink (variants as data-* attributes). */
export const buttonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-2);
  min-block-size: 44px;
  padding-block: var(--space-2);
  padding-inline: var(--space-5);
  border: 2px solid transparent;
  border-radius: var(--radius-1);
  font: inherit;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.03em;
  text-decoration: none;
  line-height: 1.2;
  cursor: pointer;
  transition: background-color var(--duration-fast), color var(--duration-fast), border-color var(--duration-fast);
  background: var(--accent-9);
  color: var(--accent-contrast);
  &:hover { background: var(--accent-10); }
  &:active { background: var(--accent-12); }
  &[data-variant='secondary'] { background: var(--accent-3); color: var(--accent-11); }
  &[data-variant='secondary']:hover { background: var(--accent-4); }
  &[data-variant='outline'] { background: transparent; color: var(--accent-11); border-color: currentColor; }
  &[data-variant='outline']:hover { background: var(--accent-3); }
  &[data-variant='ghost'] { background: transparent; color: var(--text); }
  &[data-variant='ghost']:hover { background: var(--accent-3); }
  &[data-variant='danger'] { background: var(--danger-solid); color: var(--danger-contrast); }
  &[data-size='sm'] { min-block-size: 32px; padding-inline: var(--space-3); font-size: var(--font-size-1); }
  &[data-size='lg'] { min-block-size: 52px; padding-inline: var(--space-6); font-size: var(--font-size-4); }
  &[data-full-width] { inline-size: 100%; }
  &:disabled, &[aria-disabled='true'] { cursor: not-allowed; opacity: 0.55; }
  /* A focusable (aria-) disabled button shows its focus ring at full strength. */
  &[aria-disabled='true']:focus-visible { opacity: 1; }
  &[aria-busy='true'] { cursor: progress; }
  svg { flex-shrink: 0; }
`;

const StyledButton = styled.button`${buttonStyles}`;
const StyledLink = styled(Link)`${buttonStyles}`;

const look = ({ variant = 'primary', size = 'md', fullWidth }: ButtonLookProps) => ({
  'data-variant': variant,
  'data-size': size,
  'data-full-width': fullWidth ? '' : undefined,
});

/** A button with a text label; `type` defaults to "button" so it never submits by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, startIcon, endIcon, loading = false, type = 'button', disabled, onClick, children, ...rest },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      {...look({ variant, size, fullWidth })}
      aria-busy={loading || undefined}
      disabled={disabled}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <SpinnerRing data-size="sm" aria-hidden="true" /> : startIcon}
      {children}
      {endIcon}
    </StyledButton>
  );
});

export interface ButtonLinkProps extends ButtonLookProps, LinkProps {}

/** A link that looks like a button ('continue shopping', 'check out'). */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant, size, fullWidth, startIcon, endIcon, children, ...rest },
  ref,
) {
  return (
    <StyledLink ref={ref} {...look({ variant, size, fullWidth })} {...rest}>
      {startIcon}
      {children}
      {endIcon}
    </StyledLink>
  );
});
