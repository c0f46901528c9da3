import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * Every route of the store (React Router framework mode: each file is a route module with its own
 * loader, chunk and, where a page has a form, action). Static paths rank above the dynamic ones, so
 * `/cart` is the cart and `:demo` only catches the single-segment paths no page has; the loaders of
 * the dynamic routes answer 404 for values they do not know.
 */
export default [
  route('landing', 'routes/landing.tsx'),
  // For search engines: answers of their own, without the shop's page around them.
  route('robots.txt', 'routes/robots.tsx'),
  route('sitemap.xml', 'routes/sitemap.tsx'),
  route('sitemaps/:file', 'routes/sitemap-file.tsx'),
  // Header, footer and floating controls around every page; the page boundary inside them keeps
  // them on screen when a page fails or is not found.
  layout('routes/shop-layout.tsx', [
    layout('routes/page-boundary.tsx', [
      index('routes/home.tsx'),
      route(':layout/collection', 'routes/collection.tsx'),
      route('product/:id', 'routes/product.tsx'),
      route(':layout/product/:id', 'routes/product-layout.tsx'),
      route('sub-category/:id', 'routes/subcategory.tsx'),
      route('category/:slug', 'routes/category.tsx'),
      route('pages/search', 'routes/search.tsx'),
      route('cart', 'routes/cart.tsx'),
      route('wishlist', 'routes/wishlist.tsx'),
      route('compare', 'routes/compare.tsx'),
      route('checkout', 'routes/checkout.tsx'),
      route('order-success', 'routes/order-success.tsx'),
      route('contact', 'routes/contact.tsx'),
      route('inquiry', 'routes/inquiry.tsx'),
      route('newsletter', 'routes/newsletter.tsx'),
      route('about-us', 'routes/about-us.tsx'),
      route('quality', 'routes/quality.tsx'),
      route('pages/faq', 'routes/faq.tsx'),
      route('pages/lookbook', 'routes/lookbook.tsx'),
      route('pages/login', 'routes/login.tsx'),
      route('pages/register', 'routes/register.tsx'),
      route('pages/forget-password', 'routes/forget-password.tsx'),
      route('pages/dashboard', 'routes/dashboard.tsx'),
      route('pages/collection', 'routes/collections.tsx'),
      route('blog/details', 'routes/blog-details.tsx'),
      route('blog/:list', 'routes/blog.tsx'),
      // The landing page's theme linked `/pages/contact` and the like: moved for good.
      route('pages/:page', 'routes/theme-path.tsx'),
      route(':demo', 'routes/demo-home.tsx'),
      route('*', 'routes/not-found.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
