import { type Register, registerSchema } from '@storefront/api-client';
import type { HTMLAttributes } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { Link, useRoutes } from '../../primitives/Link';
import { TextField } from '../../primitives/TextField';
import { FormNotice, FormStack, Page, Panel, TwoColumns, useErrorText } from '../shared/parts';
import { useNoticeForm } from '../shared/useNoticeForm';

export interface RegisterFormProps extends HTMLAttributes<HTMLElement> {
  /** Called with the valid values; the form then says accounts are not available (nothing is stored). */
  onValidSubmit?: (values: Register) => void;
}

/** The static 'Create account' page: validates like a real form, then says accounts are not available. */
export function RegisterForm({ onValidSubmit, ...rest }: RegisterFormProps) {
  const t = useT();
  const routes = useRoutes();
  const errorText = useErrorText();
  const { register, errors, onSubmit, submitted } = useNoticeForm<Register>(registerSchema, { first_name: '', last_name: '', email: '', password: '' }, onValidSubmit);
  return (
    <Container {...rest}>
      <Page aria-labelledby="register-title">
        <h1 id="register-title">{t('register.title')}</h1>
        <Panel>
          <FormStack noValidate onSubmit={onSubmit} aria-labelledby="register-title">
            <TwoColumns>
              <TextField
                label={t('register.firstName')}
                autoComplete="given-name"
                error={errorText(errors.first_name)}
                {...register('first_name')}
              />
              <TextField
                label={t('register.lastName')}
                autoComplete="family-name"
                error={errorText(errors.last_name)}
                {...register('last_name')}
              />
              <TextField
                label={t('content.email')}
                type="email"
                autoComplete="email"
                error={errorText(errors.email)}
                {...register('email')}
              />
              <TextField
                label={t('content.password')}
                type="password"
                autoComplete="new-password"
                error={errorText(errors.password)}
                {...register('password')}
              />
            </TwoColumns>
            <Button type="submit">{t('register.submit')}</Button>
            <FormNotice shown={submitted} message={t('content.notAvailable')} />
          </FormStack>
          <Link href={routes.login}>{t('register.haveAccount')}</Link>
        </Panel>
      </Page>
    </Container>
  );
}
