import { Button, Dialog, TextField, usePriceFormat } from '@storefront/ui';
import { type FormEvent, useState } from 'react';
import { useStoreT } from '../i18n/messages';
import { TestCardList } from './TestCardList';
import { type CardDetails, type CardFieldErrors, PaymentDeclinedError, validateCard } from './testCards';

export interface TestCardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  amount: number;
  /** Charges the card; rejects with the reason a card was declined. */
  onPay: (card: CardDetails) => Promise<void>;
}

const emptyCard: CardDetails = { name: '', number: '', expiry: '', cvc: '' };

/** The card form of the offline test-card payment; what was typed stays when a card is declined. */
export function TestCardDialog({ open, onOpenChange, amount, onPay }: TestCardDialogProps) {
  const t = useStoreT();
  const price = usePriceFormat();
  const [card, setCard] = useState<CardDetails>(emptyCard);
  const [errors, setErrors] = useState<CardFieldErrors>({});
  const [declined, setDeclined] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const field = (name: keyof CardDetails) => ({
    value: card[name],
    error: errors[name] && t(errors[name]),
    onChange: (event: { target: { value: string } }) => setCard((current) => ({ ...current, [name]: event.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateCard(card);
    setErrors(found);
    setDeclined(null);
    if (Object.keys(found).length > 0) {
      // As the billing form does: the keyboard goes to the first field to correct, once drawn invalid.
      const form = event.currentTarget as HTMLFormElement;
      setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    setPaying(true);
    try {
      await onPay(card);
    } catch (error) {
      setDeclined(error instanceof PaymentDeclinedError ? t(error.messageId) : error instanceof Error ? error.message : String(error));
    } finally {
      setPaying(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content size="sm">
        <Dialog.Header>
          <Dialog.Title>{t('card.title')}</Dialog.Title>
        </Dialog.Header>
        <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 'var(--space-3)' }}>
          {/* The page's list is behind the dialog, out of a screen reader's reach while it is open. */}
          <TestCardList />
          <TextField label={t('card.name')} autoComplete="cc-name" {...field('name')} />
          {/* Card numbers, dates and codes are written left to right, in a right-to-left page too. */}
          <TextField label={t('card.number')} inputMode="numeric" autoComplete="cc-number" dir="ltr" {...field('number')} />
          <TextField label={t('card.expiry')} placeholder="MM/YY" autoComplete="cc-exp" dir="ltr" {...field('expiry')} />
          <TextField label={t('card.cvc')} inputMode="numeric" autoComplete="cc-csc" dir="ltr" {...field('cvc')} />
          {declined && (
            <p role="alert" style={{ color: 'var(--danger)', margin: 0 }}>
              {declined}
            </p>
          )}
          <Button type="submit" variant="primary" loading={paying} fullWidth>
            {t('card.pay', { amount: price(amount) })}
          </Button>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
