import { forwardRef, type HTMLAttributes } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { SpinnerRing } from './SpinnerRing';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers; defaults to "Loading...". */
  label?: string;
  /** Decorative spinners (inside a busy button) are hidden from assistive tech. */
  decorative?: boolean;
}

const Ring = SpinnerRing;

/** A spinning ring that says "Loading..." to screen readers. */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner({ size = 'md', label, decorative = false, ...rest }: SpinnerProps, ref) {
  const t = useT();
  if (decorative) return <Ring data-size={size} aria-hidden="true" {...rest} ref={ref} />;
  return (
    <span role="status" {...rest} ref={ref}>
      <Ring data-size={size} aria-hidden="true" />
      <span className="sf-visually-hidden">{label ?? t('common.loading')}</span>
    </span>
  );
});
