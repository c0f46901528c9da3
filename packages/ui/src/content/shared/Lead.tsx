import { styled } from 'styled-components';
import type { StyledElement } from '../../theme/styledTypes';

/** The short sentence under a page title. */
export const Lead: StyledElement<'p'> = styled.p`
  font-size: var(--font-size-4);
  color: var(--accent-11);
  font-weight: 600;
`;

/** Readable paragraphs of a text page. */
export const Prose: StyledElement<'div'> = styled.div`
  display: grid;
  gap: var(--space-3);
  max-inline-size: 70ch;
  p { line-height: 1.7; }
`;
