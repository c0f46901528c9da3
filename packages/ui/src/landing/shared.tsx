import { styled } from 'styled-components';
import type { StyledElement } from '../theme/styledTypes';

/** A full-width band of the landing page with a centred title. */
export const Band: StyledElement<'section'> = styled.section`
  padding-block: var(--space-7);
  color: var(--text);
  background: var(--surface);
  &[data-tone='muted'] { background: var(--surface-2); }
  h2 { margin-block: 0 var(--space-5); margin-inline: 0; font-size: var(--font-size-6); text-align: center; }
  > div > p { margin-block: 0 var(--space-5); margin-inline: auto; max-inline-size: 60ch; text-align: center; color: var(--text-muted); line-height: 1.6; }
`;

/** A list of links as wrapping pills (the layout tabs' panels). */
export const LinkPills: StyledElement<'ul'> = styled.ul`
  display: grid;
  gap: var(--space-3);
  grid-template-columns: repeat(auto-fill, minmax(min(200px, 100%), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: grid;
    gap: var(--space-1);
    padding: var(--space-4);
    border: 1px solid var(--border);
    border-radius: var(--radius-2);
    background: var(--surface);
    color: var(--text);
    font-weight: 700;
    text-decoration: none;
  }
  a:hover { border-color: var(--accent-9); color: var(--accent-11); }
  small { color: var(--text-muted); font-weight: 400; font-size: var(--font-size-1); }
`;
