import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { styled } from 'styled-components';

export interface ColorSwatchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'children'> {
  /** Any CSS colour: a product colour name ('yellow') or a theme's accent. Data, not a token. */
  color: string;
  /** The accessible name ('yellow', 'Colour 3'). */
  label: string;
  /** Marks the chosen swatch (aria-pressed). */
  selected?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

const Root = styled.button`
  display: inline-grid;
  place-items: center;
  inline-size: 32px;
  block-size: 32px;
  padding: 3px;
  border: 2px solid var(--border-strong);
  border-radius: var(--radius-full);
  background: var(--surface);
  cursor: pointer;
  &[data-size='sm'] { inline-size: 24px; block-size: 24px; padding: 2px; }
  &[data-size='lg'] { inline-size: 44px; block-size: 44px; }
  &:hover { border-color: var(--border-strong); }
  &[aria-pressed='true'] { border-color: var(--text); box-shadow: 0 0 0 1px var(--text); }
  &:disabled { cursor: not-allowed; opacity: 0.4; }
  span {
    inline-size: 100%;
    block-size: 100%;
    border-radius: inherit;
    background: var(--swatch);
    box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.15);
  }
`;

/** A round colour choice (product colours, theme colours) that toggles with aria-pressed. */
export const ColorSwatch = forwardRef<HTMLButtonElement, ColorSwatchProps>(function ColorSwatch(
  { color, label, selected = false, size = 'md', type = 'button', style, ...rest },
  ref,
) {
  return (
    <Root
      ref={ref}
      type={type}
      aria-label={label}
      aria-pressed={selected}
      data-size={size}
      title={label}
      // A custom property carries the data colour so the CSS itself stays token-only.
      style={{ ...style, ['--swatch' as string]: color }}
      {...rest}
    >
      <span aria-hidden="true" />
    </Root>
  );
});
