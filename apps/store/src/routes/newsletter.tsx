import type { Subscriber } from '@storefront/api-client';
import { apiClientAtom } from '@storefront/state';
import { Container } from '@storefront/ui';
import { NewsletterForm } from '@storefront/ui/commerce/NewsletterForm';
import { useAtomValue } from 'jotai';
import { serverApi } from '../app/context';
import { sendForm } from '../app/formAction';
import { PageMeta } from '../app/PageMeta';
import { useStoreT } from '../i18n/messages';
import type { Route } from './+types/newsletter';

/** Where the footer's form goes when the browser sends it itself (scripts off, or not loaded yet). */
export const action = ({ request, context }: Route.ActionArgs) => sendForm<Subscriber>(request, (subscriber) => serverApi(context).subscribe(subscriber));

/** The newsletter's page: the outcome of such a post, and the form (the footer leaves its own out here). */
export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const t = useStoreT();
  const client = useAtomValue(apiClientAtom);
  return (
    <Container as="section" size="narrow">
      <PageMeta title={t('title.newsletter')} />
      <h1>{t('title.newsletter')}</h1>
      <NewsletterForm action="/newsletter" onSubmit={(subscriber) => client.subscribe(subscriber)} submission={actionData} />
    </Container>
  );
}
