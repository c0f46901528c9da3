import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Icon, type IconName } from '../Icon';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name (the button shows only an icon). */
  label: string;
  /** An icon of the set, or any element. */
  icon: IconName | ReactNode;
  /** ghost (default), solid (accent), outline. */
  variant?: 'ghost' | 'solid' | 'outline';
  size?: 'sm' | 'md' | 'lg';
  /** For toggles (wishlist heart): sets aria-pressed and fills the icon. */
  pressed?: boolean;
  /** A count shown on the icon (cart items); it becomes part of nothing else: put it in the label too. */
  count?: number;
}

const Root = styled.button`
  position: relative;
  display: inline-grid;
  place-items: center;
  inline-size: 44px;
  block-size: 44px;
  padding: 0;
  border: 2px solid transparent;
  border-radius: var(--radius-full);
  background: transparent;
  color: var(--text);
  font-size: 1.25rem;
  cursor: pointer;
  transition: background-color var(--duration-fast), color var(--duration-fast);
  &:hover { background: var(--accent-3); color: var(--accent-11); }
  &[data-variant='solid'] { background: var(--accent-9); color: var(--accent-contrast); }
  &[data-variant='solid']:hover { background: var(--accent-10); }
  &[data-variant='outline'] { border-color: var(--border-strong); }
  &[aria-pressed='true'] { color: var(--accent-11); }
  &[data-size='sm'] { inline-size: 32px; block-size: 32px; font-size: 1rem; }
  &[data-size='lg'] { inline-size: 52px; block-size: 52px; font-size: 1.5rem; }
  &:disabled { cursor: not-allowed; opacity: 0.55; }
`;

const Count = styled.span`
  position: absolute;
  inset-block-start: -2px;
  inset-inline-end: -2px;
  min-inline-size: 20px;
  block-size: 20px;
  padding-inline: 4px;
  border-radius: var(--radius-full);
  background: var(--accent-9);
  color: var(--accent-contrast);
  font-size: 12px;
  font-weight: 700;
  line-height: 20px;
`;

/** A round button showing only an icon; `label` gives it its accessible name. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'ghost', size = 'md', pressed, count, type = 'button', ...rest },
  ref,
) {
  return (
    <Root
      ref={ref}
      type={type}
      aria-label={label}
      aria-pressed={pressed}
      data-variant={variant}
      data-size={size}
      {...rest}
    >
      {typeof icon === 'string' ? <Icon name={icon as IconName} filled={pressed} /> : icon}
      {count !== undefined && count > 0 && <Count aria-hidden="true">{count}</Count>}
    </Root>
  );
});
