import { shopColors } from '../catalogue/colors';
import { seedBanners, seedBlogPosts, seedLookbooks } from './content';
import { IMAGE_PREFIX } from './paths';
import { findSeedProduct } from './products';

/**
 * Deterministic catalogue pictures: a pure function from an image path to an SVG document.
 * There is no photo shoot: each product is drawn as its garment's silhouette (by product type),
 * coloured by variant, in four views. Shapes are plain SVG path data so the PDF catalogue sheet
 * can draw the same silhouette.
 */

export interface Shape {
  d: string;
  fill: string;
  stroke?: string;
  strokeWidth?: number;
  opacity?: number;
}

export interface SeedImage {
  svg: string;
  /** A short description fit for alt text and the SVG's own <title>. */
  title: string;
}

/** The shop's colours: pictures, swatches and the catalogue PDF all draw them from this one table. */
export const colorHex = shopColors;

const fallbackColor = colorHex.gray as { main: string; dark: string; light: string };

export function hexOf(color: string) {
  return colorHex[color] ?? fallbackColor;
}

const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy} A${r} ${r} 0 1 0 ${cx + r} ${cy} A${r} ${r} 0 1 0 ${cx - r} ${cy} Z`;
const rect = (x: number, y: number, w: number, h: number) => `M${x} ${y} H${x + w} V${y + h} H${x} Z`;

/** Silhouettes on a 400 x 500 canvas, by product type (lower case). */
function silhouette(type: string, color: string): Shape[] {
  const { main, dark } = hexOf(color);
  const outline = { stroke: dark, strokeWidth: 3 };
  switch (type) {
    case 'night suit':
      return [
        { d: 'M125 265 L275 265 L292 470 L214 470 L200 330 L186 470 L108 470 Z', fill: main, ...outline },
        { d: 'M145 40 L115 50 L55 95 L85 150 L120 135 L120 262 L280 262 L280 135 L315 150 L345 95 L285 50 L255 40 L200 88 Z', fill: main, ...outline },
        { d: 'M145 40 L200 88 L180 110 L150 70 Z M255 40 L200 88 L220 110 L250 70 Z', fill: dark },
        ...[120, 160, 200, 240].map((y) => ({ d: circle(200, y, 6), fill: dark })),
      ];
    case 't-shirt':
      return [
        { d: 'M140 60 L110 70 L40 125 L75 190 L115 170 L115 445 L285 445 L285 170 L325 190 L360 125 L290 70 L260 60 Q200 105 140 60 Z', fill: main, ...outline },
        { d: 'M140 60 Q200 105 260 60 Q200 85 140 60 Z', fill: dark },
      ];
    case 'lower':
      return [
        { d: 'M120 50 L280 50 L302 462 L216 462 L200 150 L184 462 L98 462 Z', fill: main, ...outline },
        { d: rect(120, 50, 160, 26), fill: dark },
        { d: 'M190 76 L186 110 M210 76 L214 110', fill: 'none', stroke: hexOf('white').main, strokeWidth: 3 },
      ];
    case 'leggings':
      return [
        { d: 'M140 50 L260 50 L252 462 L212 462 L200 160 L188 462 L148 462 Z', fill: main, ...outline },
        { d: rect(140, 50, 120, 18), fill: dark },
      ];
    case 'kurti':
      return [
        { d: 'M150 40 L115 55 L70 100 L95 215 L125 195 L120 300 L105 462 L295 462 L280 300 L275 195 L305 215 L330 100 L285 55 L250 40 Q200 95 150 40 Z', fill: main, ...outline },
        { d: 'M150 40 Q200 95 250 40 Q200 70 150 40 Z', fill: dark },
        { d: 'M120 300 L280 300 L281 312 L119 312 Z', fill: dark, opacity: 0.6 },
      ];
    case 'nightwear':
    case 'dress':
      return [
        { d: 'M160 40 L176 40 L186 120 L214 120 L224 40 L240 40 L262 150 L322 462 L78 462 L138 150 Z', fill: main, ...outline },
        { d: 'M138 150 L262 150 L265 165 L135 165 Z', fill: dark },
      ];
    case 'vegetable':
      return [
        { d: circle(200, 280, 140), fill: main, ...outline },
        { d: 'M200 145 Q165 95 130 118 Q172 125 200 150 Q228 125 270 118 Q235 95 200 145 Z', fill: hexOf('green').main },
      ];
    case 'watch':
      return [
        { d: rect(165, 30, 70, 440), fill: dark },
        { d: circle(200, 250, 100), fill: main, ...outline },
        { d: circle(200, 250, 78), fill: '#fbfaf7' },
        { d: 'M200 250 L200 190 M200 250 L240 268', fill: 'none', stroke: '#222', strokeWidth: 6 },
      ];
    case 'chair':
      return [
        { d: rect(120, 60, 160, 200), fill: main, ...outline },
        { d: rect(100, 260, 200, 50), fill: dark },
        { d: `${rect(110, 310, 20, 150)} ${rect(270, 310, 20, 150)}`, fill: dark },
      ];
    case 'beauty':
      return [
        { d: rect(170, 60, 60, 60), fill: dark },
        { d: 'M140 140 Q140 120 160 120 L240 120 Q260 120 260 140 L260 440 Q260 460 240 460 L160 460 Q140 460 140 440 Z', fill: main, ...outline },
        { d: rect(160, 240, 80, 100), fill: '#fbfaf7', opacity: 0.85 },
      ];
    case 'electronics':
      return [
        { d: 'M95 290 Q95 80 200 80 Q305 80 305 290', fill: 'none', stroke: dark, strokeWidth: 18 },
        { d: `${rect(70, 260, 60, 130)} ${rect(270, 260, 60, 130)}`, fill: main, ...outline },
      ];
    default:
      return [
        { d: `${circle(140, 200, 40)} ${circle(140, 280, 40)} ${circle(260, 200, 40)} ${circle(260, 280, 40)}`, fill: main },
        { d: rect(140, 205, 120, 70), fill: main, ...outline },
      ];
  }
}

/** The garment (or demo object) a product's pictures show, for the PDF sheet as well. */
export function productShapes(productType: string, color: string): Shape[] {
  const type = productType.toLowerCase();
  const known: Record<string, string> = { 'pet supplies': 'pets' };
  return silhouette(known[type] ?? type, color);
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function shapeToSvg(shape: Shape): string {
  const attributes = [`d="${shape.d}"`, `fill="${shape.fill}"`];
  if (shape.stroke) attributes.push(`stroke="${shape.stroke}"`, `stroke-width="${shape.strokeWidth ?? 1}"`, 'stroke-linejoin="round"');
  if (shape.opacity !== undefined) attributes.push(`opacity="${shape.opacity}"`);
  return `<path ${attributes.join(' ')}/>`;
}

function svgDocument(width: number, height: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title>${body}</svg>`
  );
}

