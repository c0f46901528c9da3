import type { MessageId } from '../i18n/en';

/** A page the landing page links to, with the dictionary key of its label. */
export interface LandingLink {
  href: string;
  labelId: MessageId;
}

export const demoSlugs = ['fashion', 'pets', 'watch', 'kids', 'vegetables', 'beauty', 'electronic', 'furniture'] as const;
export type DemoSlug = (typeof demoSlugs)[number];

/** The demo home layouts (routed by the store to homes built from each theme's demo products). */
export const demoHomes: readonly (LandingLink & { slug: DemoSlug })[] = demoSlugs.map((slug) => ({
  slug,
  href: `/${slug}`,
  labelId: `landing.demo.${slug}` as MessageId,
}));

/** The ten product detail layouts of the spec's route table, shown with product 1. */
export const landingProductLayoutLinks: readonly LandingLink[] = [
  { href: '/left-sidebar/product/1', labelId: 'landing.layout.leftSidebar' },
  { href: '/right-sidebar/product/1', labelId: 'landing.layout.rightSidebar' },
  { href: '/no-sidebar/product/1', labelId: 'landing.layout.noSidebar' },
  { href: '/col-left/product/1', labelId: 'landing.layout.colLeft' },
  { href: '/col-right/product/1', labelId: 'landing.layout.colRight' },
  { href: '/accordian/product/1', labelId: 'landing.layout.accordion' },
  { href: '/column/product/1', labelId: 'landing.layout.column' },
  { href: '/product/1', labelId: 'landing.layout.gallery' },
  { href: '/right-image/product/1', labelId: 'landing.layout.rightImage' },
  { href: '/vertical/product/1', labelId: 'landing.layout.vertical' },
];

/** The five collection layouts. */
export const shopLayouts: readonly LandingLink[] = [
  { href: '/left-sidebar/collection', labelId: 'landing.layout.leftSidebar' },
  { href: '/right-sidebar/collection', labelId: 'landing.layout.rightSidebar' },
  { href: '/no-sidebar/collection', labelId: 'landing.layout.noSidebar' },
  { href: '/full-width/collection', labelId: 'landing.layout.fullWidth' },
  { href: '/metro/collection', labelId: 'landing.layout.metro' },
];

/** The other pages: static pages, forms and shopping screens. */
export const otherPages: readonly LandingLink[] = [
  { href: '/about-us', labelId: 'landing.page.aboutUs' },
  { href: '/quality', labelId: 'landing.page.quality' },
  { href: '/contact', labelId: 'landing.page.contact' },
  { href: '/inquiry', labelId: 'landing.page.inquiry' },
  { href: '/cart', labelId: 'landing.page.cart' },
  { href: '/wishlist', labelId: 'landing.page.wishlist' },
  { href: '/compare', labelId: 'landing.page.compare' },
  { href: '/checkout', labelId: 'landing.page.checkout' },
  { href: '/pages/lookbook', labelId: 'landing.page.lookbook' },
  { href: '/pages/login', labelId: 'landing.page.login' },
  { href: '/pages/register', labelId: 'landing.page.register' },
  { href: '/pages/forget-password', labelId: 'landing.page.forgetPassword' },
  { href: '/pages/dashboard', labelId: 'landing.page.dashboard' },
  { href: '/pages/search', labelId: 'landing.page.search' },
  { href: '/pages/collection', labelId: 'landing.page.collection' },
  { href: '/pages/faq', labelId: 'landing.page.faq' },
  { href: '/pages/404', labelId: 'landing.page.404' },
];

/** The three blog pages. */
export const blogPages: readonly LandingLink[] = [
  { href: '/blog/right-sidebar', labelId: 'landing.page.blogRight' },
  { href: '/blog/blog-page', labelId: 'landing.page.blogLeft' },
  { href: '/blog/details', labelId: 'landing.page.blogDetails' },
];
