import { RegisterForm, useT } from '@storefront/ui';
import { PageMeta } from '../app/PageMeta';

export default function RegisterPage() {
  const t = useT();
  return (
    <>
      <PageMeta title={t('register.title')} />
      <RegisterForm />
    </>
  );
}
