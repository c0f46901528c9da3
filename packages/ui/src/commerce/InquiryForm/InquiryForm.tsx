import type { HTMLAttributes } from 'react';
import { type Inquiry, inquirySchema } from '@storefront/api-client';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/Button';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { SendOutcome } from '../ContactForm';
import { type FormSubmission, useErrorText, useSendForm } from '../formHelpers';
import { FormRoot } from '../ProductTabs/ReviewForm';

export interface InquiryFormProps extends Omit<HTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** Sends the inquiry; resolve on a 2xx answer, reject otherwise. */
  onSubmit: (inquiry: Inquiry) => Promise<unknown>;
  /** Fills Product Name (an inquiry started from a product page). */
  productName?: string;
  /** The server's answer when the browser sent the form itself (it posts to the page's own URL). */
  submission?: FormSubmission | undefined;
}

/**
 * Inquiry: Name, Email, Product Name, Phone number, Firm Name, City, State and 'Write Your
 * Message', sent with 'Send Your Message'; success and failure as in the contact form.
 */
export function InquiryForm({ onSubmit, productName = '', submission, ...rest }: InquiryFormProps) {
  const t = useT();
  const errorText = useErrorText();
  const empty: Inquiry = { name: '', email: '', product: productName, phone: '', firm_name: '', city: '', state: '', message: '' };
  const { form, status, submit, register } = useSendForm<Inquiry>(inquirySchema, empty, onSubmit, { submission });
  const {
    formState: { errors, isSubmitting },
  } = form;
  return (
    <FormRoot method="post" noValidate onSubmit={submit} aria-busy={isSubmitting} {...rest}>
      <div data-pair="">
        <TextField label={t('form.name')} required autoComplete="name" error={errorText(errors.name)} {...register('name')} />
        <TextField label={t('form.email')} type="email" required autoComplete="email" error={errorText(errors.email)} {...register('email')} />
      </div>
      <div data-pair="">
        <TextField label={t('form.productName')} required error={errorText(errors.product)} {...register('product')} />
        <TextField label={t('form.phone')} type="tel" required autoComplete="tel" error={errorText(errors.phone)} {...register('phone')} />
      </div>
      <div data-pair="">
        <TextField label={t('form.firmName')} required autoComplete="organization" error={errorText(errors.firm_name)} {...register('firm_name')} />
        <TextField label={t('form.city')} required autoComplete="address-level2" error={errorText(errors.city)} {...register('city')} />
      </div>
      <TextField label={t('form.state')} required autoComplete="address-level1" error={errorText(errors.state)} {...register('state')} />
      <TextArea label={t('form.message')} rows={6} required error={errorText(errors.message)} {...register('message')} />
      <SendOutcome status={status} />
      <div data-actions="">
        <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
          {isSubmitting ? t('form.sending') : t('form.sendMessage')}
        </Button>
      </div>
    </FormRoot>
  );
}
