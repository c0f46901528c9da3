import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { ForgetPasswordForm } from './ForgetPasswordForm';

// Rendering and typing in jsdom can exceed 5 s when the shared CI cores are busy.
describe('ForgetPasswordForm', { timeout: 15_000 }, () => {
  it('asks for a valid e-mail, then says accounts are not available instead of sending anything', async () => {
    const onValidSubmit = vi.fn();
    render(
      <ThemeRoot>
        <ForgetPasswordForm onValidSubmit={onValidSubmit} />
      </ThemeRoot>,
    );
    await userEvent.type(screen.getByLabelText('Email'), 'asha@');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter a valid e-mail address, like name@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await userEvent.type(screen.getByLabelText('Email'), 'example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Accounts are not available/);
    expect(onValidSubmit).toHaveBeenCalledWith({ email: 'asha@example.com' });
  });
});
