import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDialects, dialects, postJson, type RunningApi, startApi } from './helpers';

announceDialects();

const contact = { name: 'Priya', email: 'priya@example.com', subject: 'Sizes', phone: '98765 43210', message: 'Do you have XXL?' };
const inquiry = {
  name: 'Ravi',
  email: 'ravi@shop.example',
  product: 'Cotton Floral Night Suit',
  phone: '+91 99887 76655',
  message: 'Wholesale price for 200 pieces?',
  firm_name: 'Ravi Garments',
  city: 'Surat',
  state: 'Gujarat',
};

describe.each(dialects)('form posts on %s', (dialect) => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startApi({ dialect });
  });
  afterAll(async () => {
    await api.destroy();
  });

  it('stores a subscriber once: 201 the first time, 200 again, whatever the case of the address', async () => {
    const first = await postJson(`${api.baseUrl}/subscribers`, { email: 'Reader@Example.com' });
    expect(first).toMatchObject({ status: 201, body: { email: 'reader@example.com' } });
    const again = await postJson(`${api.baseUrl}/subscribers`, { email: 'reader@example.com ' });
    expect(again).toMatchObject({ status: 200, body: { email: 'reader@example.com' } });
    const rows = await api.db.kysely.selectFrom('subscribers').selectAll().where('email', '=', 'reader@example.com').execute();
    expect(rows).toHaveLength(1);
  });

  it('stores a contact message and answers 201 with its id', async () => {
    const { status, body } = await postJson(`${api.baseUrl}/contact`, contact);
    expect(status).toBe(201);
    const row = await api.db.kysely.selectFrom('contact_messages').selectAll().where('id', '=', body.id as number).executeTakeFirst();
    expect(row).toMatchObject(contact);
  });

  it('accepts a chunked body (no Content-Length) under the size limit', async () => {
    const response = await fetch(`${api.baseUrl}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(JSON.stringify(contact)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(201);
  });

  it('stores an inquiry and answers 201 with its id', async () => {
    const { status, body } = await postJson(`${api.baseUrl}/inquiry`, inquiry);
    expect(status).toBe(201);
    const row = await api.db.kysely.selectFrom('inquiries').selectAll().where('id', '=', body.id as number).executeTakeFirst();
    expect(row).toMatchObject(inquiry);
  });

  it('answers an invalid form with 400 and a readable English message per field, storing nothing', async () => {
    const before = await api.db.kysely.selectFrom('inquiries').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const { status, body } = await postJson(`${api.baseUrl}/inquiry`, { ...inquiry, email: 'ravi@', city: '   ', firm_name: undefined });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: 'Some fields are missing or invalid.',
      fields: {
        email: 'Enter a valid e-mail address, like name@example.com.',
        city: 'This field is required.',
        firm_name: 'This field is required.',
      },
    });
    const after = await api.db.kysely.selectFrom('inquiries').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a NUL character in any field with 400 (PostgreSQL could not store it)', async () => {
    const { status, body } = await postJson(`${api.baseUrl}/contact`, { ...contact, message: 'before\u0000after' });
    expect(status).toBe(400);
    expect(body.error).toBe('The request body contains a NUL character, which no field may hold.');
  });

  it('refuses half of a character (a lone surrogate) with 400 and stores nothing, but keeps whole emoji', async () => {
    const count = async () => Number((await api.db.kysely.selectFrom('contact_messages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    // JSON.stringify writes a lone surrogate as the escape `\ud800`, as a client would send it.
    const { status, body } = await postJson(`${api.baseUrl}/contact`, { ...contact, name: 'Priya \ud800' });
    expect(status).toBe(400);
    expect(body.error).toBe('The request body contains half of a character (a lone UTF-16 surrogate), which no field may hold.');
    expect(await count()).toBe(before);
    expect((await postJson(`${api.baseUrl}/contact`, { ...contact, name: 'Priya 🧵' })).status).toBe(201);
  });

  it('tells a value of the wrong type from a missing one', async () => {
    expect(await postJson(`${api.baseUrl}/subscribers`, { email: 123 })).toMatchObject({ status: 400, body: { fields: { email: 'Expected text.' } } });
    expect(await postJson(`${api.baseUrl}/subscribers`, {})).toMatchObject({ status: 400, body: { fields: { email: 'This field is required.' } } });
    expect(await postJson(`${api.baseUrl}/contact`, ['not', 'an', 'object'])).toMatchObject({
      status: 400,
      body: { fields: { body: 'Expected a JSON object.' } },
    });
  });
});

describe('request guards', () => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startApi({ config: { corsOrigins: ['https://shop.example'], formRateLimit: { limit: 3, windowMs: 60_000 } } });
  });
  afterAll(async () => {
    await api.destroy();
  });

  it('answers malformed JSON with 400, another content type with 415 and a body over 16 KB with 413', async () => {
    expect(await postJson(`${api.baseUrl}/contact`, '{"name": "Pri')).toMatchObject({
      status: 400,
      body: { error: 'The request body is not valid JSON.' },
    });
    const form = await fetch(`${api.baseUrl}/contact`, { method: 'POST', body: new URLSearchParams(contact) });
    expect(form.status).toBe(415);
    const huge = await postJson(`${api.baseUrl}/contact`, { ...contact, message: 'x'.repeat(17 * 1024) });
    expect(huge).toMatchObject({ status: 413, body: { error: 'The request body is larger than 16 KB.' } });
    // A chunked body announces no length: it is counted as it streams in.
    const chunk = new TextEncoder().encode(JSON.stringify({ ...contact, message: 'y'.repeat(9 * 1024) }));
    const chunked = await fetch(`${api.baseUrl}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(chunk);
          controller.enqueue(chunk);
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  it('limits form posts per address: 429 with Retry-After once the limit is used up', async () => {
    // Earlier posts in this suite used the 3 allowed in this window (the rate limit counts every post).
    let response = await postJson(`${api.baseUrl}/subscribers`, { email: 'a@example.com' });
    for (let i = 0; i < 3 && response.status !== 429; i += 1) {
      response = await postJson(`${api.baseUrl}/subscribers`, { email: `a${i}@example.com` });
    }
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(response.body).toEqual({ error: 'Too many requests from your address. Please wait a moment and try again.' });
    // Reading the catalogue is not limited.
    expect((await fetch(`${api.baseUrl}/categories`)).status).toBe(200);
  });

  it('sends security headers on every answer, including 404s', async () => {
    for (const path of ['/categories', '/no-such-thing']) {
      const response = await fetch(`${api.baseUrl}${path}`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('allows cross-origin calls only from configured origins', async () => {
    const allowed = await fetch(`${api.baseUrl}/categories`, { headers: { Origin: 'https://shop.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    const other = await fetch(`${api.baseUrl}/categories`, { headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${api.baseUrl}/contact`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://shop.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('answers unknown routes and methods with a JSON 404, never a stack trace', async () => {
    const response = await fetch(`${api.baseUrl}/products/1`, { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });
});
