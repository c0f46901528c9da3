import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Link } from '../Link';
import { narrowerThan } from '../../theme/media';

export interface BreadcrumbItem {
  label: string;
  /** Omit for the current page (the last item). */
  href?: string;
}

export interface BreadcrumbsProps extends HTMLAttributes<HTMLElement> {
  items: readonly BreadcrumbItem[];
  /** The navigation's accessible name; "Breadcrumb" by default. */
  label?: string;
  /**
   * The site's origin (`https://shop.example`): the trail is also written as schema.org
   * BreadcrumbList structured data for search engines, with links made absolute against it.
   */
  structuredDataOrigin?: string;
}

/** The trail as schema.org BreadcrumbList JSON, safe inside a <script> element (no `<` left). */
export function breadcrumbListJson(items: readonly BreadcrumbItem[], origin: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      ...(item.href ? { item: new URL(item.href, origin).href } : {}),
    })),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

const Nav = styled.nav`
  ol { display: flex; flex-wrap: wrap; gap: var(--space-2); margin: 0; padding: 0; list-style: none; }
  li { display: inline-flex; gap: var(--space-2); color: var(--text-muted); text-transform: uppercase; font-size: var(--font-size-2); }
  li + li::before { content: '/'; color: var(--text-muted); }
  a { color: var(--text); text-decoration: none; }
  a:hover { color: var(--accent-11); text-decoration: underline; }
  [aria-current='page'] { color: var(--text); font-weight: 700; }
  /* A phone shows the way one step up, on one line: the parent page only, after an arrow. */
  @media ${narrowerThan('sm')} {
    li:not(:nth-last-child(2)):not(:only-child) { display: none; }
    li:nth-last-child(2)::before { content: '‹'; }
    [dir='rtl'] & li:nth-last-child(2)::before { content: '›'; }
  }
`;

/**
 * The trail from home to the current page; the last item is marked aria-current="page". Under
 * 576px only the parent page shows, as a link back up.
 */
export const Breadcrumbs = forwardRef<HTMLElement, BreadcrumbsProps>(function Breadcrumbs({ items, label, structuredDataOrigin, ...rest }: BreadcrumbsProps, ref) {
  const t = useT();
  return (
    <Nav aria-label={label ?? t('breadcrumbs.label')} {...rest} ref={ref}>
      {structuredDataOrigin && (
        // Data for search engines, not a script: nothing runs it, and its text cannot close the element.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of the trail with every < escaped (breadcrumbListJson)
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: breadcrumbListJson(items, structuredDataOrigin) }} />
      )}
      <ol>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${item.label}-${item.href ?? index}`}>
              {item.href && !current ? (
                <Link href={item.href}>{item.label}</Link>
              ) : (
                <span aria-current={current ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </Nav>
  );
});
