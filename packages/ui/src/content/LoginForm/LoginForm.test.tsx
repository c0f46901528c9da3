import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { LoginForm } from './LoginForm';

// Rendering and typing in jsdom can exceed 5 s when the shared CI cores are busy.
describe('LoginForm', { timeout: 15_000 }, () => {
  it('shows the validation messages in French and keeps the notice empty', async () => {
    const onValidSubmit = vi.fn();
    render(
      <ThemeRoot locale="fr">
        <LoginForm onValidSubmit={onValidSubmit} />
      </ThemeRoot>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(onValidSubmit).not.toHaveBeenCalled();
  });

  it('says accounts are not available once the form is valid, keeping what was typed', async () => {
    render(
      <ThemeRoot>
        <LoginForm />
      </ThemeRoot>,
    );
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Accounts are not available in this shop, so nothing was sent or saved.');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
  });

  it('links to the forget-password and register pages', () => {
    render(
      <ThemeRoot>
        <LoginForm />
      </ThemeRoot>,
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/register');
  });
});
