import { memo, type ReactNode, Suspense } from 'react';

/**
 * A part of a server-rendered page that React hydrates in a render and commit of its own. React 18
 * leaves the server's markup of each Suspense boundary in place and hydrates it after the part
 * around it, in separate tasks, so a large page takes over in several short tasks rather than one
 * long commit (ADR 0076).
 * - Nothing inside may suspend when the app draws the part itself: the fallback is nothing.
 * - Pass a memoised element (`useMemo`). A boundary that is still to be hydrated and gets new props
 *   is hydrated at once, in the task of that update, which is the long task this avoids.
 */
export const HydratesApart = memo(function HydratesApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
});
