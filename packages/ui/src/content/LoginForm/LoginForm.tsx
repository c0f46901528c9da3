import { type Login, loginSchema } from '@storefront/api-client';
import type { HTMLAttributes } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Button, ButtonLink } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { Link, useRoutes } from '../../primitives/Link';
import { TextField } from '../../primitives/TextField';
import { FormNotice, FormStack, Page, Panel, TwoColumns, useErrorText } from '../shared/parts';
import { useNoticeForm } from '../shared/useNoticeForm';

export interface LoginFormProps extends HTMLAttributes<HTMLElement> {
  /** Called with the valid values; the form then says accounts are not available (nothing is sent). */
  onValidSubmit?: (values: Login) => void;
}

/** The static login page: validates like a real form, then says that accounts are not available. */
export function LoginForm({ onValidSubmit, ...rest }: LoginFormProps) {
  const t = useT();
  const routes = useRoutes();
  const errorText = useErrorText();
  const { register, errors, onSubmit, submitted } = useNoticeForm<Login>(loginSchema, { email: '', password: '' }, onValidSubmit);
  return (
    <Container {...rest}>
      <Page aria-labelledby="login-title">
        <h1 id="login-title">{t('login.title')}</h1>
        <TwoColumns>
          <Panel>
            <FormStack noValidate onSubmit={onSubmit} aria-labelledby="login-title">
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
                autoComplete="current-password"
                error={errorText(errors.password)}
                {...register('password')}
              />
              <Button type="submit">{t('login.submit')}</Button>
              <FormNotice shown={submitted} message={t('content.notAvailable')} />
            </FormStack>
            <Link href={routes.forgotPassword}>{t('login.forgot')}</Link>
          </Panel>
          <Panel>
            <h2>{t('login.newCustomer')}</h2>
            <p>{t('login.newCustomerText')}</p>
            <div>
              <ButtonLink href={routes.register}>{t('login.createAccount')}</ButtonLink>
            </div>
          </Panel>
        </TwoColumns>
      </Page>
    </Container>
  );
}
