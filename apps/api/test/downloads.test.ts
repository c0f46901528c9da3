import { findSeedProduct, renderSeedImage, seedBanners } from '@storefront/api-client/seed';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDialects, dialects, type RunningApi, startApi } from './helpers';

announceDialects();

describe.each(dialects)('catalogue downloads and images on %s', (dialect) => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startApi({ dialect });
  });
  afterAll(async () => {
    await api.destroy();
  });

  it('sends a real one-page PDF catalogue sheet as an attachment named after the product', async () => {
    const response = await fetch(`${api.baseUrl}/pdf/1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="cotton-floral-night-suit-ns-1001.pdf"');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    const text = pdf.toString('latin1');
    expect(text).toMatch(/\/Type \/Pages\s+\/Count 1/);
    expect(text).toContain('/Title');
    // Drawn pictures, not just text: the sheet draws the garment silhouettes as vector paths.
    expect(pdf.length).toBeGreaterThan(2000);
  });

  it('sends a ZIP of every picture of the product', async () => {
    const product = findSeedProduct(1);
    if (!product) throw new Error('seed product 1 is expected');
    const response = await fetch(`${api.baseUrl}/zip/1`);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="cotton-floral-night-suit-ns-1001-images.zip"');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const expected = [...new Set([...product.pictures, ...product.variants.flatMap((v) => v.images)])];
    expect(Object.keys(files)).toHaveLength(expected.length);
    const first = expected[0] as string;
    expect(strFromU8(files[`cotton-floral-night-suit-ns-1001/${first.split('/').pop()}`] as Uint8Array)).toBe(
      renderSeedImage(first)?.svg,
    );
  });

  it('answers 404 for downloads of unknown or non-numeric ids', async () => {
    for (const path of ['/pdf/9999', '/zip/9999', '/pdf/abc', '/zip/-3']) {
      expect((await fetch(`${api.baseUrl}${path}`)).status, path).toBe(404);
    }
  });

  it('serves generated pictures with immutable caching and an ETag that answers 304', async () => {
    const path = findSeedProduct(2)?.pictures[0] as string;
    const response = await fetch(`${api.origin}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(renderSeedImage(path)?.svg);
    const etag = response.headers.get('etag') as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${api.origin}${path}`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    const banner = await fetch(`${api.origin}${seedBanners[0]?.image_path}`);
    expect(banner.status).toBe(200);
  });

  it('answers 404 JSON for image paths that name no picture', async () => {
    for (const path of ['/images/products/1/purple-1.svg', '/images/products/1/../../etc/passwd', '/images/banners/99.svg', '/images/x']) {
      const response = await fetch(`${api.origin}${path}`);
      expect(response.status, path).toBe(404);
    }
  });
});
