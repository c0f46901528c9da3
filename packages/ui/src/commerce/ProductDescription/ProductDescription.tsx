import { type HTMLAttributes, useMemo } from 'react';
import { styled } from 'styled-components';
import { sanitizeDescription } from './sanitize';

export interface ProductDescriptionProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** The product's description: HTML from the catalogue, sanitised before it is rendered. */
  html: string;
  /** Clamps the text to a few lines (product boxes in list view, quick view). */
  clampLines?: number;
}

const Root = styled.div`
  color: var(--text-muted);
  overflow-wrap: anywhere;
  > :first-child { margin-block-start: 0; }
  > :last-child { margin-block-end: 0; }
  a { color: var(--accent-11); }
  img { max-inline-size: 100%; block-size: auto; }
  &[data-clamp] {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: var(--clamp-lines);
    overflow: hidden;
  }
`;

/** A product's HTML description, sanitised (no scripts, handlers or javascript: links). */
export function ProductDescription({ html, clampLines, ...rest }: ProductDescriptionProps) {
  const clean = useMemo(() => sanitizeDescription(html), [html]);
  return (
    <Root
      data-clamp={clampLines ? '' : undefined}
      style={clampLines ? { ['--clamp-lines' as string]: clampLines } : undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: clean }}
      {...rest}
    />
  );
}
