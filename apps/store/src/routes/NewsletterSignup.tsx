import type { Subscriber } from '@storefront/api-client';
import { apiClientAtom } from '@storefront/state';
import { useAtomValue } from 'jotai';
import { memo, useCallback } from 'react';
import { DeferredPart } from '../app/DeferredPart';
import { lazyWithPreload } from '../app/lazyWithPreload';
import { whenIdleOrTapped } from '../app/takeOver';

/**
 * Below the fold on every page, with its form library (react-hook-form): not part of the first
 * load. A hydrated page keeps the server's form until the browser is idle (or the shopper presses
 * its button), then loads and hydrates it; an app that draws the page itself loads it before its first render (main.tsx), so nothing
 * pops in.
 */
export const NewsletterForm = lazyWithPreload(async () => (await import('@storefront/ui/commerce/NewsletterForm')).NewsletterForm, {
  startWhen: whenIdleOrTapped,
});

/**
 * The footer's newsletter: posts the e-mail; the form clears on success and keeps it on failure.
 * Memoised, with a stable callback: a Suspense boundary that React is still to hydrate and that
 * receives new props is drawn again from scratch (the server's form, and what the shopper typed
 * into it, would be replaced), so the layout's re-renders must not reach it.
 */
export const NewsletterSignup = memo(function NewsletterSignup() {
  const client = useAtomValue(apiClientAtom);
  const subscribe = useCallback((subscriber: Subscriber) => client.subscribe(subscriber), [client]);
  return (
    <DeferredPart name="newsletter">
      <NewsletterForm onSubmit={subscribe} />
    </DeferredPart>
  );
});
