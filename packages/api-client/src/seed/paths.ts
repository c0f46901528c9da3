/**
 * The image URL scheme. Every picture is generated from its path (see images.ts), so a path is
 * all a client needs; paths are root-relative and served by the API server under `/images/`.
 */

export const IMAGE_PREFIX = '/images';

/** View 1 front, 2 back, 3 fabric close-up, 4 folded with its label. */
export function productImagePath(productId: number, color: string, view: number): string {
  return `${IMAGE_PREFIX}/products/${productId}/${color}-${view}.svg`;
}

export function bannerImagePath(bannerNumber: number): string {
  return `${IMAGE_PREFIX}/banners/${bannerNumber}.svg`;
}

export function blogImagePath(postId: number): string {
  return `${IMAGE_PREFIX}/blog/${postId}.svg`;
}

export function lookbookImagePath(lookbookId: number): string {
  return `${IMAGE_PREFIX}/lookbook/${lookbookId}.svg`;
}
