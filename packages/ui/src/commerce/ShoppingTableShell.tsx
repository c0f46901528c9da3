import type { HTMLAttributes, ReactNode } from 'react';
import { styled } from 'styled-components';
import type { StyledElement } from '../theme/styledTypes';
import { useT } from '../i18n/I18nProvider';
import { ButtonLink } from '../primitives/Button';
import { useRoutes } from '../primitives/Link';
import { EmptyState } from '../primitives/EmptyState';
import type { IconName } from '../primitives/Icon';
import { Skeleton } from '../primitives/Skeleton';
import { narrowerThan } from '../theme/media';

export const TableRoot: StyledElement<'div'> = styled.div`
  display: grid;
  gap: var(--space-5);
  color: var(--text);
  table { inline-size: 100%; border-collapse: collapse; }
  caption { text-align: start; font-size: var(--font-size-5); font-weight: 700; padding-block-end: var(--space-3); }
  th { text-transform: uppercase; font-size: var(--font-size-2); text-align: start; padding: var(--space-3); border-block-end: 2px solid var(--border); }
  td, tbody th { padding: var(--space-3); border-block-end: 1px solid var(--border); vertical-align: middle; }
  tbody th { text-transform: none; font-size: inherit; border-block-end-width: 1px; }
  td img { display: block; inline-size: 72px; block-size: 96px; object-fit: cover; border-radius: var(--radius-1); background: var(--surface-2); }
  /* The product's name is the row's header (th scope=row); a link elsewhere in a row looks the same. */
  td a, tbody th a { color: var(--text); font-weight: 600; }
  td a:hover, tbody th a:hover { color: var(--accent-11); }
  tfoot td, tfoot th { border-block-end: 0; font-size: var(--font-size-4); font-weight: 700; }
  [data-stock-note] { display: block; margin-block-start: var(--space-1); color: var(--danger); font-size: var(--font-size-2); font-weight: 600; }
  [data-buttons] { display: flex; flex-wrap: wrap; justify-content: space-between; gap: var(--space-3); }
  @media ${narrowerThan('md')} {
    thead { display: none; }
    tr { display: grid; grid-template-columns: 80px 1fr; gap: var(--space-2); padding-block: var(--space-3); border-block-end: 1px solid var(--border); }
    td, tbody th { border: 0; padding: 0; }
    td[data-cell='image'] { grid-row: span 5; }
    tfoot tr { grid-template-columns: 1fr auto; }
  }
`;

export interface ShoppingTableShellProps extends HTMLAttributes<HTMLElement> {
  /** Placeholder rows while the saved list is being read. */
  loading: boolean;
  /** No rows: the empty state with 'continue shopping' instead of the table. */
  empty: { icon: IconName; title: string; description?: string } | null;
  caption: string;
  /** The column headings, in order. */
  columns: readonly string[];
  /** The body's rows. */
  children: ReactNode;
  /** The table's footer rows (the cart's total). */
  footer?: ReactNode;
  /** 'continue shopping'; LinkProvider's `routes.shop` by default. */
  continueHref?: string | undefined;
  /** 'check out'; `routes.checkout` by default. */
  checkoutHref?: string | undefined;
}

/**
 * What the cart and the wishlist share: loading placeholders, the empty state, and a captioned
 * table with its column headings followed by 'continue shopping' and 'check out'.
 */
export function ShoppingTableShell({ loading, empty, caption, columns, children, footer, continueHref: continueTo, checkoutHref: checkoutTo, ...rest }: ShoppingTableShellProps) {
  const routes = useRoutes();
  const continueHref = continueTo ?? routes.shop;
  const checkoutHref = checkoutTo ?? routes.checkout;
  const t = useT();
  if (loading) {
    return (
      <TableRoot aria-busy="true" {...rest}>
        <span className="sf-visually-hidden">{t('common.loading')}</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={96} shape="rect" />
        ))}
      </TableRoot>
    );
  }
  if (empty) {
    return (
      <EmptyState
        icon={empty.icon}
        title={empty.title}
        description={empty.description}
        action={<ButtonLink href={continueHref}>{t('cart.continueShopping')}</ButtonLink>}
        {...rest}
      />
    );
  }
  return (
    <TableRoot data-rows="" {...rest}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {footer && <tfoot>{footer}</tfoot>}
      </table>
      <div data-buttons="">
        <ButtonLink href={continueHref} variant="outline">
          {t('cart.continueShopping')}
        </ButtonLink>
        <ButtonLink href={checkoutHref}>{t('cart.checkOut')}</ButtonLink>
      </div>
    </TableRoot>
  );
}
