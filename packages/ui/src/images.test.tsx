import { seedBanners, seedBlogPosts, seedLookbooks } from '@storefront/api-client/seed';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BannerSlider } from './commerce/BannerSlider';
import { CartTable } from './commerce/CartTable';
import { CompareCarousel } from './commerce/CompareCarousel';
import { OrderSummary } from './commerce/OrderSummary';
import { ProductBox } from './commerce/ProductBox';
import { ProductDetail } from './commerce/ProductDetail';
import { ProductGallery, ProductImages } from './commerce/ProductGallery';
import { ProductSlider } from './commerce/ProductSlider';
import { PromoBanner } from './commerce/PromoBanner';
import { productPictures } from './commerce/productView';
import { detailHref, sampleCart, sampleProduct, sampleProducts } from './commerce/storyData';
import { WishlistTable } from './commerce/WishlistTable';
import { AboutUs } from './content/AboutUs';
import { BlogCard } from './content/BlogCard';
import { BlogDetail } from './content/BlogDetail';
import { Lookbook } from './content/Lookbook';
import { DemoGrid } from './landing/DemoGrid';
import { demoImages } from './landing/storyData';

// jsdom parses the theme's large token stylesheet on first render; on a busy shared CPU that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

const [post, ...otherPosts] = seedBlogPosts;
if (!post) throw new Error('seed has no blog post');
const picture = productPictures(sampleProduct)[0] ?? '';

/**
 * Each main component with its pictures, and how many of them may load eagerly: only the picture
 * that is the page's first sight (the first banner, the product's main picture, a post's hero).
 */
const cases: { name: string; element: ReactElement; eager: number }[] = [
  { name: 'ProductBox', element: <ProductBox product={sampleProduct} href={detailHref(sampleProduct)} />, eager: 0 },
  { name: 'ProductSlider', element: <ProductSlider title="top products" products={sampleProducts} productHref={detailHref} autoplay={0} />, eager: 0 },
  { name: 'ProductSlider (side)', element: <ProductSlider title="new product" variant="side" products={sampleProducts} productHref={detailHref} autoplay={0} />, eager: 0 },
  { name: 'ProductGallery', element: <ProductGallery name={sampleProduct.name} pictures={productPictures(sampleProduct)} />, eager: 1 },
  { name: 'ProductImages', element: <ProductImages name={sampleProduct.name} images={productPictures(sampleProduct)} />, eager: 0 },
  { name: 'ProductDetail (column)', element: <ProductDetail product={sampleProduct} layout="column" />, eager: 1 },
  { name: 'BannerSlider', element: <BannerSlider banners={seedBanners} interval={0} />, eager: 1 },
  { name: 'PromoBanner', element: <PromoBanner image={picture} />, eager: 0 },
  { name: 'CartTable', element: <CartTable lines={sampleCart} productHref={detailHref} onIncrement={vi.fn()} onDecrement={vi.fn()} onQuantityChange={vi.fn()} onRemove={vi.fn()} />, eager: 0 },
  { name: 'WishlistTable', element: <WishlistTable items={sampleProducts.slice(4, 7)} productHref={detailHref} onRemove={vi.fn()} onMoveToCart={vi.fn()} />, eager: 0 },
  { name: 'CompareCarousel', element: <CompareCarousel items={sampleProducts.slice(0, 6)} productHref={detailHref} onAddToCart={vi.fn()} onRemove={vi.fn()} />, eager: 0 },
  {
    name: 'OrderSummary',
    element: <OrderSummary items={sampleCart.map((line) => ({ name: line.name, qty: line.qty, sum: line.sum, image: line.pictures[0] }))} total={100} now={0} />,
    eager: sampleCart.length,
  },
  { name: 'BlogCard', element: <BlogCard post={post} />, eager: 0 },
  { name: 'BlogDetail', element: <BlogDetail post={post} gallery={otherPosts.slice(0, 2).map((other) => other.image)} />, eager: 1 },
  { name: 'Lookbook', element: <Lookbook lookbooks={seedLookbooks} />, eager: 0 },
  { name: 'DemoGrid', element: <DemoGrid images={demoImages} />, eager: 0 },
  { name: 'AboutUs', element: <AboutUs image={picture} />, eager: 1 },
];

describe('pictures', () => {
  it.each(cases)('$name: every picture has alt text, its size, async decoding, and loads lazily below the fold', ({ element, eager }) => {
    const { container } = render(element);
    const images = [...container.querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      // alt="" is right for pictures beside their product's or post's name; it must be there.
      expect(image.hasAttribute('alt'), image.outerHTML).toBe(true);
      // Width and height give the box its aspect ratio before the file arrives: no layout shift.
      expect(Number(image.getAttribute('width')), image.outerHTML).toBeGreaterThan(0);
      expect(Number(image.getAttribute('height')), image.outerHTML).toBeGreaterThan(0);
      expect(image.getAttribute('decoding'), image.outerHTML).toBe('async');
      // A responsive source set needs sizes, or the browser assumes the full viewport width.
      if (image.hasAttribute('srcset')) expect(image.getAttribute('sizes'), image.outerHTML).toBeTruthy();
    }
    const notLazy = images.filter((image) => image.getAttribute('loading') !== 'lazy');
    expect(notLazy.length, notLazy.map((image) => image.outerHTML).join('\n')).toBeLessThanOrEqual(eager);
  });
});
