import type { Category } from '@storefront/api-client';
import styled from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Link } from '../../primitives/Link';
import { buildMenu } from '../menu';

export interface HeaderProps {
  categories: readonly Category[];
}

const Bar = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: 10;
  background: var(--surface);
  border-block-end: 1px solid var(--border);
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-4);
  max-inline-size: 1200px;
  margin-inline: auto;
  padding: var(--space-3) var(--space-4);
`;

const Logo = styled(Link)`
  font-weight: 800;
  font-size: 1.25rem;
  color: var(--accent-11);
  text-decoration: none;
`;

const Menu = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2) var(--space-4);
  list-style: none;
  margin: 0;
  padding: 0;
  a { color: var(--text); text-decoration: none; }
  a:hover { color: var(--accent-11); text-decoration: underline; }
`;

/** The shop's header: logo and the menu built from the categories. */
export function Header({ categories }: HeaderProps) {
  const t = useT();
  const menu = buildMenu(categories);
  return (
    <Bar>
      <Inner>
        <Logo href="/" aria-label={t('header.logo')}>
          Night Suits
        </Logo>
        <nav aria-label={t('menu.label')}>
          <Menu>
            <li>
              <Link href={menu.home.href}>{t('menu.home')}</Link>
            </li>
            {menu.groups.flatMap((group) =>
              group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              )),
            )}
            {menu.pages.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.labelId ? t(link.labelId) : link.label}</Link>
              </li>
            ))}
          </Menu>
        </nav>
      </Inner>
    </Bar>
  );
}
