import { expect, type Page, test } from './support/test';

const SENT = 'Your Message Send Successfully!';
const FAILED = 'Your message could not be sent. Nothing you typed was lost: please try again.';

/** A fresh address per test, so parallel runs never meet in the database. */
const uniqueEmail = (tag: string) => `${tag}.${Date.now().toString(36)}.${test.info().workerIndex}@example.com`;

const box = (page: Page, label: string) => page.getByRole('main').getByRole('textbox', { name: label, exact: true });

const contact = () => ({
  Name: 'Grace Hopper',
  Email: uniqueEmail('grace'),
  Subject: 'Sizes of the satin set',
  'Phone number': '+1 555 0100',
  'Write Your Message': 'Does the satin set come in XXL?\nThank you.',
});

const inquiry = () => ({
  Name: 'Katherine Johnson',
  Email: uniqueEmail('katherine'),
  'Product Name': 'Printed cotton night suit',
  'Phone number': '+1 555 0199',
  'Firm Name': 'Langley Textiles',
  City: 'Hampton',
  State: 'Virginia',
  'Write Your Message': 'We would like 200 pieces in assorted sizes.',
});

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await box(page, label).fill(value);
}

async function expectValues(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await expect(box(page, label)).toHaveValue(value);
}

for (const form of [
  { name: 'contact', path: '/contact', api: '/api/v1/contact', values: contact },
  { name: 'inquiry', path: '/inquiry', api: '/api/v1/inquiry', values: inquiry },
] as const) {
  test(`sends the ${form.name} form, says so and clears every field`, async ({ page }) => {
    const values = form.values();
    await page.goto(form.path);
    await fill(page, values);
    const posted = page.waitForResponse((response) => response.url().endsWith(form.api) && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send Your Message' }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ email: values.Email });
    await expect(page.getByRole('status').filter({ hasText: SENT })).toHaveText(SENT);
    await expectValues(page, Object.fromEntries(Object.keys(values).map((label) => [label, ''])));
  });

  test(`keeps every typed ${form.name} value and shows an error when the server fails`, async ({ page }) => {
    const values = form.values();
    await page.route(`**${form.api}`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal error' }) })
        : route.continue(),
    );
    await page.goto(form.path);
    await fill(page, values);
    await page.getByRole('button', { name: 'Send Your Message' }).click();
    await expect(page.getByRole('main').getByRole('alert').filter({ hasText: FAILED })).toHaveText(FAILED);
    await expect(page.getByText(SENT, { exact: true })).toHaveCount(0);
    await expectValues(page, values);
  });

  test(`marks empty and invalid ${form.name} fields and sends nothing`, async ({ page }) => {
    let posts = 0;
    page.on('request', (sent) => {
      if (sent.url().endsWith(form.api) && sent.method() === 'POST') posts += 1;
    });
    await page.goto(form.path);
    await page.getByRole('button', { name: 'Send Your Message' }).click();
    for (const label of Object.keys(form.values())) await expect(box(page, label)).toHaveAccessibleDescription('This field is required.');
    await fill(page, { ...form.values(), Email: 'grace.example.com' });
    await page.getByRole('button', { name: 'Send Your Message' }).click();
    await expect(box(page, 'Email')).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
    await expect(box(page, 'Name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(posts).toBe(0);
  });
}

const newsletter = (page: Page) => page.getByRole('contentinfo').getByRole('textbox', { name: 'Enter your email' });

test('subscribes to the newsletter and clears the field', async ({ page }) => {
  const email = uniqueEmail('newsletter');
  await page.goto('/');
  await newsletter(page).fill(email);
  const posted = page.waitForResponse((response) => response.url().endsWith('/api/v1/subscribers') && response.request().method() === 'POST');
  await page.getByRole('contentinfo').getByRole('button', { name: 'subscribe' }).click();
  expect((await posted).ok()).toBe(true);
  await expect(newsletter(page)).toHaveValue('');
  await expect(page.getByRole('contentinfo').getByRole('status').filter({ hasText: 'Thank you for subscribing!' })).toBeVisible();
});

test('keeps the newsletter e-mail and shows an error when the subscription fails', async ({ page }) => {
  const email = uniqueEmail('newsletter-fail');
  await page.route('**/api/v1/subscribers', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal error"}' }));
  await page.goto('/');
  await newsletter(page).fill(email);
  await page.getByRole('contentinfo').getByRole('button', { name: 'subscribe' }).click();
  await expect(page.getByRole('contentinfo').getByRole('alert')).toHaveText('The subscription failed. Your e-mail is still here: please try again.');
  await expect(newsletter(page)).toHaveValue(email);
});

test('refuses a newsletter address that is not an e-mail', async ({ page }) => {
  await page.goto('/');
  await newsletter(page).fill('not-an-email');
  await page.getByRole('contentinfo').getByRole('button', { name: 'subscribe' }).click();
  await expect(newsletter(page)).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
  await expect(newsletter(page)).toHaveValue('not-an-email');
});
