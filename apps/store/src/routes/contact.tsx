import type { ContactMessage } from '@storefront/api-client';
import { apiClientAtom } from '@storefront/state';
import { Container } from '@storefront/ui';
import { ContactForm } from '@storefront/ui/forms';
import { useAtomValue } from 'jotai';
import { serverApi } from '../app/context';
import { sendForm } from '../app/formAction';
import { PageMeta } from '../app/PageMeta';
import { useStoreT } from '../i18n/messages';
import type { Route } from './+types/contact';

/** The form sent without scripts. */
export const action = ({ request, context }: Route.ActionArgs) => sendForm<ContactMessage>(request, (message) => serverApi(context).sendContact(message));

/** Contact Us: the message is posted; success shows only on a 2xx answer, failure keeps what was typed. */
export default function ContactPage({ actionData }: Route.ComponentProps) {
  const t = useStoreT();
  const client = useAtomValue(apiClientAtom);
  return (
    <Container as="section" size="narrow">
      <PageMeta title={t('title.contact')} />
      <h1>{t('title.contact')}</h1>
      <ContactForm onSubmit={(message) => client.sendContact(message)} submission={actionData} />
    </Container>
  );
}
