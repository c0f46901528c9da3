import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long after a page change its title may still change (a page whose chunk or data is late). */
const TITLE_SETTLES_MS = 3000;

/**
 * After a link leads to another page: the page starts at its top (back and forward keep the
 * browser's position), focus moves to its `<main>` so the next Tab starts there, and a polite live
 * region reads the page's title. Filters and sort change only the query string: nothing moves.
 */
export function RouteChange({ mainId = 'main' }: { mainId?: string }) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const [announcement, setAnnouncement] = useState('');
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    const main = document.getElementById(mainId);
    if (main) {
      if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
      main.focus({ preventScroll: true });
    }
    // Pages set their title in their own effect, after this one, or later when their chunk arrives.
    const announce = () => setAnnouncement(document.title);
    const first = setTimeout(announce, 100);
    const title = document.querySelector('title');
    const observer = new MutationObserver(announce);
    if (title) observer.observe(title, { childList: true, characterData: true, subtree: true });
    const stop = setTimeout(() => observer.disconnect(), TITLE_SETTLES_MS);
    return () => {
      clearTimeout(first);
      clearTimeout(stop);
      observer.disconnect();
    };
  }, [pathname, navigationType, mainId]);

  return (
    <div className="sf-visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {announcement}
    </div>
  );
}
