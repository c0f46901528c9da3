import type { Banner } from '../schemas/catalogue';
import type { BlogPost, FaqItem, Lookbook } from '../schemas/content';
import { bannerImagePath, blogImagePath, lookbookImagePath } from './paths';
import { payablePrice } from '../catalogue/money';
import { findSeedProduct } from './products';

/** The home page's banner slider. */
export const seedBanners: readonly Banner[] = [
  { image_path: bannerImagePath(1), title: 'Night Suits for Every Season', url: '/sub-category/1' },
  { image_path: bannerImagePath(2), title: 'Kurtis in Fresh Summer Prints', url: '/sub-category/5' },
  { image_path: bannerImagePath(3), title: 'Cosy Night Suits for Kids', url: '/sub-category/7' },
];

const postBody = (topic: string) =>
  `<p>${topic}</p><p>Lorem ipsum dolor sit amet, consectetur adipiscing elit. Integer posuere erat a ante ` +
  'venenatis dapibus posuere velit aliquet. Donec ullamcorper nulla non metus auctor fringilla.</p>' +
  '<p>Cras mattis consectetur purus sit amet fermentum. Aenean lacinia bibendum nulla sed consectetur.</p>';

/** The blog's four sample posts. */
export const seedBlogPosts: readonly BlogPost[] = [
  {
    id: 1,
    title: 'How to Choose a Night Suit That Breathes',
    date: '2026-03-14',
    author: 'Meera Shah',
    hits: 124,
    comments: 3,
    excerpt: 'Cotton, modal or satin? A short guide to fabrics that keep you cool through warm nights.',
    body: postBody('Cotton, modal or satin? A short guide to fabrics that keep you cool through warm nights.'),
    image: blogImagePath(1),
  },
  {
    id: 2,
    title: 'Five Ways to Style a Kurti for Work',
    date: '2026-02-27',
    author: 'Ritu Desai',
    hits: 98,
    comments: 5,
    excerpt: 'Leggings, palazzos or jeans: pairings that take a kurti from the office to dinner.',
    body: postBody('Leggings, palazzos or jeans: pairings that take a kurti from the office to dinner.'),
    image: blogImagePath(2),
  },
  {
    id: 3,
    title: 'Caring for Cotton So It Lasts',
    date: '2026-02-09',
    author: 'Meera Shah',
    hits: 76,
    comments: 2,
    excerpt: 'Cold washes, shade drying and other small habits that keep colours bright.',
    body: postBody('Cold washes, shade drying and other small habits that keep colours bright.'),
    image: blogImagePath(3),
  },
  {
    id: 4,
    title: 'Bedtime Routines Kids Actually Enjoy',
    date: '2026-01-22',
    author: 'Anil Kapoor',
    hits: 143,
    comments: 4,
    excerpt: 'Soft pyjamas, a story and a fixed time: what parents told us works.',
    body: postBody('Soft pyjamas, a story and a fixed time: what parents told us works.'),
    image: blogImagePath(4),
  },
];

const filler = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore.';

/** The FAQ page's six questions, in English and French (the spec's answers are filler). */
export const seedFaq: readonly FaqItem[] = [
  ['How do I choose my size?', 'Comment choisir ma taille ?'],
  ['How long does delivery take?', 'Quel est le délai de livraison ?'],
  ['Can I return or exchange an item?', 'Puis-je retourner ou échanger un article ?'],
  ['Which payment methods do you accept?', 'Quels moyens de paiement acceptez-vous ?'],
  ['How should I wash my night suit?', 'Comment laver mon pyjama ?'],
  ['Do you sell wholesale?', 'Vendez-vous en gros ?'],
].map(([question, french]) => ({ question: question as string, answer: filler, translations: { fr: { question: french as string } } }));

function hotspot(x: number, y: number, productId: number) {
  const product = findSeedProduct(productId);
  if (!product) throw new Error(`Lookbook hotspot names unknown product ${productId}`);
  return { x, y, product_id: productId, name: product.name, price: payablePrice(product) };
}

/** The lookbook: pictures with price hotspots on the products they show. */
export const seedLookbooks: readonly Lookbook[] = [
  { id: 1, title: 'Summer Nights', image: lookbookImagePath(1), hotspots: [hotspot(30, 40, 1), hotspot(68, 55, 6)] },
  { id: 2, title: 'Everyday Comfort', image: lookbookImagePath(2), hotspots: [hotspot(25, 35, 2), hotspot(62, 60, 5)] },
  { id: 3, title: 'Little Dreamers', image: lookbookImagePath(3), hotspots: [hotspot(40, 45, 7), hotspot(72, 50, 8)] },
];
