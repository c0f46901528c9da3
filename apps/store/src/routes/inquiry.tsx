import type { Inquiry } from '@storefront/api-client';
import { apiClientAtom } from '@storefront/state';
import { Container } from '@storefront/ui';
import { InquiryForm } from '@storefront/ui/forms';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router';
import { serverApi } from '../app/context';
import { sendForm } from '../app/formAction';
import { PageMeta } from '../app/PageMeta';
import { useStoreT } from '../i18n/messages';
import type { Route } from './+types/inquiry';

/** The form sent without scripts. */
export const action = ({ request, context }: Route.ActionArgs) => sendForm<Inquiry>(request, (inquiry) => serverApi(context).sendInquiry(inquiry));

/** Inquiry; `?product=` fills Product Name (an inquiry started from a product). */
export default function InquiryPage({ actionData }: Route.ComponentProps) {
  const t = useStoreT();
  const client = useAtomValue(apiClientAtom);
  const product = useSearchParams()[0].get('product')?.slice(0, 200) ?? undefined;
  return (
    <Container as="section" size="narrow">
      <PageMeta title={t('title.inquiry')} />
      <h1>{t('title.inquiry')}</h1>
      <InquiryForm onSubmit={(inquiry) => client.sendInquiry(inquiry)} productName={product} submission={actionData} />
    </Container>
  );
}
