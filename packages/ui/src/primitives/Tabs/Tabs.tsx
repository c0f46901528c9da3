import { Tabs as RadixTabs } from 'radix-ui';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'dir'> {
  items: readonly TabItem[];
  /** The accessible name of the tab list. */
  label: string;
  /** Uncontrolled initial tab; the first one by default. */
  defaultValue?: string;
  /** Controlled current tab. */
  value?: string;
  onValueChange?: (value: string) => void;
  /** underline (default) or pills. */
  variant?: 'underline' | 'pills';
}

const List = styled(RadixTabs.List)`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  border-block-end: 1px solid var(--border);
  &[data-variant='pills'] { border: 0; }
`;

const Trigger = styled(RadixTabs.Trigger)`
  padding-block: var(--space-2);
  padding-inline: var(--space-4);
  border: 0;
  border-block-end: 3px solid transparent;
  background: transparent;
  color: var(--text-muted);
  font: inherit;
  font-weight: 700;
  text-transform: uppercase;
  cursor: pointer;
  &:hover { color: var(--accent-11); }
  &[data-state='active'] { color: var(--accent-11); border-block-end-color: var(--accent-11); }
  &:disabled { cursor: not-allowed; opacity: 0.5; }
  [data-variant='pills'] > & { border: 0; border-radius: var(--radius-full); }
  [data-variant='pills'] > &[data-state='active'] { background: var(--accent-9); color: var(--accent-contrast); }
`;

const Panel = styled(RadixTabs.Content)`
  padding-block: var(--space-4);
`;

/** Tabs (Radix): arrow keys move between tabs, following the direction of the ThemeRoot. */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs({ items, label, defaultValue, value, onValueChange, variant = 'underline', ...rest }: TabsProps, ref) {
  return (
    <RadixTabs.Root defaultValue={defaultValue ?? items[0]?.value} value={value} onValueChange={onValueChange} {...rest} ref={ref}>
      <List aria-label={label} data-variant={variant}>
        {items.map((item) => (
          <Trigger key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
          </Trigger>
        ))}
      </List>
      {items.map((item) => (
        <Panel key={item.value} value={item.value}>
          {item.content}
        </Panel>
      ))}
    </RadixTabs.Root>
  );
});
