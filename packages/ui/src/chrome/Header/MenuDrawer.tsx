import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Dialog } from '../../primitives/Dialog';
import { Link } from '../../primitives/Link';
import { isMenuGroup, type MenuItem } from '../menu';

export interface MenuDrawerProps {
  menu: readonly MenuItem[];
  /** The wishlist and compare links a phone's bar leaves out; a link with an undefined count is left out here too. */
  listLinks: readonly { href: string; label: string; count: number | undefined }[];
  extras?: ReactNode;
  drawerExtras?: ReactNode;
  onClose: () => void;
}

const DrawerNav = styled.nav`
  ul { display: grid; gap: var(--space-1); margin: 0; padding: 0; list-style: none; }
  ul ul { padding-inline-start: var(--space-4); }
  a { display: block; padding-block: var(--space-2); color: var(--text); text-decoration: none; }
  a:hover { color: var(--accent-11); }
  h3 { margin: 0; padding-block: var(--space-2); font-size: var(--font-size-2); color: var(--text-muted); text-transform: uppercase; }
`;

const DrawerExtras = styled.div`
  margin-block-start: var(--space-4);
  padding-block-start: var(--space-4);
  border-block-start: 1px solid var(--border);
`;

/** The header's menu under `xl`: a drawer from the inline start edge, loaded when it first opens. */
export function MenuDrawer({ menu, listLinks, extras, drawerExtras, onClose }: MenuDrawerProps) {
  const t = useT();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content placement="start">
        <Dialog.Header>
          <Dialog.Title>{t('menu.label')}</Dialog.Title>
        </Dialog.Header>
        <DrawerNav aria-label={t('menu.label')}>
          <ul>
            {menu.map((item) =>
              isMenuGroup(item) ? (
                <li key={`group:${item.label}`}>
                  <h3>
                    {item.href ? (
                      <Link href={item.href} onClick={onClose}>
                        {item.label}
                      </Link>
                    ) : (
                      item.label
                    )}
                  </h3>
                  <ul>
                    {item.links.map((link) => (
                      <li key={link.href}>
                        <Link href={link.href} onClick={onClose}>
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.href}>
                  <Link href={item.href} onClick={onClose}>
                    {item.label}
                  </Link>
                </li>
              ),
            )}
            {listLinks.map(
              ({ href, label, count }) =>
                count !== undefined && (
                  <li key={href}>
                    <Link href={href} onClick={onClose}>
                      {label}
                    </Link>
                  </li>
                ),
            )}
          </ul>
        </DrawerNav>
        {extras && <DrawerExtras>{extras}</DrawerExtras>}
        {drawerExtras && <DrawerExtras>{drawerExtras}</DrawerExtras>}
      </Dialog.Content>
    </Dialog.Root>
  );
}
