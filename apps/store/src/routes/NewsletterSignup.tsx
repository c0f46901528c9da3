import type { Subscriber } from '@storefront/api-client';
import { apiClientAtom } from '@storefront/state';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';

// Its own chunk, with the form library (react-hook-form and the schemas): the server draws the form
// into every page, and React hydrates it when the chunk is there, without the rest of the page
// waiting for it.
const NewsletterForm = lazy(() => import('@storefront/ui/commerce/NewsletterForm').then(({ NewsletterForm }) => ({ default: NewsletterForm })));

/**
 * The footer's newsletter: posts the e-mail to the API; the form clears on success and keeps it on
 * failure. Without scripts, the browser sends the form to the newsletter page's action instead.
 */
export function NewsletterSignup() {
  const client = useAtomValue(apiClientAtom);
  return (
    <Suspense fallback={null}>
      <NewsletterForm action="/newsletter" onSubmit={(subscriber: Subscriber) => client.subscribe(subscriber)} />
    </Suspense>
  );
}
