import type { Subscriber } from '@storefront/api-client';
import { apiClientAtom } from '@storefront/state';
import { useAtomValue } from 'jotai';
import { lazy, memo, Suspense, useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { RouteError } from './RouteError';

// Its own chunk, with the form library (react-hook-form and the schemas): the server draws the form
// into every page, and React hydrates it when the chunk is there, without the rest of the page
// waiting for it. <html data-newsletter-hydrated> says it has been (tests wait for it).
const NewsletterForm = lazy(async () => {
  const { NewsletterForm: Form } = await import('@storefront/ui/commerce/NewsletterForm');
  return {
    default: function HydratedNewsletterForm(props: Parameters<typeof Form>[0]) {
      useEffect(() => document.documentElement.setAttribute('data-newsletter-hydrated', ''), []);
      return <Form {...props} />;
    },
  };
});

/**
 * The footer's newsletter: posts the e-mail to the API; the form clears on success and keeps it on
 * failure. Without scripts (or before its code is here), the browser sends the form to the
 * newsletter page's action instead. A chunk that cannot be downloaded costs only the form, which
 * then shows the error and its retry, never the page around it.
 * Memoised without props: React keeps the server's form until the chunk is here only as long as
 * nothing renders it again (the layout does, once the shopper's counts are drawn).
 */
export const NewsletterSignup = memo(function NewsletterSignup() {
  const client = useAtomValue(apiClientAtom);
  return (
    <ErrorBoundary fallback={<RouteError />} onError={(error) => console.error(error)}>
      <Suspense fallback={null}>
        <NewsletterForm action="/newsletter" onSubmit={(subscriber: Subscriber) => client.subscribe(subscriber)} />
      </Suspense>
    </ErrorBoundary>
  );
});