/** A print pattern named by the product (floral, striped, checked, polka dot), as an SVG <pattern>. */
function printPattern(name: string, ink: string): string | null {
  const lower = name.toLowerCase();
  const open = '<pattern id="print" width="28" height="28" patternUnits="userSpaceOnUse">';
  if (lower.includes('stripe')) return `${open}<rect width="28" height="9" fill="${ink}" opacity="0.35"/></pattern>`;
  if (lower.includes('check') || lower.includes('flannel'))
    return `${open}<path d="M0 0 H28 V6 H0 Z M0 0 H6 V28 H0 Z" fill="${ink}" opacity="0.3"/></pattern>`;
  if (lower.includes('polka') || lower.includes('star'))
    return `${open}<circle cx="14" cy="14" r="4" fill="#ffffff" opacity="0.7"/></pattern>`;
  if (lower.includes('floral') || lower.includes('print') || lower.includes('unicorn') || lower.includes('dinosaur'))
    return `${open}<circle cx="8" cy="8" r="3" fill="#ffffff" opacity="0.7"/><circle cx="21" cy="20" r="4" fill="${ink}" opacity="0.4"/></pattern>`;
  return null;
}

const viewNames = ['front view', 'back view', 'fabric close-up', 'folded with its label'] as const;

function productImage(productId: number, color: string, view: number): SeedImage | null {
  const product = findSeedProduct(productId);
  if (!product || view < 1 || view > 4 || !(color in colorHex)) return null;
  const allowed = product.colors.length > 0 ? product.colors : [product.pictures[0]?.match(/\/([a-z]+)-\d\.svg$/)?.[1]];
  if (!allowed.includes(color)) return null;
  const title = `${product.name} in ${color}, ${viewNames[view - 1]}`;
  const { main, dark, light } = hexOf(color);
  const pattern = printPattern(product.name, dark);
  const shapes = productShapes(product.type, color);
  const background = view === 2 ? '#f4f4f2' : light;
  let body = `<rect width="400" height="500" fill="${background}"/>`;
  const patternDefs = pattern ? `<defs>${pattern}<clipPath id="cut">${shapes
        .filter((shape) => shape.stroke && shape.fill !== 'none')
        .map((shape) => `<path d="${shape.d}"/>`)
        .join('')}</clipPath></defs>` : '';
  const patternFill = pattern ? '<rect width="400" height="500" fill="url(#print)" clip-path="url(#cut)"/>' : '';
  if (view === 1 || view === 2) {
    const drawn = view === 2 ? shapes.slice(0, 2) : shapes;
    const transform = view === 2 ? ' transform="translate(400 0) scale(-1 1)"' : '';
    body += `${patternDefs}<g${transform}>${drawn.map(shapeToSvg).join('')}${patternFill}</g>`;
  } else if (view === 3) {
    body += `${pattern ? `<defs>${pattern}</defs>` : ''}<rect width="400" height="500" fill="${main}"/>`;
    if (pattern) body += '<rect width="400" height="500" fill="url(#print)"/>';
    body += `<path d="M0 330 Q200 300 400 330" fill="none" stroke="${dark}" stroke-width="4" stroke-dasharray="10 8"/>`;
    body += `<circle cx="200" cy="180" r="22" fill="${dark}"/><circle cx="193" cy="175" r="3" fill="${light}"/><circle cx="207" cy="185" r="3" fill="${light}"/>`;
  } else {
    body += `<g transform="translate(80 110) scale(0.6)">${shapes.map(shapeToSvg).join('')}</g>`;
    body += `<rect x="230" y="330" width="130" height="70" rx="8" fill="#ffffff" stroke="${dark}" stroke-width="2"/>`;
    body += `<text x="295" y="360" font-family="sans-serif" font-size="16" text-anchor="middle" fill="#333">${escapeXml(product.design_no)}</text>`;
    body += `<text x="295" y="385" font-family="sans-serif" font-size="13" text-anchor="middle" fill="#555">${escapeXml(product.size.join(' · ') || product.category)}</text>`;
  }
  return { title, svg: svgDocument(400, 500, title, body) };
}

