import type { HTMLAttributes } from 'react';
import styled from 'styled-components';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** default (1200px), narrow (760px, text pages) or full (edge to edge with padding). */
  size?: 'default' | 'narrow' | 'full';
  /** The element: div by default, or main / section. */
  as?: 'div' | 'main' | 'section' | 'article';
}

const Root = styled.div`
  inline-size: 100%;
  max-inline-size: var(--container-max);
  margin-inline: auto;
  padding-inline: var(--space-4);
  &[data-size='narrow'] { max-inline-size: 760px; }
  &[data-size='full'] { max-inline-size: none; }
`;

/** Centres page content at the layout width with side padding that follows the direction. */
export function Container({ size = 'default', as = 'div', ...rest }: ContainerProps) {
  return <Root as={as} data-size={size} {...rest} />;
}
