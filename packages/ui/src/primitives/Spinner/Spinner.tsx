import styled, { keyframes } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers; defaults to "Loading...". */
  label?: string;
  /** Decorative spinners (inside a busy button) are hidden from assistive tech. */
  decorative?: boolean;
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  display: inline-block;
  inline-size: 1.5em;
  block-size: 1.5em;
  border: 0.2em solid currentColor;
  border-block-start-color: transparent;
  border-radius: var(--radius-full);
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;
  &[data-size='sm'] { font-size: 0.75rem; }
  &[data-size='md'] { font-size: 1rem; }
  &[data-size='lg'] { font-size: 1.75rem; }
  @media (prefers-reduced-motion: reduce) { animation-duration: 2.4s !important; animation-iteration-count: infinite !important; }
`;

/** A spinning ring that says "Loading..." to screen readers. */
export function Spinner({ size = 'md', label, decorative = false }: SpinnerProps) {
  const t = useT();
  if (decorative) return <Ring data-size={size} aria-hidden="true" />;
  return (
    <span role="status">
      <Ring data-size={size} aria-hidden="true" />
      <span className="sf-visually-hidden">{label ?? t('common.loading')}</span>
    </span>
  );
}
