import { payablePrice, type Product } from '@storefront/api-client';
import { hexOf, productShapes, renderSeedImage } from '@storefront/api-client/seed';
import { strToU8, zipSync } from 'fflate';
import { Hono } from 'hono';
import type PDFKit from 'pdfkit';
import { findProduct } from '../db/catalogue';
import type { Db } from '../db/connection';
import { notFound, parseId } from '../http/errors';

/** `Cotton Floral Night Suit`, `NS-1001` -> `cotton-floral-night-suit-ns-1001`. */
export function fileStem(product: Pick<Product, 'name' | 'design_no'>): string {
  return `${product.name} ${product.design_no}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'product';
}

function attachment(filename: string): string {
  return `attachment; filename="${filename}"`;
}

/** The description's HTML as plain text lines for the PDF (it is never rendered as HTML there). */
export function htmlToText(html: string): string {
  return html
    .replace(/<li[^>]*>/gi, '\n• ')
    .replace(/<\/(p|ul|ol|h\d)>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

const money = (amount: number) => `$${amount.toFixed(2)}`;

/** PDFKit loads with the first catalogue sheet asked for, not with the server (it is the largest module). */
let pdfKit: Promise<typeof PDFKit> | undefined;

/** A one-page catalogue sheet: the garment in each colour, price, sizes, colours, design no, description. */
export async function productPdf(product: Product, shop: { address: string; email: string }): Promise<Buffer> {
  pdfKit ??= import('pdfkit').then((module) => module.default);
  const PDFDocument = await pdfKit;
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 48,
      info: { Title: `${product.name} (${product.design_no})`, Subject: 'Catalogue sheet', Author: shop.email },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(22).fillColor('#222222').text(product.name);
    doc.font('Helvetica').fontSize(11).fillColor('#555555').text(`${product.type} · Design no ${product.design_no}`);
    doc.moveDown(0.8);

    // Pictures: the garment's silhouette in up to four of its colours, drawn as vectors.
    const colors = product.colors.length > 0 ? product.colors.slice(0, 4) : [product.pictures[0]?.match(/\/([a-z]+)-\d\.svg$/)?.[1] ?? 'gray'];
    const top = doc.y;
    const cell = 120;
    colors.forEach((color, index) => {
      const x = 48 + index * (cell + 10);
      doc.save();
      doc.rect(x, top, cell, cell * 1.25).fill(hexOf(color).light);
      doc.translate(x, top).scale(cell / 400);
      for (const shape of productShapes(product.type, color)) {
        if (shape.fill === 'none') continue;
        doc.path(shape.d).fillOpacity(shape.opacity ?? 1).fill(shape.fill);
      }
      doc.restore();
      doc.fontSize(9).fillColor('#555555').text(color, x, top + cell * 1.25 + 4, { width: cell, align: 'center' });
    });
    doc.x = 48;
    doc.y = top + cell * 1.25 + 24;

    const payable = payablePrice(product);
    doc.font('Helvetica-Bold').fontSize(16).fillColor('#222222').text(money(payable), { continued: payable !== product.price });
    if (payable !== product.price) {
      doc.font('Helvetica').fontSize(12).fillColor('#888888').text(`   ${money(product.price)}`, { strike: true });
    }
    doc.moveDown(0.5);
    doc.font('Helvetica').fontSize(11).fillColor('#222222');
    const facts: [string, string][] = [
      ['Sizes', product.size.join(', ') || '-'],
      ['Colours', product.colors.join(', ') || '-'],
      ['Brand', product.tags.join(', ') || '-'],
      ['Design no', product.design_no],
      ['Availability', product.stock > 0 ? 'In stock' : 'Out of stock'],
    ];
    for (const [label, value] of facts) {
      doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
    }
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(13).text('Description');
    doc.font('Helvetica').fontSize(11).text(htmlToText(product.description), { lineGap: 2 });
    doc.moveDown(1.5);
    doc.fontSize(9).fillColor('#777777').text(`${shop.address} · ${shop.email}`);
    doc.end();
  });
}

/** Every picture of the product (its four views and each colour variant's), as SVG files in a ZIP. */
export function productZip(product: Product): Uint8Array {
  const paths = [...new Set([...product.pictures, ...product.variants.flatMap((variant) => variant.images)])];
  const files: Record<string, Uint8Array> = {};
  const stem = fileStem(product);
  for (const path of paths) {
    const image = renderSeedImage(path);
    if (!image) continue;
    const base = path.split('/').pop() as string;
    files[`${stem}/${base}`] = strToU8(image.svg);
  }
  return zipSync(files, { level: 6, mtime: new Date('2026-01-01T00:00:00Z') });
}

/** The 'Download Catalog' and 'Download Catalog Images' links. */
export function downloadRoutes(db: Db) {
  const routes = new Hono();

  routes.get('/pdf/:id', async (c) => {
    const id = parseId(c.req.param('id'));
    const product = id === null ? undefined : await findProduct(db, id);
    if (!product) return notFound(c, 'No such product');
    const shop = await db.kysely.selectFrom('shop_details').select(['address', 'email']).where('id', '=', 1).executeTakeFirstOrThrow();
    const pdf = await productPdf(product, shop);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachment(`${fileStem(product)}.pdf`),
      'Cache-Control': 'no-cache',
    });
  });

  routes.get('/zip/:id', async (c) => {
    const id = parseId(c.req.param('id'));
    const product = id === null ? undefined : await findProduct(db, id);
    if (!product) return notFound(c, 'No such product');
    return c.body(new Uint8Array(productZip(product)), 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': attachment(`${fileStem(product)}-images.zip`),
      'Cache-Control': 'no-cache',
    });
  });

  return routes;
}
