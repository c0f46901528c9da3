import fs from 'node:fs';
import { categorySchema, detailsSchema } from '@storefront/api-client';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCategories, seedDetails } from '@storefront/api-client/seed';
import { type RunningApi, startApi } from './helpers';

describe('shop menu and details over HTTP', () => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(async () => {
    await api.stop();
    fs.rmSync(api.dataDir, { recursive: true, force: true });
  });

  it('creates the SQLite database file on first start', () => {
    expect(fs.existsSync(`${api.dataDir}/storefront.sqlite`)).toBe(true);
  });

  it('answers GET /categories with every category, its slug and its subcategories, in menu order', async () => {
    const response = await fetch(`${api.baseUrl}/categories`);
    expect(response.status).toBe(200);
    const body = z.array(categorySchema).parse(await response.json());
    expect(body).toEqual(
      seedCategories.map((category) => ({
        name: category.name,
        slug: category.name.toLowerCase(),
        translations: category.translations,
        sub_category: [...category.sub_category],
      })),
    );
    expect(body[0]?.translations?.fr?.name).toBe('Femmes');
    expect(body[0]?.sub_category[5]).toEqual({ id: 6, name: 'Nightwear', translations: { fr: { name: 'Vêtements de nuit' } } });
  });

  it('answers GET /details with the address and e-mail', async () => {
    const response = await fetch(`${api.baseUrl}/details`);
    expect(detailsSchema.parse(await response.json())).toEqual(seedDetails);
  });

  it('answers an unknown path with a JSON 404', async () => {
    const response = await fetch(`${api.baseUrl}/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });
});

describe('translations', () => {
  it('come from the database: an added language shows, and a database from before them gains the seed\'s French', async () => {
    const first = await startApi();
    await first.db.kysely.insertInto('translations').values({ entity: 'subcategory', entity_id: 3, locale: 'de', field: 'name', value: 'Hosen' }).execute();
    await first.stop();
    const second = await startApi({ dataDir: first.dataDir });
    const lowers = async (baseUrl: string) => z.array(categorySchema).parse(await (await fetch(`${baseUrl}/categories`)).json())[0]?.sub_category[2];
    expect(await lowers(second.baseUrl)).toEqual({ id: 3, name: 'Lowers', translations: { de: { name: 'Hosen' }, fr: { name: 'Bas' } } });
    expect(await (await fetch(`${second.baseUrl}/subcategories/3`)).json()).toEqual({ id: 3, name: 'Lowers', translations: { de: { name: 'Hosen' }, fr: { name: 'Bas' } } });

    // A database made before translations existed: its menu is there, its translations table empty.
    await second.db.kysely.deleteFrom('translations').execute();
    await second.stop();
    const third = await startApi({ dataDir: first.dataDir });
    expect(await lowers(third.baseUrl)).toEqual({ id: 3, name: 'Lowers', translations: { fr: { name: 'Bas' } } });
    await third.stop();
    fs.rmSync(first.dataDir, { recursive: true, force: true });
  });
});

describe('seeding', () => {
  it('seeds once: a restart keeps the data it finds instead of seeding again', async () => {
    const first = await startApi();
    await first.db.kysely.updateTable('shop_details').set({ email: 'owner@changed.example' }).execute();
    await first.stop();
    const second = await startApi({ dataDir: first.dataDir });
    const body = detailsSchema.parse(await (await fetch(`${second.baseUrl}/details`)).json());
    expect(body.email).toBe('owner@changed.example');
    await second.stop();
    fs.rmSync(first.dataDir, { recursive: true, force: true });
  });
});
