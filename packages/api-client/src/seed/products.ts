import { payablePrice } from '../catalogue/money';
import { buildVariants, totalStock } from '../catalogue/variants';
import type { Product } from '../schemas/catalogue';
import { productImagePath } from './paths';

/**
 * The brand's catalogue and the demo products of the other store themes, generated from short
 * literal lists by a deterministic rule (no randomness), so the server, the mock handlers and the
 * stories all see exactly the same products.
 */

/** The colours the spec's samples use. */
export const seedColors = ['yellow', 'gray', 'green', 'orange', 'blue', 'white', 'pink', 'red', 'black', 'brown'] as const;
/** The brand tags of the spec's samples (the shop's filters call them brands). */
export const seedBrands = ['nike', 'caprese', 'puma', 'lifestyle', 'reebok', 'unisex', 'craft', 'aura'] as const;

interface LineDefinition {
  subCategoryId: number;
  category: 'women' | 'kids';
  /** What the garment is; also picks its silhouette in the generated pictures. */
  type: string;
  designPrefix: string;
  basePrice: number;
  names: readonly string[];
}

const brandLines: readonly LineDefinition[] = [
  {
    subCategoryId: 1,
    category: 'women',
    type: 'Night Suit',
    designPrefix: 'NS',
    basePrice: 690,
    names: [
      'Cotton Floral Night Suit',
      'Satin Button-Down Night Suit',
      'Printed Rayon Night Suit',
      'Checked Flannel Night Suit',
      'Polka Dot Capri Night Suit',
      'Striped Modal Night Suit',
      'Embroidered Cotton Night Suit',
    ],
  },
  {
    subCategoryId: 2,
    category: 'women',
    type: 'T-Shirt',
    designPrefix: 'TS',
    basePrice: 390,
    names: [
      'Crew Neck Cotton T-Shirt',
      'V-Neck Slub T-Shirt',
      'Striped Boat Neck T-Shirt',
      'Graphic Print Relaxed T-Shirt',
      'Ribbed Henley T-Shirt',
      'Floral Print Longline T-Shirt',
      'Oversized Drop Shoulder T-Shirt',
    ],
  },
  {
    subCategoryId: 3,
    category: 'women',
    type: 'Lower',
    designPrefix: 'LW',
    basePrice: 490,
    names: [
      'Cotton Jogger Lower',
      'Drawstring Lounge Lower',
      'Checked Pyjama Lower',
      'Striped Track Lower',
      'Wide Leg Palazzo Lower',
      'Fleece Cuffed Lower',
      'Printed Rayon Lower',
    ],
  },
  {
    subCategoryId: 4,
    category: 'women',
    type: 'Leggings',
    designPrefix: 'LG',
    basePrice: 350,
    names: [
      'Churidar Cotton Leggings',
      'Ankle Length Stretch Leggings',
      'Shimmer Festive Leggings',
      'High Waist Yoga Leggings',
      'Printed Capri Leggings',
      'Fleece Lined Winter Leggings',
      'Striped Sports Leggings',
    ],
  },
  {
    subCategoryId: 5,
    category: 'women',
    type: 'Kurti',
    designPrefix: 'KR',
    basePrice: 890,
    names: [
      'Block Print A-Line Kurti',
      'Embroidered Straight Kurti',
      'Floral Anarkali Kurti',
      'Chikankari Cotton Kurti',
      'Striped Rayon Kurti',
      'Mirror Work Festive Kurti',
      'Polka Dot Short Kurti',
    ],
  },
  {
    subCategoryId: 6,
    category: 'women',
    type: 'Nightwear',
    designPrefix: 'NW',
    basePrice: 790,
    names: [
      'Satin Lace Nighty',
      'Cotton Maxi Nightgown',
      'Floral Wrap Night Robe',
      'Polka Dot Sleep Shirt',
      'Embroidered Kaftan Nightwear',
      'Checked Flannel Nightgown',
      'Striped Sleeveless Nighty',
    ],
  },
  {
    subCategoryId: 7,
    category: 'kids',
    type: 'Night Suit',
    designPrefix: 'KNS',
    basePrice: 450,
    names: [
      'Dinosaur Print Kids Night Suit',
      'Star Print Cotton Kids Night Suit',
      'Rainbow Striped Kids Night Suit',
      'Unicorn Print Kids Night Suit',
      'Checked Flannel Kids Night Suit',
      'Space Rocket Kids Night Suit',
    ],
  },
  {
    subCategoryId: 8,
    category: 'kids',
    type: 'T-Shirt',
    designPrefix: 'KTS',
    basePrice: 290,
    names: [
      'Cartoon Print Kids T-Shirt',
      'Striped Round Neck Kids T-Shirt',
      'Pocket Cotton Kids T-Shirt',
      'Graphic Slogan Kids T-Shirt',
      'Polo Collar Kids T-Shirt',
      'Sleeveless Summer Kids T-Shirt',
    ],
  },
  {
    subCategoryId: 9,
    category: 'kids',
    type: 'Lower',
    designPrefix: 'KLW',
    basePrice: 340,
    names: [
      'Cotton Jogger Kids Lower',
      'Striped Track Kids Lower',
      'Checked Pyjama Kids Lower',
      'Fleece Kids Lower',
      'Cargo Pocket Kids Lower',
      'Printed Lounge Kids Lower',
    ],
  },
  {
    subCategoryId: 10,
    category: 'kids',
    type: 'Leggings',
    designPrefix: 'KLG',
    basePrice: 250,
    names: [
      'Ankle Length Kids Leggings',
      'Printed Stretch Kids Leggings',
      'Polka Dot Kids Leggings',
      'Fleece Lined Kids Leggings',
      'Striped Cotton Kids Leggings',
      'Shimmer Party Kids Leggings',
    ],
  },
];

