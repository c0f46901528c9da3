import { type HTMLAttributes, type MouseEvent, type ReactNode, Suspense, useState } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Icon } from '../../primitives/Icon';
import { IconButton } from '../../primitives/IconButton';
import { Link, useRoutes } from '../../primitives/Link';
import { DEFAULT_BRAND, isMenuGroup, type MenuItem } from '../menu';
import { useScrollPast } from '../../shared/useScrollPast';
import { lazyWithPreload } from '../../shared/lazyWithPreload';
import type { SearchResult, SearchSuggestion } from './SearchOverlay';
import { useMediaQuery } from '../../shared/useMediaQuery';
import { atLeast, narrowerThan } from '../../theme/media';

// The drawer and the search overlay (with Radix's dialog) load when the shopper reaches for their buttons.
const MenuDrawer = lazyWithPreload(() => import('./MenuDrawer').then((module) => module.MenuDrawer));
const SearchOverlay = lazyWithPreload(() => import('./SearchOverlay').then((module) => module.SearchOverlay));

export interface HeaderProps extends HTMLAttributes<HTMLElement> {
  /**
   * The menu: links, and groups of links shown under their label (`categoryMenu` makes one group
   * per category). In the bar from 1200px, in the menu button's drawer under that.
   */
  menu: readonly MenuItem[];
  /** The shop's name: the home link's accessible name ('{brand} home') and its text without a logo. */
  brandName?: string;
  /** The logo; the shop's name in text by default. An image logo needs no alt text of its own. */
  logo?: ReactNode;
  /**
   * Counts shown on the cart, wishlist and compare links (to LinkProvider's `routes`); a link is
   * hidden when its count is undefined.
   */
  cartCount?: number;
  wishlistCount?: number;
  compareCount?: number;
  /** Called as the user types in the search overlay. */
  onSearch?: (query: string) => void;
  /** Called when the user presses Enter in the search overlay. */
  onSearchSubmit?: (query: string) => void;
  /** Live results for the search overlay. */
  searchResults?: readonly SearchResult[];
  /** How many products match the search in all, and the page of them all ('See all N results'). */
  searchTotal?: number;
  searchAllHref?: string;
  /** Searches completing or correcting what is typed, each a link to its search page. */
  searchSuggestions?: readonly SearchSuggestion[];
  /** What the live results were found for when the search corrected what was typed. */
  searchCorrectedQuery?: string;
  /** Extra controls at the end of the bar (LanguageSwitcher, account link); in the menu's drawer under 1200px. */
  extras?: ReactNode;
  /** Controls for the menu's drawer only, after the extras (TemplateSettings with `trigger="button"`). */
  drawerExtras?: ReactNode;
  /** The id of the page's `<main>`: the skip link, the first keyboard stop, leads there. */
  mainId?: string;
}

/** Moves focus to the main content (made focusable for it), as the link's #id would without a router. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>, mainId: string) {
  const main = document.getElementById(mainId);
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus(); // which scrolls it into view
}

/** The spec's sticky header: fixed after 300px of scroll, but never on a phone (under `sm`). */
const STICKY_OFFSET = 300;

const Bar = styled.header`
  position: relative;
  z-index: var(--z-header);
  background: var(--surface);
  border-block-end: 1px solid var(--border);
  &[data-fixed] {
    position: sticky;
    inset-block-start: 0;
    box-shadow: var(--shadow);
  }
  @media ${narrowerThan('sm')} {
    &[data-fixed] { position: relative; box-shadow: none; }
  }
`;

/** The first stop for the keyboard: out of sight until focused. */
const SkipLink = styled.a`
  position: absolute;
  inset-block-start: var(--space-2);
  inset-inline-start: var(--space-2);
  z-index: 1;
  padding: var(--space-2) var(--space-3);
  border-radius: var(--radius-1);
  background: var(--surface-raised);
  color: var(--text);
  box-shadow: var(--shadow);
  &:not(:focus) { inline-size: 1px; block-size: 1px; padding: 0; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-4);
  max-inline-size: var(--container-max);
  margin-inline: auto;
  padding-block: var(--space-3);
  padding-inline: var(--space-4);
  @media ${narrowerThan('sm')} {
    gap: var(--space-2);
    padding-inline: var(--space-3);
  }
`;

