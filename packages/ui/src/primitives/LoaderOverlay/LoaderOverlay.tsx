import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { Spinner } from '../Spinner';

export interface LoaderOverlayProps extends HTMLAttributes<HTMLDivElement> {
  /** Whether the overlay covers the page; the store hides it when the first data is in (at most 2 s). */
  visible: boolean;
  /** Announced while visible; "Loading..." by default. */
  label?: string;
  /** Covers the viewport (default) or only the nearest positioned ancestor. */
  scope?: 'viewport' | 'container';
}

const Root = styled.div`
  position: fixed;
  inset: 0;
  z-index: var(--z-overlay);
  display: grid;
  place-items: center;
  background: var(--surface);
  color: var(--accent-11);
  opacity: 1;
  transition: opacity var(--duration-normal), visibility var(--duration-normal);
  &[data-scope='container'] { position: absolute; }
  &[data-visible='false'] { opacity: 0; visibility: hidden; pointer-events: none; }
`;

/** A full-page cover with a spinner while the first data loads; fades out when hidden. */
export const LoaderOverlay = forwardRef<HTMLDivElement, LoaderOverlayProps>(function LoaderOverlay({ visible, label, scope = 'viewport', ...rest }: LoaderOverlayProps, ref) {
  return (
    <Root data-visible={visible} data-scope={scope} aria-hidden={!visible} {...rest} ref={ref}>
      {visible && <Spinner size="lg" label={label} />}
    </Root>
  );
});
