import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Link } from '../Link';

export interface BreadcrumbItem {
  label: string;
  /** Omit for the current page (the last item). */
  href?: string;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  /** The navigation's accessible name; "Breadcrumb" by default. */
  label?: string;
}

const Nav = styled.nav`
  ol { display: flex; flex-wrap: wrap; gap: var(--space-2); margin: 0; padding: 0; list-style: none; }
  li { display: inline-flex; gap: var(--space-2); color: var(--text-muted); text-transform: uppercase; font-size: var(--font-size-2); }
  li + li::before { content: '/'; color: var(--text-muted); }
  a { color: var(--text); text-decoration: none; }
  a:hover { color: var(--accent-11); text-decoration: underline; }
  [aria-current='page'] { color: var(--text); font-weight: 700; }
`;

/** The trail from home to the current page; the last item is marked aria-current="page". */
export function Breadcrumbs({ items, label }: BreadcrumbsProps) {
  const t = useT();
  return (
    <Nav aria-label={label ?? t('breadcrumbs.label')}>
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
}
