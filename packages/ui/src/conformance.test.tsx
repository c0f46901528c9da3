import type { Product } from '@storefront/api-client';
import { seedBanners, seedBlogPosts, seedFaq, seedLookbooks } from '@storefront/api-client/seed';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { type ComponentType, createRef, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { sampleCart, sampleProduct, sampleProducts } from './commerce/storyData';
import * as forms from './forms';
import * as ui from './index';
import { sampleDetails, sampleMenu } from './stories/sampleData';

/**
 * One conformance test over every component the package exports (the main entry and the forms),
 * as Mantine's shared tests run over each of its components: a default render is axe clean, and
 * the component passes `className` and other attributes (id, data-*, aria-*...) to its root element,
 * and forwards a ref to it where the component is one element a store may measure or focus.
 */

interface Case {
  /** The component with its required props (and any that make a default render meaningful). */
  render: (extra: Record<string, unknown>) => ReactElement;
  /** Forwards its ref to the root element. */
  ref?: boolean;
  /** Where the root element is, when it is not the first element rendered (a form control, a portal's content). */
  root?: () => Element | null;
  /** Why the component has no root element of its own to take attributes, when it has none. */
  noRoot?: string;
}

const noop = () => {};
const asyncNoop = async () => {};
const product = sampleProduct;
const href = (item: Pick<Product, 'id'>) => `/product/${item.id}`;
const portalled = () => screen.getByRole('dialog');
const control = (role: string) => () => screen.getByRole(role);
/** Renders `Component` with `props` and the extra attributes under test. */
function of<P extends object>(Component: ComponentType<P>, props: P, extra: Partial<Case> = {}): Case {
  return { render: (more) => <Component {...props} {...more} />, ...extra };
}

const cases: Record<string, Case> = {
  // Set-up
  ThemeRoot: of(ui.ThemeRoot, { children: <p>Shop</p> }),
  StaticStylesThemeRoot: of(ui.StaticStylesThemeRoot, { children: <p>Shop</p> }),
  Link: of(ui.Link, { href: '/cart', children: 'Cart' }, { ref: true }),
  // Primitives
  Accordion: of(ui.Accordion, { items: [{ value: 'a', title: 'Delivery', content: 'In 5 days' }] }, { ref: true }),
  Badge: of(ui.Badge, { variant: 'new' }, { ref: true }),
  Breadcrumbs: of(ui.Breadcrumbs, { items: [{ label: 'Home', href: '/' }, { label: 'Cart' }] }, { ref: true }),
  Button: of(ui.Button, { children: 'Add to cart' }, { ref: true }),
  ButtonLink: of(ui.ButtonLink, { href: '/cart', children: 'Cart' }, { ref: true }),
  Carousel: of(ui.Carousel, { label: 'Top products', children: [<p key="1">One</p>, <p key="2">Two</p>] }, { ref: true }),
  Checkbox: of(ui.Checkbox, { label: 'Free shipping' }, { ref: true, root: control('checkbox') }),
  ColorSwatch: of(ui.ColorSwatch, { color: 'yellow', label: 'yellow' }, { ref: true }),
  Container: of(ui.Container, { children: <p>Content</p> }, { ref: true }),
  EmptyState: of(ui.EmptyState, { title: 'Cart is Empty' }, { ref: true }),
  Grid: of(ui.Grid, { columns: 2, children: [<p key="1">One</p>, <p key="2">Two</p>] }, { ref: true }),
  Icon: of(ui.Icon, { name: 'cart', title: 'Cart' }, { ref: true }),
  IconButton: of(ui.IconButton, { label: 'Add to wishlist', icon: 'heart' }, { ref: true }),
  LoaderOverlay: of(ui.LoaderOverlay, { visible: true, scope: 'container' }, { ref: true }),
  Price: of(ui.Price, { amount: 72, original: 145 }, { ref: true }),
  QuantityStepper: of(ui.QuantityStepper, { value: 1, onChange: noop }, { ref: true }),
  Radio: of(ui.Radio, { label: 'Stripe', name: 'payment', value: 'stripe' }, { ref: true, root: control('radio') }),
  RadioGroup: of(ui.RadioGroup, { legend: 'Payment', children: <ui.Radio label="Stripe" name="payment" value="stripe" /> }, { ref: true }),
  Rating: of(ui.Rating, { value: 4 }, { ref: true }),
  Select: of(ui.Select, { label: 'Sort by', options: [{ value: 'new', label: 'Newest' }] }, { ref: true, root: control('combobox') }),
  Skeleton: of(ui.Skeleton, {}, { ref: true }),
  Spinner: of(ui.Spinner, {}, { ref: true }),
  Tabs: of(ui.Tabs, { label: 'Details', items: [{ value: 'a', label: 'Description', content: 'Soft cotton' }] }, { ref: true }),
  TextArea: of(ui.TextArea, { label: 'Message' }, { ref: true, root: control('textbox') }),
  TextField: of(ui.TextField, { label: 'Email' }, { ref: true, root: control('textbox') }),
  Toaster: of(ui.Toaster, {}, { noRoot: "sonner draws the toasts' region itself, and a list only while a toast shows" }),
  // The shop's frame
  Header: of(ui.Header, { menu: sampleMenu(), cartCount: 1 }),
  Footer: of(ui.Footer, { links: sampleMenu(), details: sampleDetails }),
  BackToTop: of(ui.BackToTop, {}),
  LanguageSwitcher: of(ui.LanguageSwitcher, { locale: 'en', onLocaleChange: noop }),
  TemplateSettings: of(ui.TemplateSettings, { theme: 'color1', onThemeChange: noop, colorMode: 'light', onColorModeChange: noop, dir: 'ltr', onDirChange: noop }),
  // Commerce
  ProductBox: of(ui.ProductBox, { product, href: href(product) }),
  ProductBoxSkeleton: of(ui.ProductBoxSkeleton, {}),
  ProductDescription: of(ui.ProductDescription, { html: '<p>Soft cotton</p>' }),
  ProductGallery: of(ui.ProductGallery, { name: product.name, pictures: product.pictures }),
  ProductImages: of(ui.ProductImages, { name: product.name, images: product.pictures }),
  ProductInfo: of(ui.ProductInfo, { product }),
  QuickView: of(ui.QuickView, { product, onOpenChange: noop }, { root: portalled }),
  CartTable: of(ui.CartTable, { lines: sampleCart, productHref: href, onIncrement: noop, onDecrement: noop, onQuantityChange: noop, onRemove: noop }),
  WishlistTable: of(ui.WishlistTable, { items: sampleProducts.slice(0, 2), productHref: href, onRemove: noop, onMoveToCart: noop }),
  CompareCarousel: of(ui.CompareCarousel, { items: sampleProducts.slice(0, 2), productHref: href, onAddToCart: noop, onRemove: noop }),
  ActiveFilters: of(ui.ActiveFilters, { filters: [{ id: 'size:XL', label: 'XL', onRemove: noop }], onClearAll: noop }),
  FilterDrawer: of(ui.FilterDrawer, { children: <p>Filters</p> }),
  FilterSidebar: of(ui.FilterSidebar, {
    brands: ['nike'],
    selectedBrands: [],
    onBrandsChange: noop,
    colors: ['pink'],
    color: null,
    onColorChange: noop,
    priceBounds: { min: 0, max: 1000 },
    price: { min: 0, max: 1000 },
    onPriceChange: noop,
  }),
  PriceRangeFilter: of(ui.PriceRangeFilter, { bounds: { min: 0, max: 1000 }, value: { min: 100, max: 900 }, onChange: noop }),
  CollectionToolbar: of(ui.CollectionToolbar, { layout: 'grid', onLayoutChange: noop, perRow: 4, onPerRowChange: noop, sortBy: 'Newest', onSortChange: noop, shown: 5 }),
  SortSelect: of(ui.SortSelect, { value: 'Newest', onChange: noop }, { root: control('combobox') }),
  NoProducts: of(ui.NoProducts, {}),
  ProductGrid: of(ui.ProductGrid, { products: sampleProducts.slice(0, 2), productHref: href }),
  ProductSlider: of(ui.ProductSlider, { title: 'new product', products: sampleProducts.slice(0, 2), productHref: href, autoplay: 0 }),
  BannerSlider: of(ui.BannerSlider, { banners: seedBanners, interval: 0 }),
  PromoBanner: of(ui.PromoBanner, {}),
  ServiceBlocks: of(ui.ServiceBlocks, {}),
  ProductTabs: of(ui.ProductTabs, { product }),
  ProductDetail: of(ui.ProductDetail, { product }),
  OrderSummary: of(ui.OrderSummary, { items: [{ name: product.name, qty: 1, sum: 10 }], total: 10, now: Date.UTC(2026, 10, 22, 12) }),
  VariantSelect: of(ui.VariantSelect, { name: product.name, variants: product.variants, value: null, onChange: noop }, { root: control('combobox') }),
  // Content
  NotFound: of(ui.NotFound, {}),
  AboutUs: of(ui.AboutUs, {}),
  BlogCard: of(ui.BlogCard, { post: seedBlogPosts[0] as (typeof seedBlogPosts)[number] }),
  BlogDetail: of(ui.BlogDetail, { post: seedBlogPosts[0] as (typeof seedBlogPosts)[number] }),
  BlogList: of(ui.BlogList, { posts: seedBlogPosts }),
  BlogSidebar: of(ui.BlogSidebar, { recent: seedBlogPosts.slice(0, 2), popular: seedBlogPosts.slice(2, 4) }),
  Dashboard: of(ui.Dashboard, { name: 'Asha Rao', email: 'asha.rao@example.com' }),
  Faq: of(ui.Faq, { items: seedFaq }),
  Lookbook: of(ui.Lookbook, { lookbooks: seedLookbooks }),
  Quality: of(ui.Quality, {}),
  // Landing page
  CoreFeatures: of(ui.CoreFeatures, {}),
  DemoGrid: of(ui.DemoGrid, {}),
  EmailTemplates: of(ui.EmailTemplates, {}),
  LandingFeatures: of(ui.LandingFeatures, {}),
  LandingFooter: of(ui.LandingFooter, {}),
  LandingHero: of(ui.LandingHero, {}),
  LandingPage: of(ui.LandingPage, {}, { root: () => screen.getByRole('main') }),
  LayoutTabs: of(ui.LayoutTabs, {}),
  // Forms
  CheckoutForm: of(forms.CheckoutForm, { lines: sampleCart, onSubmit: asyncNoop }),
  ContactForm: of(forms.ContactForm, { onSubmit: asyncNoop }),
  InquiryForm: of(forms.InquiryForm, { onSubmit: asyncNoop }),
  NewsletterForm: of(forms.NewsletterForm, { onSubmit: asyncNoop }),
  SendOutcome: of(forms.SendOutcome, { status: 'sent' }),
  LoginForm: of(forms.LoginForm, {}),
  RegisterForm: of(forms.RegisterForm, {}),
  ForgetPasswordForm: of(forms.ForgetPasswordForm, {}),
  SearchForm: of(forms.SearchForm, { onSearch: noop }),
  CommentForm: of(forms.CommentForm, {}),
  ReviewForm: of(forms.ReviewForm, {}),
};

/** Exports that are not components drawn on the page: providers, and the dialog's parts (tested below). */
const notDrawn = ['LinkProvider', 'SwatchColorsProvider', 'ThemedPortalContent', 'Dialog'];

const componentNames = (entry: Record<string, unknown>) => Object.keys(entry).filter((name) => /^[A-Z]/.test(name) && !notDrawn.includes(name));

/** Renders in a ThemeRoot (its wrapper is the first element), and finds the component's root element. */
function renderCase(name: string, test: Case, extra: Record<string, unknown> = {}) {
  const result = render(name.endsWith('ThemeRoot') ? test.render(extra) : <ui.ThemeRoot>{test.render(extra)}</ui.ThemeRoot>);
  const wrapper = result.container.firstElementChild;
  const root = test.root ? test.root() : name.endsWith('ThemeRoot') ? wrapper : (wrapper?.firstElementChild ?? null);
  return { ...result, root };
}

async function axeViolations(element: Element) {
  // Contrast needs a real layout: contrast.test.ts checks every pair and the story tests run axe in Chromium.
  const { violations } = await axe.run(element, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('every exported component', () => {
  it('has a conformance case here, and every case is an exported component', () => {
    expect([...componentNames(ui), ...componentNames(forms)].sort()).toEqual(Object.keys(cases).sort());
  });

  for (const [name, test] of Object.entries(cases)) {
    describe(name, () => {
      if (!test.noRoot) {
        it('passes className and other attributes to its root element', () => {
          const { root } = renderCase(name, test, { className: 'conformance-class', id: 'conformance-id', 'data-conformance': 'rest' });
          expect(root).toHaveClass('conformance-class');
          expect(root).toHaveAttribute('id', 'conformance-id');
          expect(root).toHaveAttribute('data-conformance', 'rest');
        });
      }

      if (test.ref) {
        it('forwards its ref to its root element', () => {
          const ref = createRef<Element>();
          const { root } = renderCase(name, test, { ref });
          expect(ref.current).toBeInstanceOf(Element);
          expect(ref.current).toBe(root);
        });
      }

      it('renders with no axe violation', async () => {
        const { container } = renderCase(name, test);
        expect(await axeViolations(test.root ? document.body : container)).toEqual([]);
      });
    });
  }
});

describe('Dialog.Content', () => {
  it('passes className, attributes and its ref to the dialog, and an open dialog has no axe violation', async () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <ui.Dialog.Root defaultOpen>
        <ui.Dialog.Content ref={ref} className="conformance-class" data-conformance="rest">
          <ui.Dialog.Header>
            <ui.Dialog.Title>Size guide</ui.Dialog.Title>
            <ui.Dialog.Description>Measure your chest</ui.Dialog.Description>
          </ui.Dialog.Header>
          <ui.Dialog.Footer>
            <ui.Dialog.Close>
              <ui.Button>Done</ui.Button>
            </ui.Dialog.Close>
          </ui.Dialog.Footer>
        </ui.Dialog.Content>
      </ui.Dialog.Root>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Size guide' });
    expect(dialog).toHaveClass('conformance-class');
    expect(dialog).toHaveAttribute('data-conformance', 'rest');
    expect(ref.current).toBe(dialog);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
