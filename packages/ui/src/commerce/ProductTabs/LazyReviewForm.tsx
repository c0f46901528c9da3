import { lazy, Suspense } from 'react';
import { Skeleton } from '../../primitives/Skeleton';

const ReviewFormChunk = lazy(async () => ({ default: (await import('./ReviewForm')).ReviewForm }));

/**
 * The 'Write Review' form, downloaded when its tab or section is first opened: its form library and
 * the shared schemas (zod) are then not part of a product page's first load. A placeholder of about
 * its height shows meanwhile.
 */
export function LazyReviewForm() {
  return (
    <Suspense fallback={<Skeleton shape="rect" height="24rem" />}>
      <ReviewFormChunk />
    </Suspense>
  );
}
