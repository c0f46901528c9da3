import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** new (accent), sale (danger), soldOut (strong neutral), neutral, or subtle (soft accent). */
  variant?: 'new' | 'sale' | 'soldOut' | 'neutral' | 'subtle';
  /** The text; 'new', 'sale' and 'soldOut' badges default to their dictionary texts. */
  children?: ReactNode;
}

const Root = styled.span`
  display: inline-block;
  padding-block: 2px;
  padding-inline: var(--space-2);
  border-radius: var(--radius-1);
  font-size: var(--font-size-1);
  font-weight: 700;
  line-height: 1.4;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  background: var(--surface-2);
  color: var(--text);
  &[data-variant='new'] { background: var(--accent-9); color: var(--accent-contrast); }
  &[data-variant='sale'] { background: var(--danger-solid); color: var(--danger-contrast); }
  &[data-variant='subtle'] { background: var(--accent-3); color: var(--accent-11); }
  &[data-variant='soldOut'] { background: var(--text); color: var(--surface); }
`;

/** A small label on a product: 'new', 'sale', or any short text. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge({ variant = 'neutral', children, ...rest }: BadgeProps, ref) {
  const t = useT();
  const fallback = variant === 'new' ? t('badge.new') : variant === 'sale' ? t('badge.sale') : variant === 'soldOut' ? t('badge.soldOut') : null;
  return <Root data-variant={variant} {...rest} ref={ref}>{children ?? fallback}</Root>;
});
