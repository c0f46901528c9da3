import { NotFound } from '@storefront/ui';
import { data } from 'react-router';
import { PageMeta } from '../app/PageMeta';
import { useStoreT } from '../i18n/messages';

/** A path no route has: the not-found page, answered with HTTP 404 (and found so in the browser). */
export function loader(): never {
  throw notFound();
}
export function clientLoader(): never {
  throw notFound();
}

/** Thrown by a loader for a page that does not exist; the page boundary shows NotFoundPage. */
export function notFound() {
  return data(null, { status: 404 });
}

export function NotFoundPage() {
  return (
    <>
      <PageMeta title={useStoreT()('title.notFound')} />
      <NotFound />
    </>
  );
}

export default NotFoundPage;
