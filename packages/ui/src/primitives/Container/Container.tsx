import type { HTMLAttributes } from 'react';
import { css, styled } from 'styled-components';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** default (1200px), narrow (760px, text pages) or full (edge to edge with padding). */
  size?: 'default' | 'narrow' | 'full';
  /** The element: div by default, or main / section. */
  as?: 'div' | 'main' | 'section' | 'article';
}

const gutter = css`
  inline-size: 100%;
  max-inline-size: var(--container-max);
  margin-inline: auto;
  padding-inline: var(--space-4);
`;

/**
 * The container's width and side gutter, for page sections that sit in the container on their own
 * (the product page, the home sliders) so they never touch the viewport edge. Inside a Container
 * they drop it, because the Container's gutter is already there.
 */
export const containerGutter = css`
  ${gutter}
  [data-container] & {
    max-inline-size: none;
    padding-inline: 0;
  }
`;

const Root = styled.div`
  ${gutter}
  &[data-size='narrow'] { max-inline-size: 760px; }
  &[data-size='full'] { max-inline-size: none; }
`;

/** Centres page content at the layout width with side padding that follows the direction. */
export function Container({ size = 'default', as = 'div', ...rest }: ContainerProps) {
  return <Root as={as} data-container="" data-size={size} {...rest} />;
}
