import { apiClientAtom } from '@storefront/state';
import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { lazyWithPreload } from '../app/lazyWithPreload';

// Below the fold on every page: its form library loads after the page, not before it.
export const NewsletterForm = lazyWithPreload(async () => (await import('@storefront/ui/commerce/NewsletterForm')).NewsletterForm);

/** The footer's newsletter: posts the e-mail; the form clears on success and keeps it on failure. */
export function NewsletterSignup() {
  const client = useAtomValue(apiClientAtom);
  return (
    <Suspense fallback={null}>
      <NewsletterForm onSubmit={(subscriber) => client.subscribe(subscriber)} />
    </Suspense>
  );
}
