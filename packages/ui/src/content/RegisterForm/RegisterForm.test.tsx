import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { RegisterForm } from './RegisterForm';

// Rendering and typing in jsdom can exceed 5 s when the shared CI cores are busy.
describe('RegisterForm', { timeout: 15_000 }, () => {
  it('rejects names with digits and hands out the trimmed values when valid', async () => {
    const onValidSubmit = vi.fn();
    render(
      <ThemeRoot>
        <RegisterForm onValidSubmit={onValidSubmit} />
      </ThemeRoot>,
    );
    await userEvent.type(screen.getByLabelText('First Name'), 'Asha2');
    await userEvent.type(screen.getByLabelText('Last Name'), ' Rao ');
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Use letters only.')).toBeInTheDocument();
    expect(onValidSubmit).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('First Name'));
    await userEvent.type(screen.getByLabelText('First Name'), 'Asha');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Accounts are not available/);
    expect(onValidSubmit).toHaveBeenCalledWith({ first_name: 'Asha', last_name: 'Rao', email: 'asha@example.com', password: 'long enough' });
  });
});
