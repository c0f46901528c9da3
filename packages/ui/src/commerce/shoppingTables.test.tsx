import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider } from '../primitives/Link';
import { CartTable } from './CartTable';
import { detailHref, sampleCart, sampleProducts } from './storyData';
import { WishlistTable } from './WishlistTable';

// jsdom parses the theme's large token stylesheet on first render; on a busy shared CPU that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

/** The markup without styled-components' generated class names, which say nothing about the output. */
function markup(element: ReactElement): string {
  // The paths the tables linked to before they took them from LinkProvider's routes.
  const { container, unmount } = render(<LinkProvider routes={{ shop: '/left-sidebar/collection' }}>{element}</LinkProvider>);
  for (const node of container.querySelectorAll('[class]')) {
    const kept = [...node.classList].filter((name) => name.startsWith('sf-'));
    if (kept.length > 0) node.setAttribute('class', kept.join(' '));
    else node.removeAttribute('class');
  }
  // React's generated ids count up across every render of the test run: number them per table.
  const ids = new Map<string, string>();
  const html = container.innerHTML.replace(/_r_[0-9a-z]+_/g, (id) => {
    if (!ids.has(id)) ids.set(id, `_r_${ids.size.toString(36)}_`);
    return ids.get(id) as string;
  });
  unmount();
  return html;
}

const cart = (props: { loading?: boolean; empty?: boolean }) => (
  <CartTable
    lines={props.empty ? [] : sampleCart}
    loading={props.loading}
    productHref={detailHref}
    onIncrement={() => {}}
    onQuantityChange={() => {}}
    onDecrement={() => {}}
    onRemove={() => {}}
  />
);
const wishlist = (props: { loading?: boolean; empty?: boolean }) => (
  <WishlistTable
    items={props.empty ? [] : sampleProducts.slice(4, 7)}
    loading={props.loading}
    productHref={detailHref}
    onRemove={() => {}}
    onMoveToCart={() => {}}
  />
);

describe('the cart and wishlist tables', () => {
  it.each([
    ['cart', 'loading', cart({ loading: true })],
    ['cart', 'empty', cart({ empty: true })],
    ['cart', 'with lines', cart({})],
    ['wishlist', 'loading', wishlist({ loading: true })],
    ['wishlist', 'empty', wishlist({ empty: true })],
    ['wishlist', 'with items', wishlist({})],
  ])('render the same %s markup while %s as before they shared their shell', (_table, _state, element) => {
    expect(markup(element)).toMatchSnapshot();
  });
});
