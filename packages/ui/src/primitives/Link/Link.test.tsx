import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginForm } from '../../content/LoginForm';
import { CartTable } from '../../commerce/CartTable';
import { defaultRoutes, Link, LinkProvider, type RouterLinkProps, useRoutes } from './Link';

function Routes() {
  const routes = useRoutes();
  return <output>{`${routes.shop} ${routes.cart} ${routes.product(7)}`}</output>;
}

function FakeRouterLink({ to, ...rest }: RouterLinkProps) {
  return <a href={`#router${to}`} {...rest} />;
}

describe('Link and LinkProvider', () => {
  it('gives conventional paths until the store gives its own, which merge over them and over an outer provider', () => {
    const { rerender } = render(<Routes />);
    expect(screen.getByRole('status')).toHaveTextContent('/shop /cart /products/7');
    rerender(
      <LinkProvider routes={{ shop: '/collections/all', product: (id) => `/p/${id}` }}>
        <LinkProvider routes={{ cart: '/basket' }}>
          <Routes />
        </LinkProvider>
      </LinkProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('/collections/all /basket /p/7');
    expect(defaultRoutes.cart).toBe('/cart');
  });

  it("sends the components' own links to the store's paths", () => {
    render(
      <LinkProvider routes={{ shop: '/collections/all', forgotPassword: '/account/reset', register: '/account/new' }}>
        <CartTable lines={[]} productHref={() => '/'} onIncrement={() => {}} onDecrement={() => {}} onQuantityChange={() => {}} onRemove={() => {}} />
        <LoginForm />
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'continue shopping' })).toHaveAttribute('href', '/collections/all');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/account/reset');
    expect(screen.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/account/new');
  });

  it("navigates with the router's link component, and leaves external links to the browser", () => {
    render(
      <LinkProvider component={FakeRouterLink}>
        <Link href="/cart">Cart</Link>
        <Link href="mailto:hello@shop.example">Mail</Link>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '#router/cart');
    expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', 'mailto:hello@shop.example');
  });
});