/** Payable percentages ('discount' in the spec: payable = price x discount / 100). */
const discounts = [50, 60, 70, 75, 80, 90, 100] as const;
const priceSteps = [0, 60, 120, 200, 260, 340, 410] as const;

function pick<T>(list: readonly T[], index: number): T {
  return list[((index % list.length) + list.length) % list.length] as T;
}

function colorsFor(id: number): string[] {
  // The lines repeat every 10 ids, so the colour rule mixes in the round to vary within a line.
  const round = Math.floor((id - 1) / 10);
  const first = pick(seedColors, id * 3 + round * 7);
  const second = pick(seedColors, id * 3 + round * 7 + 4 + (round % 3));
  const third = pick(seedColors, id * 7 + round + 1);
  const colors = id % 4 === 0 ? [first, second, third] : [first, second];
  return [...new Set(colors)];
}

function tagsFor(id: number): string[] {
  const first = pick(seedBrands, id);
  return id % 5 === 0 ? [first, pick(seedBrands, id + 3)] : [first];
}

/** Pieces of each variant: a few products are sold out or down to their last piece. */
function stockFor(id: number): number {
  if (id % 11 === 0) return 0;
  if (id % 13 === 0 || id === 2) return 1;
  if (id % 9 === 0) return 20;
  return 10;
}

/**
 * A variant's stock: the product's figure, but a product down to one piece has it in its first
 * variant only, and here and there one size of one colour is sold out, as in a real shop.
 */
function variantStockFor(id: number, colorIndex: number, sizeIndex: number): number {
  const stock = stockFor(id);
  if (stock <= 1) return colorIndex === 0 && sizeIndex === 0 ? stock : 0;
  return (id * 3 + colorIndex * 5 + sizeIndex) % 17 === 0 ? 0 : stock;
}

/**
 * The product with its variants (one per size x colour) and their total as its stock; a variant
 * without a colour shows the pictures of `pictureColor`.
 */
function withVariants(product: Omit<Product, 'variants' | 'stock'>, pictureColor: string): Product {
  const variants = buildVariants(
    product,
    (colorIndex, sizeIndex) => variantStockFor(product.id, colorIndex, sizeIndex),
    (color) => [1, 2].map((view) => productImagePath(product.id, color ?? pictureColor, view)),
  );
  return { ...product, variants, stock: totalStock({ variants, stock: 0 }) };
}