const Logo = styled(Link)`
  font-weight: 800;
  font-size: var(--font-size-5);
  color: var(--accent-11);
  text-decoration: none;
  white-space: nowrap;
  @media ${narrowerThan('sm')} { font-size: var(--font-size-4); }
`;

const MenuToggle = styled.div`
  display: none;
  @media ${narrowerThan('xl')} { display: block; }
`;

const DesktopNav = styled.nav`
  flex: 1;
  @media ${narrowerThan('xl')} { display: none; }
`;

const MenuList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-1) var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
  > li { position: relative; }
  a, [data-group-label] {
    display: inline-block;
    padding-block: var(--space-2);
    color: var(--text);
    text-decoration: none;
    font-weight: 600;
    text-transform: uppercase;
    font-size: var(--font-size-2);
  }
  a:hover { color: var(--accent-11); }
  [data-group-label] { cursor: default; }
`;

/** A category's subcategory links: shown on hover or keyboard focus, always in the accessibility tree. */
const Submenu = styled.ul`
  position: absolute;
  inset-block-start: 100%;
  inset-inline-start: 0;
  z-index: 1;
  display: grid;
  min-inline-size: 200px;
  margin: 0;
  padding: var(--space-2);
  list-style: none;
  background: var(--surface-raised);
  border: 1px solid var(--border);
  border-radius: var(--radius-1);
  box-shadow: var(--shadow);
  opacity: 0;
  transform: translateY(4px);
  pointer-events: none;
  transition: opacity var(--duration-fast), transform var(--duration-fast);
  li:hover > &, li:focus-within > & { opacity: 1; transform: none; pointer-events: auto; }
  a { display: block; padding-inline: var(--space-2); text-transform: none; font-weight: 400; }
`;

/**
 * Search and the counts. A phone's bar keeps search and the cart: the wishlist and compare links
 * (under 576px) and the extras (under 1200px, with the menu) move into the menu's drawer, so the
 * bar fits a 320px screen.
 */
const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-1);
  margin-inline-start: auto;
  @media ${narrowerThan('sm')} { [data-in-drawer-when-narrow] { display: none; } }
`;

const BarExtras = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-1);
  @media ${narrowerThan('xl')} { display: none; }
`;

const CountLink = styled(Link)`
  position: relative;
  display: inline-grid;
  place-items: center;
  inline-size: 44px;
  block-size: 44px;
  border-radius: var(--radius-full);
  color: var(--text);
  font-size: 1.25rem;
  &:hover { background: var(--accent-3); color: var(--accent-11); }
  span {
    position: absolute;
    inset-block-start: -2px;
    inset-inline-end: -2px;
    min-inline-size: 20px;
    block-size: 20px;
    padding-inline: 4px;
    border-radius: var(--radius-full);
    background: var(--accent-9);
    color: var(--accent-contrast);
    font-size: 12px;
    font-weight: 700;
    line-height: 20px;
    text-align: center;
  }
