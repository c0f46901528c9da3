import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { userEvent } from '../testUser';
import { InquiryForm } from './InquiryForm';

// jsdom parses the theme's large token stylesheet on first render; on a busy shared CPU that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

describe('InquiryForm', () => {
  it('requires all eight fields, the messages under each', { timeout: 20_000 }, async () => {
    const onSubmit = vi.fn();
    render(
      <ThemeRoot>
        <InquiryForm onSubmit={onSubmit} />
      </ThemeRoot>,
    );
    await userEvent.click(screen.getByText('Send Your Message'));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(8);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the inquiry with the product filled in and says 'Your Message Send Successfully!'", { timeout: 20_000 }, async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    render(
      <ThemeRoot>
        <InquiryForm onSubmit={onSubmit} productName="Cotton Floral Night Suit" />
      </ThemeRoot>,
    );
    const values: Record<string, string> = {
      Name: 'Asha',
      Email: 'asha@example.com',
      'Phone number': '9876543210',
      'Firm Name': 'Rao Textiles',
      City: 'Surat',
      State: 'Gujarat',
      'Write Your Message': '100 pieces please',
    };
    for (const [label, value] of Object.entries(values)) await userEvent.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
    await userEvent.click(screen.getByText('Send Your Message'));
    expect(await screen.findByRole('status')).toHaveTextContent('Your Message Send Successfully!');
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ product: 'Cotton Floral Night Suit', firm_name: 'Rao Textiles' });
  });
});
