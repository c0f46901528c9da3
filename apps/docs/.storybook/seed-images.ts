// Storybook loads this file in Node before any build: read the seed from its source, not dist.
import {
  renderSeedImage,
  seedBanners,
  seedBlogPosts,
  seedLookbooks,
  seedProducts,
} from '../../../packages/api-client/src/seed/index';
import type { Plugin } from 'vite';

/** Every image path the seed catalogue refers to. */
function seedImagePaths(): string[] {
  const paths = new Set<string>();
  for (const product of seedProducts) {
    for (const path of product.pictures) paths.add(path);
    for (const media of product.media) paths.add(media.full_url);
    for (const variant of product.variants) for (const path of variant.images) paths.add(path);
  }
  for (const banner of seedBanners) paths.add(banner.image_path);
  for (const post of seedBlogPosts) paths.add(post.image);
  for (const lookbook of seedLookbooks) paths.add(lookbook.image);
  return [...paths].filter((path) => path.startsWith('/images/'));
}

/**
 * Stories show the same generated pictures as the store: served from `/images/...` while
 * Storybook runs (and in its Vitest story tests), and written into the static build.
 */
export function seedImages(): Plugin {
  return {
    name: 'storefront-seed-images',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0] ?? '';
        if (!url.startsWith('/images/')) return next();
        const image = renderSeedImage(url);
        if (!image) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(image.svg);
      });
    },
    generateBundle() {
      for (const path of seedImagePaths()) {
        const image = renderSeedImage(path);
        if (image) this.emitFile({ type: 'asset', fileName: path.slice(1), source: image.svg });
      }
    },
  };
}