const bannerPalettes = [
  ['pink', 'blue', 'white'],
  ['orange', 'green', 'yellow'],
  ['blue', 'yellow', 'red'],
] as const;

function bannerImage(index: number): SeedImage | null {
  const banner = seedBanners[index - 1];
  const palette = bannerPalettes[index - 1];
  if (!banner || !palette) return null;
  const title = `${banner.title}: banner`;
  const types = ['night suit', 'kurti', 't-shirt'];
  let body = `<rect width="1200" height="500" fill="${hexOf(palette[0]).light}"/>`;
  body += `<circle cx="960" cy="250" r="220" fill="${hexOf(palette[1]).light}"/>`;
  palette.forEach((color, i) => {
    const shapes = productShapes(types[(index + i) % types.length] as string, color);
    body += `<g transform="translate(${680 + i * 155} ${110 + (i % 2) * 30}) scale(0.55)">${shapes.map(shapeToSvg).join('')}</g>`;
  });
  // No words in the picture: the banner slider sets the title over it as real, translatable text.
  return { title, svg: svgDocument(1200, 500, title, body) };
}

function sceneImage(width: number, height: number, title: string, seed: number, garmentCount: number): string {
  const palette = ['pink', 'blue', 'green', 'orange', 'red', 'yellow', 'brown'];
  const types = ['night suit', 'kurti', 'nightwear', 't-shirt', 'lower', 'leggings'];
  let body = `<rect width="${width}" height="${height}" fill="${hexOf(palette[seed % palette.length] as string).light}"/>`;
  body += `<rect y="${height * 0.78}" width="${width}" height="${height * 0.22}" fill="#e8e2d8"/>`;
  const step = width / (garmentCount + 1);
  for (let i = 0; i < garmentCount; i += 1) {
    const color = palette[(seed + i * 2) % palette.length] as string;
    const shapes = productShapes(types[(seed + i) % types.length] as string, color);
    const scale = Math.min((height * 0.8) / 500, (step * 1.1) / 400);
    body += `<g transform="translate(${(step * (i + 1) - 200 * scale).toFixed(1)} ${(height * 0.78 - 470 * scale).toFixed(1)}) scale(${scale.toFixed(3)})">${shapes.map(shapeToSvg).join('')}</g>`;
  }
  return svgDocument(width, height, title, body);
}

function blogImage(postId: number): SeedImage | null {
  const post = seedBlogPosts.find((candidate) => candidate.id === postId);
  if (!post) return null;
  const title = `Illustration for the blog post "${post.title}"`;
  return { title, svg: sceneImage(800, 500, title, postId, 2) };
}

function lookbookImage(lookbookId: number): SeedImage | null {
  const lookbook = seedLookbooks.find((candidate) => candidate.id === lookbookId);
  if (!lookbook) return null;
  const title = `Lookbook "${lookbook.title}": ${lookbook.hotspots.map((spot) => spot.name).join(' and ')}`;
  return { title, svg: sceneImage(800, 1000, title, lookbookId + 2, lookbook.hotspots.length) };
}

/**
 * The picture at an image path (`/images/products/{id}/{color}-{view}.svg`, `/images/banners/{n}.svg`,
 * `/images/blog/{id}.svg`, `/images/lookbook/{id}.svg`), or null when the path names nothing.
 */
export function renderSeedImage(path: string): SeedImage | null {
  const relative = path.startsWith(IMAGE_PREFIX) ? path.slice(IMAGE_PREFIX.length) : path;
  let match = /^\/products\/(\d{1,9})\/([a-z]{1,12})-(\d)\.svg$/.exec(relative);
  if (match) return productImage(Number(match[1]), match[2] as string, Number(match[3]));
  match = /^\/(banners|blog|lookbook)\/(\d{1,9})\.svg$/.exec(relative);
  if (!match) return null;
  const id = Number(match[2]);
  if (match[1] === 'banners') return bannerImage(id);
  if (match[1] === 'blog') return blogImage(id);
  return lookbookImage(id);
}
