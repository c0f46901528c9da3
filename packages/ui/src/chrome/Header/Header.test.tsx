import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LinkProvider } from '../../primitives/Link';
import { sampleMenu } from '../../stories/sampleData';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { Header } from './Header';

/** A matchMedia that answers min-width queries from window.innerWidth and tells listeners on resize. */
function widthMedia(query: string): MediaQueryList {
  const minWidth = Number(/\(min-width: ([\d.]+)px\)/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY);
  const listeners = new Map<EventListenerOrEventListenerObject, () => void>();
  return {
    media: query,
    get matches() {
      return window.innerWidth >= minWidth;
    },
    addEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
      const onResize = () => (typeof listener === 'function' ? listener(new Event('change')) : listener.handleEvent(new Event('change')));
      listeners.set(listener, onResize);
      window.addEventListener('resize', onResize);
    },
    removeEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
      const onResize = listeners.get(listener);
      if (onResize) window.removeEventListener('resize', onResize);
    },
  } as MediaQueryList;
}

const scrollTo = (y: number, width: number) => {
  Object.assign(window, { scrollY: y, innerWidth: width });
  act(() => {
    fireEvent(window, new Event('resize'));
    fireEvent.scroll(window);
  });
};

afterEach(() => {
  scrollTo(0, 1024);
  vi.unstubAllGlobals();
});

