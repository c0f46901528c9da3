import { LoginForm, useT } from '@storefront/ui';
import { PageMeta } from '../app/PageMeta';

export default function LoginPage() {
  const t = useT();
  return (
    <>
      <PageMeta title={t('login.title')} />
      <LoginForm />
    </>
  );
}
