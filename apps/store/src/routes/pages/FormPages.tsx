import { apiClientAtom } from '@storefront/state';
import { Container } from '@storefront/ui';
import { ContactForm, InquiryForm } from '@storefront/ui/forms';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../app/usePageMeta';
import { useStoreT } from '../../i18n/messages';

/** Contact Us: the message is posted; success shows only on a 2xx answer, failure keeps what was typed. */
export function ContactPage() {
  const t = useStoreT();
  usePageMeta(t('title.contact'));
  const client = useAtomValue(apiClientAtom);
  return (
    <Container as="section" size="narrow">
      <h1>{t('title.contact')}</h1>
      <ContactForm onSubmit={(message) => client.sendContact(message)} />
    </Container>
  );
}

/** Inquiry; `?product=` fills Product Name (an inquiry started from a product). */
export function InquiryPage() {
  const t = useStoreT();
  usePageMeta(t('title.inquiry'));
  const client = useAtomValue(apiClientAtom);
  const product = useSearchParams()[0].get('product')?.slice(0, 200) ?? undefined;
  return (
    <Container as="section" size="narrow">
      <h1>{t('title.inquiry')}</h1>
      <InquiryForm onSubmit={(inquiry) => client.sendInquiry(inquiry)} productName={product} />
    </Container>
  );
}
