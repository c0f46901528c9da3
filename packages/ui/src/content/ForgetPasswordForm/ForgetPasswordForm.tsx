import { type ForgetPassword, forgetPasswordSchema } from '@storefront/api-client';
import type { HTMLAttributes } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { TextField } from '../../primitives/TextField';
import { FormNotice, FormStack, Page, Panel, useErrorText } from '../shared/parts';
import { useNoticeForm } from '../shared/useNoticeForm';

export interface ForgetPasswordFormProps extends HTMLAttributes<HTMLElement> {
  /** Called with the valid e-mail; the form then says accounts are not available (no e-mail is sent). */
  onValidSubmit?: (values: ForgetPassword) => void;
}

/** The static 'Forget Your Password' page: validates the e-mail, then says accounts are not available. */
export function ForgetPasswordForm({ onValidSubmit, ...rest }: ForgetPasswordFormProps) {
  const t = useT();
  const errorText = useErrorText();
  const { register, errors, onSubmit, submitted } = useNoticeForm<ForgetPassword>(forgetPasswordSchema, { email: '' }, onValidSubmit);
  return (
    <Container size="narrow" {...rest}>
      <Page aria-labelledby="forget-title">
        <h1 id="forget-title">{t('forget.title')}</h1>
        <Panel>
          <p>{t('forget.intro')}</p>
          <FormStack noValidate onSubmit={onSubmit} aria-labelledby="forget-title">
            <TextField
              label={t('content.email')}
              type="email"
              autoComplete="email"
              error={errorText(errors.email)}
              {...register('email')}
            />
            <Button type="submit">{t('forget.submit')}</Button>
            <FormNotice shown={submitted} message={t('content.notAvailable')} />
          </FormStack>
        </Panel>
      </Page>
    </Container>
  );
}
