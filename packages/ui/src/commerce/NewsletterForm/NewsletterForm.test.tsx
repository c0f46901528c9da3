import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { userEvent } from '../testUser';
import { NewsletterForm } from './NewsletterForm';

// jsdom parses the theme's large token stylesheet on first render; on a busy shared CPU that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

const renderForm = (onSubmit: () => Promise<unknown>) =>
  render(
    <ThemeRoot>
      <NewsletterForm onSubmit={onSubmit} />
    </ThemeRoot>,
  );

describe('NewsletterForm', () => {
  it('says under the field that the e-mail is not valid', { timeout: 20_000 }, async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    await userEvent.type(screen.getByLabelText('Enter your email'), 'nope');
    await userEvent.click(screen.getByText('subscribe'));
    expect(await screen.findByText('Enter a valid e-mail address, like name@example.com.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears the field after a successful subscribe', async () => {
    renderForm(vi.fn().mockResolvedValue({}));
    await userEvent.type(screen.getByLabelText('Enter your email'), 'asha@example.com');
    await userEvent.click(screen.getByText('subscribe'));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for subscribing!');
    expect(screen.getByLabelText('Enter your email')).toHaveValue('');
  });

  it('keeps the e-mail and says so when subscribing fails', async () => {
    renderForm(vi.fn().mockRejectedValue(new Error('500')));
    await userEvent.type(screen.getByLabelText('Enter your email'), 'asha@example.com');
    await userEvent.click(screen.getByText('subscribe'));
    expect(await screen.findByRole('alert')).toHaveTextContent('subscription failed');
    expect(screen.getByLabelText('Enter your email')).toHaveValue('asha@example.com');
  });

  it('keeps an e-mail typed into the server-rendered form before the form took it over', async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const app = (
      <ThemeRoot>
        <NewsletterForm onSubmit={onSubmit} />
      </ThemeRoot>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    // The shopper types while the form's code is still on its way.
    const field = container.querySelector('input') as HTMLInputElement;
    field.value = 'early@example.com';
    const root = await act(async () => hydrateRoot(container, app));
    expect(screen.getByLabelText('Enter your email')).toHaveValue('early@example.com');
    await userEvent.click(screen.getByText('subscribe'));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'early@example.com' }));
    act(() => root.unmount());
    container.remove();
  });

  it('sends itself to the given action without scripts, and draws the server\'s answer into its HTML', () => {
    const html = renderToString(
      <ThemeRoot>
        <NewsletterForm
          onSubmit={vi.fn()}
          action="/newsletter"
          submission={{ status: 'failed', values: { email: 'asha@' }, errors: { email: 'validation.email' } }}
        />
      </ThemeRoot>,
    );
    const form = /<form [^>]*>/.exec(html)?.[0];
    expect(form).toContain(' method="post"');
    expect(form).toContain(' action="/newsletter"');
    expect(html).toMatch(/<input[^>]* name="email"[^>]* value="asha@"/);
    expect(html).toContain('Enter a valid e-mail address, like name@example.com.');
    expect(html).toContain('role="alert"');
  });
});
