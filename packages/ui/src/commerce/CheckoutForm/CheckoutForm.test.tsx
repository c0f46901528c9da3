import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { cartLine, lineWithoutSize, sampleProduct, sizedProduct, twoVariantCart } from '../storyData';
import { VariantSelect } from '../VariantSelect';
import { userEvent } from '../testUser';
import { CheckoutForm } from './CheckoutForm';

// jsdom parses the theme's large token stylesheet on first render; on a busy shared CPU that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

const lines = [cartLine({ ...sampleProduct, price: 100, discount: 50 }, 2)];
const valid = {
  first_name: 'Asha',
  last_name: 'Rao',
  phone: '+91 98765 43210',
  email: 'asha@example.com',
  country: 'India' as const,
  address: '12 Textile Market Road, Surat',
  city: 'Surat',
  state: 'Gujarat',
  pincode: '395002',
  create_account: false,
  payment: 'stripe' as const,
};

describe('CheckoutForm', () => {
  it('chooses stripe by default and shows the total', { timeout: 20_000 }, () => {
    const { container } = render(
      <ThemeRoot>
        <CheckoutForm lines={lines} onSubmit={vi.fn()} />
      </ThemeRoot>,
    );
    expect(screen.getByLabelText('Stripe')).toBeChecked();
    expect(screen.getByLabelText('PayPal')).not.toBeChecked();
    expect(container.querySelector('[data-checkout-total]')?.textContent).toBe('$100.00');
  });

  it('offers only the ways to pay it is given, and a saved choice not offered gives way to the first', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(
      <ThemeRoot>
        <CheckoutForm lines={lines} onSubmit={onSubmit} paymentMethods={['stripe']} defaultValues={{ ...valid, payment: 'paypal' }} />
      </ThemeRoot>,
    );
    expect(screen.getByRole('group', { name: 'Payment method' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['stripe']);
    expect(screen.getByLabelText('Stripe')).toBeChecked();
    await userEvent.click(screen.getByText('place order'));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual(valid);
  });

  it('starts from the values it is given and reports each change, for a store to keep as a draft', async () => {
    const onValuesChange = vi.fn();
    render(
      <ThemeRoot>
        <CheckoutForm lines={lines} onSubmit={vi.fn()} defaultValues={{ first_name: 'Asha', country: 'India' }} onValuesChange={onValuesChange} />
      </ThemeRoot>,
    );
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Asha');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('India');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Rao');
    expect(onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ first_name: 'Asha', last_name: 'Rao', country: 'India', payment: 'stripe' }));
  });

  it('names each line with its size and colour', () => {
    render(
      <ThemeRoot>
        <CheckoutForm lines={twoVariantCart} onSubmit={vi.fn()} />
      </ThemeRoot>,
    );
    expect(screen.getByRole('cell', { name: `${sizedProduct.name} (L / pink) × 1` })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: `${sizedProduct.name} (M / green) × 2` })).toBeInTheDocument();
  });

  it('asks for the size of a line saved without one, and offers no way to pay until it has one', async () => {
    const onChoose = vi.fn();
    render(
      <ThemeRoot>
        <CheckoutForm
          lines={[lineWithoutSize]}
          onSubmit={vi.fn()}
          chooseVariant={(line) => <VariantSelect name={line.name} variants={sizedProduct.variants} value={null} onChange={onChoose} />}
        />
      </ThemeRoot>,
    );
    expect(screen.queryByRole('button', { name: 'place order' })).toBeNull();
    expect(screen.getByText('Please choose a size for every item before you pay.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: `Size and colour of ${sizedProduct.name}` }), 'M / pink');
    expect(onChoose).toHaveBeenCalledWith(sizedProduct.variants.find((v) => v.size === 'M' && v.color === 'pink')?.sku);
  });

  it('shows no place-order button when the total is 0', () => {
    render(
      <ThemeRoot>
        <CheckoutForm lines={[]} onSubmit={vi.fn()} />
      </ThemeRoot>,
    );
    expect(screen.queryByText('place order')).toBeNull();
  });

  it('shows the messages under the fields and places nothing when the details are invalid', { timeout: 20_000 }, async () => {
    const onSubmit = vi.fn();
    render(
      <ThemeRoot>
        <CheckoutForm lines={lines} onSubmit={onSubmit} defaultValues={{ ...valid, first_name: 'Asha1', address: 'too short', pincode: '39a' }} />
      </ThemeRoot>,
    );
    await userEvent.click(screen.getByText('place order'));
    expect(await screen.findByText('Use letters only.')).toBeInTheDocument();
    expect(screen.getByText('The address must be 20 to 120 characters long.')).toBeInTheDocument();
    expect(screen.getByText('Enter the pincode as digits only.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('places the order with valid details and the chosen payment', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(
      <ThemeRoot>
        <CheckoutForm lines={lines} onSubmit={onSubmit} defaultValues={valid} />
      </ThemeRoot>,
    );
    await userEvent.click(screen.getByLabelText('PayPal'));
    await userEvent.click(screen.getByText('place order'));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ ...valid, payment: 'paypal' });
  });

  it('hands a custom place-order slot a validate function that refuses invalid details', async () => {
    let validate: (() => Promise<unknown>) | undefined;
    render(
      <ThemeRoot>
        <CheckoutForm
          lines={lines}
          onSubmit={vi.fn()}
          placeOrder={(ctx) => {
            validate = ctx.validate;
            return <span>paypal button</span>;
          }}
        />
      </ThemeRoot>,
    );
    expect(screen.getByText('paypal button')).toBeInTheDocument();
    expect(await validate?.()).toBeNull();
    expect((await screen.findAllByText('This field is required.')).length).toBeGreaterThan(0);
    // A corrected field clears as it is typed in, without another try of the button.
    const firstName = screen.getByRole('textbox', { name: /^First Name/ });
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(firstName, 'Asha');
    await waitFor(() => expect(firstName).not.toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('textbox', { name: /^Last Name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the details and says so when placing the order fails', async () => {
    render(
      <ThemeRoot>
        <CheckoutForm lines={lines} onSubmit={vi.fn().mockRejectedValue(new Error('declined'))} defaultValues={valid} />
      </ThemeRoot>,
    );
    await userEvent.click(screen.getByText('place order'));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be placed');
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Asha');
  });
});
