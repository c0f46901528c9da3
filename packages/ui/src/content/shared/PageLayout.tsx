import { styled } from 'styled-components';
import type { StyledElement } from '../../theme/styledTypes';
import { atLeast } from '../../theme/media';

/** A content page's frame: a title row and the page's sections, at the layout width. */
export const Page: StyledElement<'section'> = styled.section`
  display: grid;
  /* One column as wide as the page, never wider: a long word inside wraps rather than widening it. */
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-5);
  padding-block: var(--space-6);
  color: var(--text);
  h1 { margin: 0; font-size: var(--font-size-6); text-transform: uppercase; }
  h2 { margin: 0; font-size: var(--font-size-5); }
  h3 { margin: 0; font-size: var(--font-size-4); }
  p { margin: 0; line-height: 1.6; }
`;

/** A bordered panel that holds a form or a block of text. */
export const Panel: StyledElement<'div'> = styled.div`
  display: grid;
  gap: var(--space-4);
  align-content: start;
  padding: var(--space-5);
  border: 1px solid var(--border);
  border-radius: var(--radius-2);
  background: var(--surface);
  color: var(--text);
  a:not([data-variant]) { color: var(--accent-11); }
`;

/** A vertical stack of form fields with the button at the end. */
export const FormStack: StyledElement<'form'> = styled.form`
  display: grid;
  gap: var(--space-4);
  > button { justify-self: start; }
`;

/** Two columns from 750px up (a form and its side panel), one column below. */
export const TwoColumns: StyledElement<'div'> = styled.div`
  display: grid;
  gap: var(--space-5);
  @media ${atLeast('md')} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;
