import type { PriceRange } from '@storefront/api-client';
import { Slider } from 'radix-ui';
import { type HTMLAttributes, type KeyboardEvent, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { usePriceFormat } from '../../primitives/Price';
import { useThemeState } from '../../theme/ThemeContext';

export interface PriceRangeFilterProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** The slider's ends (priceBounds of the products; 100 to 1000 by default). */
  bounds: PriceRange;
  /** The chosen range (250 to 950 by default in the spec). */
  value: PriceRange;
  /** Called when a thumb is released (by pointer or key), not on every pixel of a drag. */
  onChange: (range: PriceRange) => void;
  step?: number;
}

const Root = styled.div`
  display: grid;
  gap: var(--space-3);
  output { font-weight: 600; }
`;

const SliderRoot = styled(Slider.Root)`
  position: relative;
  display: flex;
  align-items: center;
  block-size: 28px;
  touch-action: none;
  user-select: none;
`;

const Track = styled(Slider.Track)`
  position: relative;
  flex-grow: 1;
  block-size: 4px;
  border-radius: var(--radius-full);
  background: var(--border);
`;

const Range = styled(Slider.Range)`
  position: absolute;
  block-size: 100%;
  border-radius: inherit;
  background: var(--accent-11);
`;

const Thumb = styled(Slider.Thumb)`
  display: block;
  inline-size: 22px;
  block-size: 22px;
  border: 2px solid var(--accent-11);
  border-radius: var(--radius-full);
  background: var(--surface);
  box-shadow: var(--shadow);
  cursor: grab;
  &:focus-visible { outline: 3px solid var(--focus-ring); outline-offset: 2px; }
`;

/**
 * A two-thumb price range (Radix Slider): drag either thumb, or focus one and use the arrow,
 * Page Up/Down, Home and End keys (Home and End move the focused thumb to its furthest: the bound,
 * or the other thumb); it follows the ThemeRoot's direction.
 */
export function PriceRangeFilter({ bounds, value, onChange, step = 1, ...rest }: PriceRangeFilterProps) {
  const t = useT();
  const price = usePriceFormat({ fractionDigits: 0 });
  const { dir } = useThemeState();
  const [draft, setDraft] = useState<[number, number]>([value.min, value.max]);
  const [shown, setShown] = useState(value);
  // A new value from outside (reset, URL) replaces the draft.
  if (shown.min !== value.min || shown.max !== value.max) {
    setShown(value);
    setDraft([value.min, value.max]);
  }
  const [min, max] = draft;
  const minThumb = useRef<HTMLSpanElement>(null);
  const commit = (next: [number, number]) => {
    setDraft(next);
    onChange({ min: next[0], max: next[1] });
  };
  // Home and End move the focused thumb as far as it can go. (Radix moves the first or the last
  // thumb whichever has focus, and moves focus with it: End on the minimum widened the range.)
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const onMin = event.target === minThumb.current;
    const toStart = event.key === 'Home';
    if (onMin) commit([toStart ? bounds.min : max, max]);
    else commit([min, toStart ? min : Math.max(bounds.max, bounds.min + step)]);
  };
  return (
    <Root {...rest}>
      <SliderRoot
        min={bounds.min}
        max={Math.max(bounds.max, bounds.min + step)}
        step={step}
        minStepsBetweenThumbs={0}
        value={draft}
        dir={dir}
        onValueChange={(next) => setDraft([next[0] ?? bounds.min, next[1] ?? bounds.max])}
        onValueCommit={(next) => onChange({ min: next[0] ?? bounds.min, max: next[1] ?? bounds.max })}
        onKeyDown={onKeyDown}
      >
        <Track>
          <Range />
        </Track>
        <Thumb ref={minThumb} aria-label={t('collection.minPrice')} aria-valuetext={price(min)} />
        <Thumb aria-label={t('collection.maxPrice')} aria-valuetext={price(max)} />
      </SliderRoot>
      {/* <bdi>: the phrase's own language orders it ("$250 to $950" stays so on a right-to-left page),
          while the output keeps the page's direction, so it stands at the page's start like the rest. */}
      <output aria-live="polite">
        <bdi>{t('collection.priceRange', { min: price(min), max: price(max) })}</bdi>
      </output>
    </Root>
  );
}
