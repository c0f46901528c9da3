import type { HTMLAttributes } from 'react';
import { type Subscriber, subscriberSchema } from '@storefront/api-client';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import { SendOutcome } from '../ContactForm';
import { type FormSubmission, useErrorText, useSendForm } from '../formHelpers';

export interface NewsletterFormProps extends Omit<HTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** Subscribes the e-mail; resolve on a 2xx answer, reject otherwise. */
  onSubmit: (subscriber: Subscriber) => Promise<unknown>;
  /** Where the browser posts the form itself (scripts off, or not loaded yet); the page's own URL by default. */
  action?: string;
  /** The server's answer to such a post. */
  submission?: FormSubmission | undefined;
}

const Root = styled.form`
  display: grid;
  gap: var(--space-2);
  [data-row] { display: flex; flex-wrap: wrap; align-items: start; gap: var(--space-2); }
  [data-row] > :first-child { flex: 1 1 220px; }
  [data-outcome='sent'] { margin: 0; color: var(--success); font-weight: 600; }
  [data-outcome='failed'] { margin: 0; color: var(--danger); font-weight: 600; }
`;

/** The footer's newsletter: one e-mail field (message under it), cleared after a successful subscribe. */
export function NewsletterForm({ onSubmit, action, submission, ...rest }: NewsletterFormProps) {
  const t = useT();
  const errorText = useErrorText();
  const { form, status, submit, register } = useSendForm<Subscriber>(subscriberSchema, { email: '' }, onSubmit, { submission });
  const {
    formState: { errors, isSubmitting },
  } = form;
  return (
    <Root method="post" action={action} noValidate onSubmit={submit} aria-busy={isSubmitting} {...rest}>
      <div data-row="">
        <TextField
          label={t('newsletter.label')}
          hideLabel
          type="email"
          autoComplete="email"
          placeholder={t('newsletter.label')}
          error={errorText(errors.email)}
          {...register('email')}
        />
        <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
          {t('newsletter.subscribe')}
        </Button>
      </div>
      <SendOutcome status={status} sent={t('newsletter.subscribed')} failed={t('newsletter.failed')} />
    </Root>
  );
}