`;

interface CounterProps {
  href: string;
  icon: 'cart' | 'heart' | 'compare';
  label: string;
  count: number;
  /** Left out of the bar under 576px: the drawer lists it. */
  inDrawerWhenNarrow?: boolean;
}

function Counter({ href, icon, label, count, inDrawerWhenNarrow = false }: CounterProps) {
  return (
    <CountLink href={href} aria-label={label} data-in-drawer-when-narrow={inDrawerWhenNarrow ? '' : undefined}>
      <Icon name={icon} />
      {count > 0 && <span aria-hidden="true">{count}</span>}
    </CountLink>
  );
}

/**
 * The shop's header: logo, the store's menu (links, and groups of links under their label), search
 * overlay, wishlist/compare/cart counts; a drawer replaces the menu under 1200px
 * and takes the extras, and under 576px the wishlist and compare links too.
 */
export function Header({
  menu,
  brandName = DEFAULT_BRAND.name,
  logo,
  cartCount,
  wishlistCount,
  compareCount,
  onSearch,
  onSearchSubmit,
  searchResults,
  searchTotal,
  searchAllHref,
  searchSuggestions,
  searchCorrectedQuery,
  extras,
  drawerExtras,
  mainId = 'main',
  ...rest
}: HeaderProps) {
  const t = useT();
  const routes = useRoutes();
  const wideEnoughToStick = useMediaQuery(atLeast('sm'));
  const fixed = useScrollPast(STICKY_OFFSET) && wideEnoughToStick;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  // The drawer lists the wishlist and compare links too: a phone's bar leaves them out.
  const listLinks = [
    { href: routes.wishlist, label: t('header.wishlist', { count: wishlistCount ?? 0 }), count: wishlistCount },
    { href: routes.compare, label: t('header.compare', { count: compareCount ?? 0 }), count: compareCount },
  ];
  const closeDrawer = () => setDrawerOpen(false);
  return (
    <Bar data-fixed={fixed ? '' : undefined} {...rest}>
      <SkipLink href={`#${mainId}`} onClick={(event) => skipToMain(event, mainId)}>
        {t('header.skipToContent')}
      </SkipLink>
      <Inner>
        <MenuToggle>
          <IconButton
            label={t('header.openMenu')}
            icon="menu"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            onPointerEnter={MenuDrawer.preload}
            onFocus={MenuDrawer.preload}
          />
          {drawerOpen && (
            <Suspense fallback={null}>
              <MenuDrawer menu={menu} listLinks={listLinks} extras={extras} drawerExtras={drawerExtras} onClose={closeDrawer} />
            </Suspense>
          )}
        </MenuToggle>
        <Logo href={routes.home} aria-label={t('header.logo', { brand: brandName })}>
          {logo ?? brandName}
        </Logo>
        <DesktopNav aria-label={t('menu.label')}>
          <MenuList>
            {menu.map((item) =>
              isMenuGroup(item) ? (
                <li key={`group:${item.label}`}>
                  {item.href ? <Link href={item.href}>{item.label}</Link> : <span data-group-label="">{item.label}</span>}
                  <Submenu>
                    {item.links.map((link) => (
                      <li key={link.href}>
                        <Link href={link.href}>{link.label}</Link>
                      </li>
                    ))}
                  </Submenu>
                </li>
              ) : (
                <li key={item.href}>
                  <Link href={item.href}>{item.label}</Link>
                </li>
              ),
            )}
          </MenuList>
        </DesktopNav>
        <Actions>
          <IconButton
            label={t('header.search')}
            icon="search"
            onClick={() => setSearchOpen(true)}
            onPointerEnter={SearchOverlay.preload}
            onFocus={SearchOverlay.preload}
          />
          {wishlistCount !== undefined && (
            <Counter href={routes.wishlist} icon="heart" label={t('header.wishlist', { count: wishlistCount })} count={wishlistCount} inDrawerWhenNarrow />
          )}
          {compareCount !== undefined && (
            <Counter href={routes.compare} icon="compare" label={t('header.compare', { count: compareCount })} count={compareCount} inDrawerWhenNarrow />
          )}
          {cartCount !== undefined && <Counter href={routes.cart} icon="cart" label={t('header.cart', { count: cartCount })} count={cartCount} />}
          {extras && <BarExtras>{extras}</BarExtras>}
        </Actions>
      </Inner>
      {searchOpen && (
        <Suspense fallback={null}>
          <SearchOverlay
            onClose={() => setSearchOpen(false)}
            onSearch={onSearch}
            onSubmit={onSearchSubmit}
            results={searchResults}
            total={searchTotal}
            seeAllHref={searchAllHref}
            suggestions={searchSuggestions}
            correctedQuery={searchCorrectedQuery}
          />
        </Suspense>
      )}
    </Bar>
  );
}
