import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs';

describe('Breadcrumbs', () => {
  it('links every level but the current page, which is marked current', () => {
    render(<Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Cart', href: '/cart' }]} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/']);
    expect(within(nav).getByText('Cart')).toHaveAttribute('aria-current', 'page');
  });

  it('writes the trail as schema.org BreadcrumbList data with absolute links, which no name can break out of', () => {
    const { container } = render(
      <Breadcrumbs
        items={[{ label: 'Home', href: '/' }, { label: 'Kids', href: '/category/kids' }, { label: '</script><script>alert(1)</script>' }]}
        structuredDataOrigin="https://shop.example"
      />,
    );
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.textContent).not.toContain('</script>');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
        { '@type': 'ListItem', position: 2, name: 'Kids', item: 'https://shop.example/category/kids' },
        { '@type': 'ListItem', position: 3, name: '</script><script>alert(1)</script>' },
      ],
    });
  });

  it('writes no structured data without an origin', () => {
    const { container } = render(<Breadcrumbs items={[{ label: 'Home', href: '/' }]} />);
    expect(container.querySelector('script')).toBeNull();
  });
});
