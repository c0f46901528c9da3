import { lazy, Suspense } from 'react';
import { Skeleton } from '../../primitives/Skeleton';
import type { CommentFormProps } from './CommentForm';

const CommentFormChunk = lazy(async () => ({ default: (await import('./CommentForm')).CommentForm }));

/**
 * 'Leave Your Comment', downloaded with the post: its form library and the shared schemas are then
 * not part of the package's root entry (a server renders it whole before sending the page).
 */
export function LazyCommentForm(props: CommentFormProps) {
  return (
    <Suspense fallback={<Skeleton shape="rect" height="28rem" />}>
      <CommentFormChunk {...props} />
    </Suspense>
  );
}
