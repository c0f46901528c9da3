import type { CSSProperties, HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { atLeast } from '../../theme/media';

/** Columns at the layout's `breakpoints` (from 576, 750, 1024 and 1200px); each falls back to the smaller one. */
export interface GridColumns {
  base?: number;
  sm?: number;
  md?: number;
  lg?: number;
  xl?: number;
}

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /** A fixed number of columns, or columns by breakpoint. */
  columns?: number | GridColumns;
  /** Instead of columns: as many columns as fit this minimum width (a CSS length). */
  minItemWidth?: string;
  gap?: 'sm' | 'md' | 'lg';
  as?: 'div' | 'ul' | 'ol' | 'section';
}

const Root = styled.div`
  display: grid;
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(var(--cols-base, 1), minmax(0, 1fr));
  @media ${atLeast('sm')} { grid-template-columns: repeat(var(--cols-sm), minmax(0, 1fr)); }
  @media ${atLeast('md')} { grid-template-columns: repeat(var(--cols-md), minmax(0, 1fr)); }
  @media ${atLeast('lg')} { grid-template-columns: repeat(var(--cols-lg), minmax(0, 1fr)); }
  @media ${atLeast('xl')} { grid-template-columns: repeat(var(--cols-xl), minmax(0, 1fr)); }
  &[data-auto] { grid-template-columns: repeat(auto-fill, minmax(min(var(--min-item), 100%), 1fr)); }
  &[data-gap='sm'] { gap: var(--space-2); }
  &[data-gap='lg'] { gap: var(--space-6); }
`;

/** Resolves the cascade so every breakpoint variable has a value (CSS cannot fall back upward). */
export function columnVariables(columns: number | GridColumns): Record<string, number> {
  const c = typeof columns === 'number' ? { base: columns } : columns;
  const base = c.base ?? 1;
  const sm = c.sm ?? base;
  const md = c.md ?? sm;
  const lg = c.lg ?? md;
  const xl = c.xl ?? lg;
  return { '--cols-base': base, '--cols-sm': sm, '--cols-md': md, '--cols-lg': lg, '--cols-xl': xl };
}

/** A responsive grid of equal columns (product lists, footers, service blocks). */
export function Grid({ columns = 1, minItemWidth, gap = 'md', as = 'div', style, ...rest }: GridProps) {
  const vars = minItemWidth ? { '--min-item': minItemWidth } : columnVariables(columns);
  return <Root as={as} data-gap={gap} data-auto={minItemWidth ? '' : undefined} style={{ ...vars, ...style } as CSSProperties} {...rest} />;
}