describe('Header', () => {
  it("names the home link after the shop: the spec's by default, another brand's when given, also with an image logo", () => {
    const { unmount } = render(<Header menu={[]} />);
    expect(screen.getByRole('link', { name: 'Night Suits home' })).toHaveTextContent('Night Suits');
    unmount();
    render(<Header menu={[]} brandName="Brand X" logo={<img src="/brand-x.svg" alt="" />} />);
    expect(screen.getByRole('link', { name: 'Brand X home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: /Night Suits/ })).toBeNull();
  });

  it('shows the menu it is given in order: links, and the links of each group under its label', () => {
    render(
      <ThemeRoot>
        <Header menu={sampleMenu()} />
      </ThemeRoot>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Night Suits', '/sub-category/1'],
      ['T-Shirts', '/sub-category/2'],
      ['Kurtis', '/sub-category/5'],
      ['Kids Night Suits', '/sub-category/7'],
      ['About Us', '/about-us'],
      ['Quality', '/quality'],
      ['Contact', '/contact'],
      ['Inquiry', '/inquiry'],
    ]);
    expect(within(nav).getByText('Women')).toHaveAttribute('data-group-label');
  });

  it("links the logo and the counts to the store's own paths when LinkProvider gives them", () => {
    render(
      <LinkProvider routes={{ home: '/en', cart: '/basket', wishlist: '/saved', compare: '/side-by-side' }}>
        <Header menu={[]} cartCount={1} wishlistCount={2} compareCount={3} />
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Night Suits home' })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toHaveAttribute('href', '/basket');
    expect(screen.getByRole('link', { name: 'Wishlist, 2 items' })).toHaveAttribute('href', '/saved');
    expect(screen.getByRole('link', { name: 'Compare, 3 items' })).toHaveAttribute('href', '/side-by-side');
  });

  it('becomes fixed after 300px of scroll, but not under 576px wide', () => {
    vi.stubGlobal('matchMedia', widthMedia);
    render(<Header menu={[]} />);
    const bar = screen.getByRole('banner');
    scrollTo(299, 1024);
    expect(bar).not.toHaveAttribute('data-fixed');
    scrollTo(301, 1024);
    expect(bar).toHaveAttribute('data-fixed');
    scrollTo(301, 575);
    expect(bar).not.toHaveAttribute('data-fixed');
  });

  it('names the cart and wishlist links with their counts', () => {
    render(<Header menu={[]} cartCount={3} wishlistCount={0} />);
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Wishlist, 0 items' })).toHaveAttribute('href', '/wishlist');
  });

  it('searches as the user types and submits on Enter in the overlay', async () => {
    const onSearch = vi.fn();
    const onSearchSubmit = vi.fn();
    render(<Header menu={[]} onSearch={onSearch} onSearchSubmit={onSearchSubmit} searchResults={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.type(await screen.findByPlaceholderText('Search a Product'), 'suit{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('suit');
    expect(onSearchSubmit).toHaveBeenCalledWith('suit');
    // Enter hands over to the search page, so the overlay closes.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says how many products the typed query found, and forgets the query once closed', async () => {
    const result = (id: number) => ({ id, name: `Suit ${id}`, href: `/product/${id}` });
    const { rerender } = render(<Header menu={[]} searchResults={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const status = within(await screen.findByRole('dialog')).getByRole('status');
    expect(status).toHaveTextContent('');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'zz');
    expect(status).toHaveTextContent('No products found');
    rerender(<Header menu={[]} searchResults={[result(1)]} />);
    expect(status).toHaveTextContent('1 product found');
    rerender(<Header menu={[]} searchResults={[result(1), result(2), result(3)]} />);
    expect(status).toHaveTextContent('3 products found');
    expect(screen.queryByRole('link', { name: /^See all/ })).toBeNull();
    // The first few of more: the total is said, and the list ends with the way to them all.
    rerender(<Header menu={[]} searchResults={[result(1), result(2), result(3)]} searchTotal={24} searchAllHref="/pages/search?q=zz" />);
    expect(status).toHaveTextContent('24 products found');
    expect(screen.getByRole('link', { name: 'See all 24 results' })).toHaveAttribute('href', '/pages/search?q=zz');
    // A large catalogue's count is written as the language groups digits.
    rerender(<Header menu={[]} searchResults={[result(1), result(2), result(3)]} searchTotal={20451} searchAllHref="/pages/search?q=zz" />);
    expect(status).toHaveTextContent('20,451 products found');
    expect(screen.getByRole('link', { name: 'See all 20,451 results' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  });

  it('offers the searches that complete or correct the typed words, and says what the results were found for', async () => {
    const suggestion = (text: string) => ({ text, href: `/pages/search?q=${text}` });
    const suggestions = [suggestion('kurti'), suggestion('kurtis')];
    const { rerender } = render(<Header menu={[]} searchResults={[]} searchSuggestions={suggestions} />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog');
    // Nothing typed yet: nothing to complete.
    expect(within(dialog).queryByRole('navigation', { name: 'Suggestions' })).toBeNull();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'Kurti');
    // The suggestion that reads as typed is left out.
    const offered = within(dialog).getByRole('navigation', { name: 'Suggestions' });
    expect(within(offered).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['kurtis', '/pages/search?q=kurtis']]);
    expect(within(dialog).queryByText(/^Showing results for/)).toBeNull();
    rerender(<Header menu={[]} searchResults={[{ id: 1, name: 'Kurti 1', href: '/product/1' }]} searchSuggestions={suggestions} searchCorrectedQuery="kurti" />);
    expect(within(dialog).getByRole('region', { name: 'Search results' })).toHaveTextContent('Showing results for "kurti".');
    // A suggestion is a way to its search page: following it closes the overlay.
    await userEvent.click(within(offered).getByRole('link', { name: 'kurtis' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("links a group's label to its page when the group has one, in the bar and in the drawer", async () => {
    const menu = [{ label: 'Women', href: '/category/women', links: [{ label: 'Kurtis', href: '/sub-category/5' }] }];
    render(<Header menu={menu} />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/category/women', '/sub-category/5']);
    expect(within(nav).queryByText('Women')).not.toHaveAttribute('data-group-label');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu', hidden: true }));
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    await userEvent.click(within(within(drawer).getByRole('heading', { name: 'Women' })).getByRole('link', { name: 'Women' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the mobile drawer with every menu link', async () => {
    render(<Header menu={sampleMenu()} />);
    // jsdom applies no media queries, so the toggle counts as hidden (it shows only under 1200px).
    await userEvent.click(screen.getByRole('button', { name: 'Open menu', hidden: true }));
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(within(drawer).getByRole('link', { name: 'Kurtis' })).toHaveAttribute('href', '/sub-category/5');
    await userEvent.click(within(drawer).getByRole('link', { name: 'Kurtis' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives the focus back to the menu button when the drawer closes', async () => {
    render(<Header menu={sampleMenu()} />);
    const button = screen.getByRole('button', { name: 'Open menu', hidden: true });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await screen.findByRole('dialog', { name: 'Main menu' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('puts drawerExtras in the drawer only, after the extras', async () => {
    render(<Header menu={sampleMenu()} extras={<button type="button">Extra</button>} drawerExtras={<button type="button">Drawer only</button>} />);
    expect(screen.queryByRole('button', { name: 'Drawer only', hidden: true })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu', hidden: true }));
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(within(drawer).getAllByRole('button', { name: /Extra|Drawer only/ }).map((button) => button.textContent)).toEqual(['Extra', 'Drawer only']);
  });

  it('starts with a skip link that moves focus to the main content', async () => {
    render(
      <>
        <Header menu={sampleMenu()} />
        <main id="main">
          <h1>Page</h1>
        </main>
      </>,
    );
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
