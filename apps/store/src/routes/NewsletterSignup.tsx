import { apiClientAtom } from '@storefront/state';
import { NewsletterForm } from '@storefront/ui';
import { useAtomValue } from 'jotai';

/** The footer's newsletter: posts the e-mail; the form clears on success and keeps it on failure. */
export function NewsletterSignup() {
  const client = useAtomValue(apiClientAtom);
  return <NewsletterForm onSubmit={(subscriber) => client.subscribe(subscriber)} />;
}
