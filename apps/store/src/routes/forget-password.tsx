import { ForgetPasswordForm, useT } from '@storefront/ui';
import { PageMeta } from '../app/PageMeta';

export default function ForgetPasswordPage() {
  const t = useT();
  return (
    <>
      <PageMeta title={t('forget.title')} />
      <ForgetPasswordForm />
    </>
  );
}
