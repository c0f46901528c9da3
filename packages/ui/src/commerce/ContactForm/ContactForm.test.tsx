import { ApiError } from '@storefront/api-client';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { userEvent } from '../testUser';
import type { FormSubmission } from '../formHelpers';
import { ContactForm } from './ContactForm';

// jsdom parses the theme's large token stylesheet on first render; on a busy shared CPU that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

const filled = { name: 'Asha Rao', email: 'asha@example.com', subject: 'Sizes', phone: '+91 98765 43210', message: 'Do you have XL?' };

async function fill() {
  await userEvent.type(screen.getByLabelText(/^Name/), filled.name);
  await userEvent.type(screen.getByLabelText(/^Email/), filled.email);
  await userEvent.type(screen.getByLabelText(/^Subject/), filled.subject);
  await userEvent.type(screen.getByLabelText(/^Phone number/), filled.phone);
  await userEvent.type(screen.getByLabelText(/^Write Your Message/), filled.message);
}

const renderForm = (onSubmit: (v: typeof filled) => Promise<unknown>, submission?: FormSubmission) =>
  render(
    <ThemeRoot>
      <ContactForm onSubmit={onSubmit} submission={submission} />
    </ThemeRoot>,
  );

describe('ContactForm', () => {
  it('has a 6-row message box and the spec button text', { timeout: 20_000 }, () => {
    renderForm(vi.fn());
    expect(screen.getByLabelText(/^Write Your Message/)).toHaveAttribute('rows', '6');
    expect(screen.getByText('Send Your Message').closest('button')).toHaveAttribute('type', 'submit');
  });

  it('shows the messages under the fields and sends nothing when they are empty', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    await userEvent.click(screen.getByText('Send Your Message'));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(5);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("clears the fields and says 'Your Message Send Successfully!' after a successful send", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderForm(onSubmit);
    await fill();
    await userEvent.click(screen.getByText('Send Your Message'));
    expect(await screen.findByRole('status')).toHaveTextContent('Your Message Send Successfully!');
    expect(onSubmit.mock.calls[0]?.[0]).toEqual(filled);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });

  it('keeps every typed value and shows the error when sending fails', async () => {
    renderForm(vi.fn().mockRejectedValue(new Error('offline')));
    await fill();
    await userEvent.click(screen.getByText('Send Your Message'));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be sent');
    expect(screen.getByLabelText(/^Name/)).toHaveValue(filled.name);
    expect(screen.getByLabelText(/^Write Your Message/)).toHaveValue(filled.message);
  });

  it("puts the server's field messages under their fields", async () => {
    renderForm(vi.fn().mockRejectedValue(new ApiError('bad input', 400, { email: 'validation.email' })));
    await fill();
    await userEvent.click(screen.getByText('Send Your Message'));
    expect(await screen.findByText('Enter a valid e-mail address, like name@example.com.')).toBeInTheDocument();
  });

  it('disables the button while the message is being sent', async () => {
    let finish: () => void = () => {};
    renderForm(() => new Promise<void>((resolve) => (finish = resolve)));
    await fill();
    await userEvent.click(screen.getByText('Send Your Message'));
    expect(await screen.findByText('Sending...')).toBeInTheDocument();
    expect(screen.getByText('Sending...').closest('button')).toBeDisabled();
    finish();
    expect(await screen.findByRole('status')).toBeInTheDocument();
  });

  it('posts to its own page, so a browser without scripts sends it to the server', () => {
    const { container } = renderForm(vi.fn());
    expect(container.querySelector('form')).toHaveAttribute('method', 'post');
    expect(container.querySelector('form')).not.toHaveAttribute('action');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('name', 'email');
  });

  it("starts as the server answered a post: what was typed, the field messages and the failure, in the HTML's own values", () => {
    const submission: FormSubmission = { status: 'failed', values: { ...filled, email: 'asha@' }, errors: { email: 'validation.email' } };
    renderForm(vi.fn(), submission);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('asha@');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('value', 'asha@');
    expect(screen.getByLabelText(/^Write Your Message/)).toHaveValue(filled.message);
    expect(screen.getByText('Enter a valid e-mail address, like name@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('could not be sent');
  });

  it('starts empty with the success line when the server sent it', () => {
    renderForm(vi.fn(), { status: 'sent' });
    expect(screen.getByRole('status')).toHaveTextContent('Your Message Send Successfully!');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });
});
