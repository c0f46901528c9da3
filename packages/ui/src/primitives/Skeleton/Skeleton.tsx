import { forwardRef, type HTMLAttributes } from 'react';
import { keyframes, styled } from 'styled-components';

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  /** text (a line), rect (an image), circle (an avatar). */
  shape?: 'text' | 'rect' | 'circle';
  /** CSS inline size; 100% by default. */
  width?: string | number;
  /** CSS block size; 1em for text. */
  height?: string | number;
  /** Several text lines, the last one shorter. */
  lines?: number;
}

const pulse = keyframes`50% { opacity: 0.5; }`;

const Block = styled.span`
  display: block;
  inline-size: var(--sk-w, 100%);
  block-size: var(--sk-h, 1em);
  border-radius: var(--radius-1);
  background: var(--skeleton);
  animation: ${pulse} 1.6s ease-in-out infinite;
  &[data-shape='text'] { margin-block: 0.25em; }
  &[data-shape='circle'] { border-radius: var(--radius-full); }
  @media (prefers-reduced-motion: reduce) { animation: none !important; }
`;

const size = (value: string | number | undefined) => (typeof value === 'number' ? `${value}px` : value);

/** A grey placeholder shaped like content that is loading; hidden from assistive tech. */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton({ shape = 'text', width, height, lines = 1, ...rest }: SkeletonProps, ref) {
  const style = (i: number) => ({
    ['--sk-w' as string]: size(width) ?? (lines > 1 && i === lines - 1 ? '60%' : undefined),
    ['--sk-h' as string]: size(height),
  });
  if (lines > 1)
    return (
      <span aria-hidden="true" data-skeleton="" {...rest} ref={ref}>
        {Array.from({ length: lines }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines are identical placeholders
          <Block key={i} data-shape={shape} style={style(i)} />
        ))}
      </span>
    );
  return <Block aria-hidden="true" data-skeleton="" data-shape={shape} style={style(0)} {...rest} ref={ref} />;
});
