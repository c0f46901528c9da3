import { type ReactNode, type RefObject, Suspense, useEffect, useRef } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { RouteError } from '../routes/RouteError';
import { replayEarlyTaps } from './earlyTaps';

/**
 * Marks the part as settled once what precedes it has been rendered or hydrated; its buttons
 * tapped before then are pressed again now (earlyTaps.ts).
 */
function ReadyMarker({ part }: { part: RefObject<HTMLDivElement | null> }): null {
  useEffect(() => {
    part.current?.setAttribute('data-deferred-ready', '');
    replayEarlyTaps();
  }, [part]);
  return null;
}

/**
 * Around a part of the page that comes from its own chunk and hydrates late (the footer's form,
 * the home's sections: ADR 0065, 0066). Until the chunk is here, React keeps the server's markup
 * of the part; a tap on one of its buttons meanwhile starts the download at once (when the part's
 * lazy component waits with whenIdleOrTapped) and is pressed again once the part works. A chunk that
 * cannot be downloaded costs only this part, which then shows the error and its retry, never the
 * page around it.
 * `<div data-deferred={name} style="display: contents">` gets `data-deferred-ready` once the part
 * has its handlers, or shows its error (tests wait for it). Render it from a memoised component without changing
 * props: a boundary React is still to hydrate that is rendered again is drawn from scratch.
 */
export function DeferredPart({ name, children }: { name: string; children: ReactNode }) {
  const part = useRef<HTMLDivElement>(null);
  return (
    <div ref={part} data-deferred={name} style={{ display: 'contents' }}>
      <ErrorBoundary
        fallbackRender={() => (
          <>
            <RouteError />
            <ReadyMarker part={part} />
          </>
        )}
        onError={(error) => console.error(error)}
      >
        <Suspense fallback={null}>
          {children}
          <ReadyMarker part={part} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
