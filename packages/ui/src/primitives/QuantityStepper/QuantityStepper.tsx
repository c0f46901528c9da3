import { type ChangeEvent, forwardRef, type HTMLAttributes, useId } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Icon } from '../Icon';

export interface QuantityStepperProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  value: number;
  /** Called with the new quantity, already kept within min and max. */
  onChange: (quantity: number) => void;
  /** Lowest quantity; 1 by default (minus stops there). */
  min?: number;
  /** Highest quantity (stock); plus stops there. No bound when omitted. */
  max?: number;
  /** The group's accessible name; "Quantity" by default. */
  label?: string;
  /** Shows the label above the control instead of only to screen readers. */
  showLabel?: boolean;
  disabled?: boolean;
  size?: 'sm' | 'md';
  /** Called when plus is pressed at max (e.g. to show 'Out of Stock !'). */
  onLimit?: (limit: 'min' | 'max') => void;
}

const Root = styled.div`
  display: inline-grid;
  gap: var(--space-1);
  > span { font-weight: 600; }
`;

const Group = styled.div`
  display: inline-flex;
  align-items: stretch;
  border: 1px solid var(--border-strong);
  border-radius: var(--radius-1);
  background: var(--surface);
  button {
    display: grid;
    place-items: center;
    inline-size: 40px;
    border: 0;
    background: transparent;
    color: var(--text);
    cursor: pointer;
  }
  button:hover:not(:disabled, [aria-disabled='true']) { background: var(--accent-3); color: var(--accent-11); }
  /* The icon fades, not the button: a focused button at its limit keeps a full-strength ring. */
  button:disabled, button[aria-disabled='true'] { cursor: not-allowed; }
  button:disabled > svg, button[aria-disabled='true'] > svg { opacity: 0.45; }
  input {
    inline-size: 3.5em;
    min-block-size: 40px;
    border: 0;
    border-inline: 1px solid var(--border);
    background: transparent;
    color: var(--text);
    font: inherit;
    text-align: center;
    appearance: textfield;
  }
  input::-webkit-inner-spin-button, input::-webkit-outer-spin-button { appearance: none; margin: 0; }
  &[data-size='sm'] button { inline-size: 32px; }
  &[data-size='sm'] input { min-block-size: 32px; inline-size: 3em; }
`;

/** Minus, a number input and plus; keeps the quantity within min (1) and max (stock). */
export const QuantityStepper = forwardRef<HTMLDivElement, QuantityStepperProps>(function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  label,
  showLabel = false,
  disabled = false,
  size = 'md',
  onLimit,
  ...rest
}: QuantityStepperProps, ref) {
  const t = useT();
  const labelId = useId();
  const clamp = (n: number) => Math.max(min, max === undefined ? n : Math.min(max, n));
  const step = (delta: number) => {
    const next = clamp(value + delta);
    if (next === value) onLimit?.(delta < 0 ? 'min' : 'max');
    else onChange(next);
  };
  const typed = (event: ChangeEvent<HTMLInputElement>) => {
    // The spec parses the typed quantity as an integer; anything unreadable keeps the old value.
    const parsed = Number.parseInt(event.target.value, 10);
    if (!Number.isNaN(parsed)) onChange(clamp(parsed));
  };
  return (
    <Root {...rest} ref={ref}>
      <span id={labelId} className={showLabel ? undefined : 'sf-visually-hidden'}>
        {label ?? t('quantity.label')}
      </span>
      <Group role="group" aria-labelledby={labelId} data-size={size}>
        {/* At a limit a button is aria-disabled, not disabled: it keeps the focus it has (pressing
            minus down to 1 must not drop the keyboard's place), and a press there does nothing. */}
        <button type="button" aria-label={t('quantity.decrease')} onClick={() => step(-1)} disabled={disabled} aria-disabled={value <= min || undefined}>
          <Icon name="minus" />
        </button>
        <input
          type="number"
          inputMode="numeric"
          aria-labelledby={labelId}
          value={value}
          min={min}
          max={max}
          onChange={typed}
          disabled={disabled}
        />
        <button
          type="button"
          aria-label={t('quantity.increase')}
          onClick={() => step(1)}
          disabled={disabled}
          aria-disabled={(max !== undefined && value >= max && !onLimit) || undefined}
        >
          <Icon name="plus" />
        </button>
      </Group>
    </Root>
  );
});
