import { zodResolver } from '@hookform/resolvers/zod';
import { type Register, registerSchema } from '@storefront/api-client';
import { type HTMLAttributes, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { Link, useRoutes } from '../../primitives/Link';
import { TextField } from '../../primitives/TextField';
import { FormNotice, FormStack, Page, Panel, TwoColumns, useErrorText } from '../shared/parts';

export interface RegisterFormProps extends HTMLAttributes<HTMLElement> {
  /** Called with the valid values; the form then says accounts are not available (nothing is stored). */
  onValidSubmit?: (values: Register) => void;
}

/** The static 'Create account' page: validates like a real form, then says accounts are not available. */
export function RegisterForm({ onValidSubmit, ...rest }: RegisterFormProps) {
  const t = useT();
  const routes = useRoutes();
  const errorText = useErrorText();
  const [submitted, setSubmitted] = useState(false);
  const { register, handleSubmit, formState } = useForm<Register>({
    resolver: zodResolver(registerSchema),
    defaultValues: { first_name: '', last_name: '', email: '', password: '' },
  });
  const onSubmit = handleSubmit((values) => {
    setSubmitted(true);
    onValidSubmit?.(values);
  });
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
                error={errorText(formState.errors.first_name)}
                {...register('first_name')}
              />
              <TextField
                label={t('register.lastName')}
                autoComplete="family-name"
                error={errorText(formState.errors.last_name)}
                {...register('last_name')}
              />
              <TextField
                label={t('content.email')}
                type="email"
                autoComplete="email"
                error={errorText(formState.errors.email)}
                {...register('email')}
              />
              <TextField
                label={t('content.password')}
                type="password"
                autoComplete="new-password"
                error={errorText(formState.errors.password)}
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
