import type { HTMLAttributes } from 'react';
import type { FaqItem } from '@storefront/api-client';
import { useT } from '../../i18n/I18nProvider';
import { Accordion } from '../../primitives/Accordion';
import { Container } from '../../primitives/Container';
import { Page } from '../shared/parts';

export interface FaqProps extends HTMLAttributes<HTMLElement> {
  /** The questions and answers (the spec's six). */
  items: readonly FaqItem[];
  /** The question open at first (its index); all closed by default. */
  defaultOpen?: number;
}

/** The FAQ page: one Radix accordion section per question; opening one closes the others. */
export function Faq({ items, defaultOpen, ...rest }: FaqProps) {
  const t = useT();
  const accordionItems = items.map((item, index) => ({ value: `faq-${index}`, title: item.question, content: <p>{item.answer}</p> }));
  return (
    <Container size="narrow" {...rest}>
      <Page aria-labelledby="faq-title">
        <h1 id="faq-title">{t('faq.title')}</h1>
        <Accordion items={accordionItems} headingLevel={2} defaultValue={defaultOpen === undefined ? undefined : [`faq-${defaultOpen}`]} />
      </Page>
    </Container>
  );
}