function fabricOf(name: string): string {
  const known = ['Satin', 'Rayon', 'Flannel', 'Modal', 'Fleece', 'Chikankari Cotton', 'Cotton'];
  return known.find((fabric) => name.includes(fabric)) ?? 'Cotton blend';
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function brandProduct(line: LineDefinition, name: string, id: number, indexInLine: number): Product {
  const price = line.basePrice + pick(priceSteps, indexInLine + line.subCategoryId);
  const discount = pick(discounts, id * 2 + line.subCategoryId);
  const colors = colorsFor(id);
  const fabric = fabricOf(name);
  const design_no = `${line.designPrefix}-${1000 + id}`;
  const pictures = [1, 2, 3, 4].map((view) => productImagePath(id, colors[0] as string, view));
  const audience = line.category === 'kids' ? 'little ones' : 'you';
  return withVariants({
    id,
    name,
    category: line.category,
    sub_category_id: line.subCategoryId,
    price,
    salePrice: payablePrice({ price, discount }),
    discount,
    tags: tagsFor(id),
    colors,
    rating: id % 7 === 0 ? null : 3 + (id % 3),
    sale: discount < 100 && id % 3 !== 1,
    new: id % 4 === 1,
    description:
      `<p>The ${escapeHtml(name)} is made from soft, breathable ${fabric.toLowerCase()} that keeps ${audience} ` +
      'comfortable from evening to morning. Colour-fast dyes and reinforced seams keep it looking new wash after wash.</p>' +
      `<ul><li>Fabric: ${fabric}</li><li>Fit: relaxed</li><li>Care: machine wash cold, dry in shade</li>` +
      `<li>Design no: ${design_no}</li></ul>`,
    shortDetails: `${fabric} ${line.type.toLowerCase()} in ${colors.join(', ')}; relaxed fit, sizes M to XL.`,
    size: ['M', 'L', 'XL'],
    type: line.type,
    design_no,
    quantity: 1,
    media: pictures.map((full_url) => ({ full_url })),
    pictures,
  }, colors[0] as string);
}

function buildBrandProducts(): Product[] {
  const products: Product[] = [];
  let id = 1;
  // Interleave the lines so that ids (and so 'newest') mix subcategories as a real shop's would.
  const longest = Math.max(...brandLines.map((line) => line.names.length));
  for (let index = 0; index < longest; index += 1) {
    for (const line of brandLines) {
      const name = line.names[index];
      if (name === undefined) continue;
      products.push(brandProduct(line, name, id, index));
      id += 1;
    }
  }
  return products;
}

/** The brand's own products: women and kids, each in a menu subcategory. */
export const seedBrandProducts: readonly Product[] = buildBrandProducts();

interface DemoDefinition {
  category: string;
  type: string;
  tags: readonly string[];
  names: readonly string[];
}

const demoThemes: readonly DemoDefinition[] = [
  { category: 'fashion', type: 'Dress', tags: ['lifestyle', 'caprese'], names: ['Belted Shirt Dress', 'Pleated Midi Skirt', 'Denim Jacket', 'Linen Summer Dress'] },
  { category: 'vegetable', type: 'Vegetable', tags: ['unisex'], names: ['Fresh Tomatoes 1 kg', 'Organic Spinach Bunch', 'Green Capsicum 500 g', 'Baby Carrots 1 kg'] },
  { category: 'watch', type: 'Watch', tags: ['titan', 'rolex'], names: ['Classic Leather Strap Watch', 'Steel Chronograph Watch', 'Minimal Mesh Watch', 'Sports Digital Watch'] },
  { category: 'furniture', type: 'Chair', tags: ['durian'], names: ['Wooden Lounge Chair', 'Fabric Accent Chair', 'Rattan Armchair', 'Study Desk Chair'] },
  { category: 'beauty', type: 'Beauty', tags: ['vittoria', 'aura'], names: ['Rose Face Serum', 'Aloe Vera Gel', 'Matte Lipstick', 'Herbal Shampoo'] },
  { category: 'electronics', type: 'Electronics', tags: ['unisex'], names: ['Wireless Headphones', 'Bluetooth Speaker', 'Smart Fitness Band', 'Power Bank 10000 mAh'] },
  { category: 'pets', type: 'Pet Supplies', tags: ['craft'], names: ['Chew Bone Toy', 'Cosy Pet Bed', 'Reflective Dog Collar', 'Cat Scratching Post'] },
];

const FILLER =
  '<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. ' +
  'Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.</p>';

function buildDemoProducts(): Product[] {
  const products: Product[] = [];
  let id = 101;
  for (const theme of demoThemes) {
    for (const [index, name] of theme.names.entries()) {
      const price = 120 + ((id * 37) % 9) * 90;
      const discount = pick([100, 90, 50, 99] as const, id);
      const colors = theme.category === 'vegetable' ? [] : [pick(seedColors, id), pick(seedColors, id + 5)];
      const mainColor = colors[0] ?? pick(['red', 'green', 'orange'] as const, index);
      const pictures = [1, 2, 3, 4].map((view) => productImagePath(id, mainColor, view));
      products.push(
        withVariants({
        id,
        name,
        category: theme.category,
        sub_category_id: null,
        price,
        salePrice: price + 50,
        discount,
        tags: [pick(theme.tags, index)],
        colors,
        rating: 3 + (index % 3),
        sale: index % 2 === 0,
        new: index === 1,
        description: FILLER,
        shortDetails: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.',
        size: [],
        type: theme.type,
        design_no: `DM-${id}`,
        quantity: 1,
        media: pictures.map((full_url) => ({ full_url })),
        pictures,
        }, mainColor),
      );
      id += 1;
    }
  }
  return products;
}

/** Demo sample products of the other store themes; not in the brand's menu (sub_category_id null). */
export const seedDemoProducts: readonly Product[] = buildDemoProducts();

/** Every product, brand and demo. */
export const seedProducts: readonly Product[] = [...seedBrandProducts, ...seedDemoProducts];

const byId = new Map(seedProducts.map((product) => [product.id, product]));

export function findSeedProduct(id: number): Product | undefined {
  return byId.get(id);
}
