import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { StyledElement } from '../../theme/styledTypes';

/** A list of titled text blocks in a responsive grid (values, quality steps, landing features). */
export const FeatureList: StyledElement<'ul'> = styled.ul`
  display: grid;
  gap: var(--space-4);
  grid-template-columns: repeat(auto-fill, minmax(min(240px, 100%), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
    gap: var(--space-2);
    align-content: start;
    padding: var(--space-5);
    border-radius: var(--radius-2);
    background: var(--surface-2);
    color: var(--text);
    border-block-start: 4px solid var(--accent-9);
  }
  h2, h3 { margin: 0; font-size: var(--font-size-4); color: var(--text); }
  p { margin: 0; line-height: 1.6; color: var(--text); }
`;

/** One block of a FeatureList; its title is an h3 unless the page has no h2 above it. */
export function FeatureItem({ title, children, headingLevel = 3 }: { title: ReactNode; children: ReactNode; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li>
      <Heading>{title}</Heading>
      <p>{children}</p>
    </li>
  );
}
