import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How long after a page change its title may still change (a part of the page drawn after it). */
const TITLE_SETTLES_MS = 3000;

/**
 * After a link leads to another page (React Router's ScrollRestoration puts it at its top, back and
 * forward at the browser's position): focus moves to its `<main>` so the next Tab starts there, and
 * a polite live region reads the page's title. Filters and sort change only the query string:
 * nothing moves.
 */
export function RouteChange({ mainId = 'main' }: { mainId?: string }) {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById(mainId);
    if (main) {
      if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
      main.focus({ preventScroll: true });
    }
    // React writes each page's <title> into the head; a part drawn later can still change it.
    const announce = () => setAnnouncement(document.title);
    const first = setTimeout(announce, 100);
    const observer = new MutationObserver(announce);
    observer.observe(document.head, { childList: true, characterData: true, subtree: true });
    const stop = setTimeout(() => observer.disconnect(), TITLE_SETTLES_MS);
    return () => {
      clearTimeout(first);
      clearTimeout(stop);
      observer.disconnect();
    };
  }, [pathname, mainId]);

  return (
    <div className="sf-visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {announcement}
    </div>
  );
}
