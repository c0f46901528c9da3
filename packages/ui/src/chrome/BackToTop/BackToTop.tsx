import type { HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { IconButton } from '../../primitives/IconButton';
import { matchesMedia, narrowerThan, prefersReducedMotion } from '../../theme/media';
import { useScrollPast } from '../../shared/useScrollPast';

/** The spec's rule: the button appears past 600px of scroll. */
export const BACK_TO_TOP_OFFSET = 600;

const Dock = styled.div<{ $shown: boolean }>`
  display: ${({ $shown }) => ($shown ? 'block' : 'none')};
  position: fixed;
  inset-block-end: var(--space-5);
  inset-inline-end: var(--space-5);
  z-index: var(--z-header);
  /* A phone has no gutter beside the content for it: it stands at the end of the page instead, covering nothing. */
  @media ${narrowerThan('sm')} {
    position: static;
    display: flex;
    justify-content: center;
    padding-block: var(--space-4);
    /* Its place is kept before it shows, so showing it past the offset moves nothing. */
    visibility: ${({ $shown }) => ($shown ? 'visible' : 'hidden')};
  }
`;

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Scrolls to the top and takes the keyboard focus there too: the button disappears at the top, and
 * focus would otherwise fall back to the page itself, far from where the shopper now looks.
 */
function backToTop() {
  window.scrollTo({ top: 0, behavior: matchesMedia(prefersReducedMotion) ? 'auto' : 'smooth' });
  document.querySelector<HTMLElement>(focusable)?.focus({ preventScroll: true });
}

/**
 * A round button at the inline end of the viewport that scrolls back to the top (and moves focus to
 * its first control), shown past 600px; on a phone it sits at the end of the page (render it last).
 */
export interface BackToTopProps extends HTMLAttributes<HTMLDivElement> {
  /** Shown past this many px of scroll; the spec's 600 by default. */
  offset?: number;
}

export function BackToTop({ offset = BACK_TO_TOP_OFFSET, ...rest }: BackToTopProps) {
  const t = useT();
  const visible = useScrollPast(offset);
  return (
    <Dock $shown={visible} {...rest}>
      <IconButton
        label={t('backToTop')}
        icon="arrow-up"
        variant="solid"
        size="lg"
        onClick={backToTop}
      />
    </Dock>
  );
}
