import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { fr } from '../../i18n/fr';
import { categoryMenu } from '../menu';
import { sampleCategories, sampleMenu } from '../../stories/sampleData';
import { Header, type HeaderProps } from './Header';

const products = [
  { id: 1, name: 'Cotton night suit', href: '/product/1' },
  { id: 2, name: 'Printed night suit', href: '/product/2' },
  { id: 3, name: 'Kids night suit', href: '/product/3' },
];

function WithSearch(props: HeaderProps) {
  const [query, setQuery] = useState('');
  const results = products.filter((p) => p.name.toLowerCase().includes(query.toLowerCase()));
  return (
    <Header
      {...props}
      onSearch={(q) => {
        setQuery(q);
        props.onSearch?.(q);
      }}
      searchResults={results}
    />
  );
}

const meta = {
  title: 'Chrome/Header',
  component: Header,
  args: { menu: sampleMenu(), cartCount: 2, wishlistCount: 1, onSearch: fn(), onSearchSubmit: fn() },
  render: (args) => <WithSearch {...args} />,
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Another brand's store: its name names the home link, announced as '{brandName} home'. */
export const AnotherBrand: Story = {
  args: { brandName: 'Brand X' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Brand X home' })).toHaveTextContent('Brand X');
  },
};

export const LinksEverySubcategory: Story = {
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    for (const sub of sampleCategories.flatMap((category) => category.sub_category)) {
      await expect(within(menu).getByRole('link', { name: sub.name })).toHaveAttribute('href', `/sub-category/${sub.id}`);
    }
  },
};

/** Each category's name leads to a page of all its products (`categoryMenu`'s `categoryHref`). */
export const CategoryPages: Story = {
  args: {
    menu: [
      { label: 'Home', href: '/' },
      ...categoryMenu(sampleCategories, (sub) => `/sub-category/${sub.id}`, (category) => `/category/${category.name.toLowerCase()}`),
    ],
  },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    await expect(within(menu).getByRole('link', { name: 'Women' })).toHaveAttribute('href', '/category/women');
    await expect(within(menu).getByRole('link', { name: 'Kids' })).toHaveAttribute('href', '/category/kids');
  },
};

export const SearchOverlay: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Search' }));
    await userEvent.type(await screen.findByPlaceholderText('Search a Product'), 'kids{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('kids');
    await expect(args.onSearchSubmit).toHaveBeenCalledWith('kids');
    // Enter hands over to the search page and closes the overlay; opened again, it shows live results.
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Search' }));
    await userEvent.type(await screen.findByPlaceholderText('Search a Product'), 'kids');
    await expect(screen.getByRole('link', { name: 'Kids night suit' })).toHaveAttribute('href', '/product/3');
  },
};

/** More match than the overlay shows: its list ends with a link to the search page of them all. */
export const SearchSeeAll: Story = {
  args: { searchTotal: 24, searchAllHref: '/pages/search?q=kids' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Search' }));
    await userEvent.type(await screen.findByPlaceholderText('Search a Product'), 'kids');
    await expect(screen.getByRole('link', { name: 'See all 24 results' })).toHaveAttribute('href', '/pages/search?q=kids');
    await expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent('24 products found');
  },
};

/**
 * A typo: the overlay offers the searches that complete or correct the words typed, each leading to
 * its search page, and says what its matches were found for.
 */
export const SearchSuggestions: Story = {
  args: {
    searchResults: products,
    searchTotal: 3,
    searchCorrectedQuery: 'night suit',
    searchSuggestions: ['night suit', 'night suits'].map((text) => ({ text, href: `/pages/search?q=${encodeURIComponent(text)}` })),
  },
  render: (args) => <Header {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Search' }));
    await userEvent.type(await screen.findByPlaceholderText('Search a Product'), 'nigth suit');
    const suggestions = screen.getByRole('navigation', { name: 'Suggestions' });
    await expect(within(suggestions).getByRole('link', { name: 'night suit' })).toHaveAttribute('href', '/pages/search?q=night%20suit');
    await expect(within(suggestions).getAllByRole('link')).toHaveLength(2);
    await expect(screen.getByRole('region', { name: 'Search results' })).toHaveTextContent('Showing results for "night suit".');
  },
};

export const SearchWithoutResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Search' }));
    await userEvent.type(await screen.findByPlaceholderText('Search a Product'), 'zzz');
    const results = screen.getByRole('region', { name: 'Search results' });
    await expect(within(results).getByText('No products found')).toBeVisible();
    // Read out too: the overlay's status says it.
    await expect(within(screen.getByRole('dialog')).getByRole('status')).toHaveTextContent('No products found');
  },
};

export const MobileDrawer: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const Counts: Story = { args: { cartCount: 12, wishlistCount: 3, compareCount: 2 } };

export const WithoutCategories: Story = { args: { menu: sampleMenu(undefined, []) } };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Dark: Story = { globals: { colorMode: 'dark' } };

export const French: Story = { args: { menu: sampleMenu((id) => fr[id]) }, globals: { locale: 'fr' } };
