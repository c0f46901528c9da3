import { Accordion as RadixAccordion } from 'radix-ui';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Icon } from '../Icon';

export interface AccordionItem {
  value: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface AccordionProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'dir'> {
  items: readonly AccordionItem[];
  /** single (default): opening one closes the others; multiple: each opens on its own. */
  type?: 'single' | 'multiple';
  /** Sections open at first (uncontrolled). */
  defaultValue?: readonly string[];
  /** Open sections (controlled). */
  value?: readonly string[];
  onValueChange?: (open: string[]) => void;
  /** The heading level of each title; 3 by default. */
  headingLevel?: 2 | 3 | 4;
}

const Item = styled(RadixAccordion.Item)`
  border-block-end: 1px solid var(--border);
`;

const Trigger = styled(RadixAccordion.Trigger)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
  inline-size: 100%;
  padding-block: var(--space-3);
  padding-inline: 0;
  border: 0;
  background: transparent;
  color: var(--text);
  font: inherit;
  font-weight: 700;
  text-align: start;
  cursor: pointer;
  &:hover { color: var(--accent-11); }
  svg { transition: rotate var(--duration-fast); flex-shrink: 0; }
  &[data-state='open'] svg { rotate: 180deg; }
`;

const Header = styled(RadixAccordion.Header)`
  margin: 0;
  font-size: var(--font-size-3);
`;

const Panel = styled(RadixAccordion.Content)`
  padding-block-end: var(--space-3);
  color: var(--text-muted);
`;

/** Collapsible sections (FAQ, filters on mobile) built on Radix Accordion. */
export const Accordion = forwardRef<HTMLDivElement, AccordionProps>(function Accordion({ items, type = 'single', defaultValue, value, onValueChange, headingLevel = 3, ...rest }: AccordionProps, ref) {
  const body = items.map((item) => (
    <Item key={item.value} value={item.value} disabled={item.disabled}>
      <Header asChild>
        {headingLevel === 2 ? <h2>{trigger(item)}</h2> : headingLevel === 4 ? <h4>{trigger(item)}</h4> : <h3>{trigger(item)}</h3>}
      </Header>
      <Panel>{item.content}</Panel>
    </Item>
  ));
  if (type === 'multiple')
    return (
      <RadixAccordion.Root
        type="multiple" {...rest} ref={ref}
        defaultValue={defaultValue ? [...defaultValue] : undefined}
        value={value ? [...value] : undefined}
        onValueChange={onValueChange}
      >
        {body}
      </RadixAccordion.Root>
    );
  // Radix's single mode speaks in one string ('' for none); the props always speak in lists.
  return (
    <RadixAccordion.Root
      type="single" {...rest} ref={ref}
      collapsible
      defaultValue={defaultValue?.[0]}
      value={value ? (value[0] ?? '') : undefined}
      onValueChange={onValueChange ? (open: string) => onValueChange(open ? [open] : []) : undefined}
    >
      {body}
    </RadixAccordion.Root>
  );
});

function trigger(item: AccordionItem) {
  return (
    <Trigger>
      <span>{item.title}</span>
      <Icon name="chevron-down" />
    </Trigger>
  );
}
