import { apiClientAtom } from '@storefront/state';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';

// Below the fold on every page: its form library loads after the page, not before it.
const NewsletterForm = lazy(() =>
  import('@storefront/ui/commerce/NewsletterForm').then((m) => ({ default: m.NewsletterForm })),
);

/** The footer's newsletter: posts the e-mail; the form clears on success and keeps it on failure. */
export function NewsletterSignup() {
  const client = useAtomValue(apiClientAtom);
  return (
    <Suspense fallback={null}>
      <NewsletterForm onSubmit={(subscriber) => client.subscribe(subscriber)} />
    </Suspense>
  );
}
