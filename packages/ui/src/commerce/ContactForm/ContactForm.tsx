import type { HTMLAttributes } from 'react';
import { type ContactMessage, contactMessageSchema } from '@storefront/api-client';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/Button';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { type FormSubmission, useErrorText, useSendForm } from '../formHelpers';
import { FormRoot } from '../ProductTabs/ReviewForm';

export interface ContactFormProps extends Omit<HTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** Sends the message; resolve on a 2xx answer, reject otherwise (an ApiError's field messages show under the fields). */
  onSubmit: (message: ContactMessage) => Promise<unknown>;
  /** The server's answer when the browser sent the form itself (it posts to the page's own URL). */
  submission?: FormSubmission | undefined;
}

const empty: ContactMessage = { name: '', email: '', subject: '', phone: '', message: '' };

/**
 * Contact Us: Name, Email, Subject, Phone number and 'Write Your Message', sent with 'Send Your
 * Message'. Success clears it and says 'Your Message Send Successfully!'; failure says so and
 * keeps everything typed.
 */
export function ContactForm({ onSubmit, submission, ...rest }: ContactFormProps) {
  const t = useT();
  const errorText = useErrorText();
  const { form, status, submit, register } = useSendForm<ContactMessage>(contactMessageSchema, empty, onSubmit, { submission });
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
        <TextField label={t('form.subject')} required error={errorText(errors.subject)} {...register('subject')} />
        <TextField label={t('form.phone')} type="tel" required autoComplete="tel" error={errorText(errors.phone)} {...register('phone')} />
      </div>
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

/** The line after sending: the success message (role status) or the failure (role alert). */
export interface SendOutcomeProps extends HTMLAttributes<HTMLParagraphElement> {
  status: 'idle' | 'sent' | 'failed';
  sent?: string;
  failed?: string;
}

export function SendOutcome({ status, sent, failed, ...rest }: SendOutcomeProps) {
  const t = useT();
  if (status === 'sent')
    return (
      <p role="status" data-outcome="sent" {...rest}>
        {sent ?? t('form.sent')}
      </p>
    );
  if (status === 'failed')
    return (
      <p role="alert" data-outcome="failed" {...rest}>
        {failed ?? t('form.failed')}
      </p>
    );
  return null;
}
