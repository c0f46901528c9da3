import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { IconButton } from '../../primitives/IconButton';
import { useScrollPast } from '../useScrollPast';

/** Spec section 9: the button appears past 600px of scroll. */
export const BACK_TO_TOP_OFFSET = 600;

const Dock = styled.div`
  position: fixed;
  inset-block-end: var(--space-5);
  inset-inline-end: var(--space-5);
  z-index: var(--z-header);
`;

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A round button at the inline end of the viewport that scrolls back to the top, shown past 600px. */
export function BackToTop({ offset = BACK_TO_TOP_OFFSET }: { offset?: number }) {
  const t = useT();
  const visible = useScrollPast(offset);
  if (!visible) return null;
  return (
    <Dock>
      <IconButton
        label={t('backToTop')}
        icon="arrow-up"
        variant="solid"
        size="lg"
        onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
      />
    </Dock>
  );
}
