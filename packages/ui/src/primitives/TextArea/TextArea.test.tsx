import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('keeps several lines of what the user typed', async () => {
    render(<TextArea label="Message" />);
    await userEvent.type(screen.getByLabelText('Message'), 'line one{enter}line two');
    expect(screen.getByLabelText('Message')).toHaveValue('line one\nline two');
  });

  it('ties its error message to the text area', () => {
    render(<TextArea label="Message" error="Message is required" />);
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Message is required');
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
  });
});
