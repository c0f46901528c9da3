import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../Checkbox';
import { Select } from '../Select';
import { TextArea } from '../TextArea';
import { TextField } from './TextField';

function ContactForm({ onValid }: { onValid: (values: unknown) => void }) {
  const { register, handleSubmit } = useForm<{ name: string; message: string; size: string; agree: boolean }>();
  return (
    <form onSubmit={handleSubmit(onValid)}>
      <TextField label="Name" {...register('name')} />
      <TextArea label="Message" {...register('message')} />
      <Select label="Size" options={[{ value: 'M', label: 'M' }, { value: 'L', label: 'L' }]} {...register('size')} />
      <Checkbox label="I agree" {...register('agree')} />
      <button type="submit">Send</button>
    </form>
  );
}
function EmailForm() {
  const { register, formState } = useForm<{ email: string }>({ mode: 'onBlur' });
  return <TextField label="Email" error={formState.errors.email?.message} {...register('email', { required: 'Email is required' })} />;
}
describe('TextField', () => {
  it('ties its error to the input by aria-describedby and marks it invalid', () => {
    render(<TextField label="Email" hint="Work address" error="Email is required" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Work address Email is required');
  });

  it('is not marked invalid without an error', () => {
    render(<TextField label="Name" />);
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('registers every field with react-hook-form and submits what was typed', async () => {
    const onValid = vi.fn();
    render(<ContactForm onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Asha');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    await userEvent.selectOptions(screen.getByLabelText('Size'), 'L');
    await userEvent.click(screen.getByLabelText('I agree'));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ name: 'Asha', message: 'Hello', size: 'L', agree: true });
  });

  it('shows the errors react-hook-form reports on blur', async () => {
    render(<EmailForm />);
    await userEvent.click(screen.getByLabelText('Email'));
    await userEvent.tab();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required'));
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
