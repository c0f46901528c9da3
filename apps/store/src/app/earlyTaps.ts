/**
 * Taps on the server's buttons before the app has their handlers (ADR 0067). A server-rendered
 * page shows its buttons before the app has taken it over, and a part that hydrates late (the
 * home's sections, the footer's form: DeferredPart) keeps the server's buttons until its chunk is
 * here. React does not replay a click on markup whose code has not arrived, so such a tap did
 * nothing. The inline script below keeps each one; the app presses the button again once it works.
 */

/** Where the inline script keeps the buttons tapped early (a global: it runs before any bundle). */
const KEPT = '__storefrontEarlyTaps';
/** Fired on document when a tap is kept. */
const KEPT_EVENT = 'storefront:early-tap';
/** A part that hydrates late and has not yet (DeferredPart marks it when it has). */
const LATE_PART = '[data-deferred]:not([data-deferred-ready])';
/** Set on <html> once the page has been hydrated or drawn by the app, or shows its error (takeOver.ts). */
const APP_READY = 'data-app-ready';

/**
 * For the page's <head>, before any markup: a click on a button of the app's markup that has no
 * handlers yet (the page is not the app's yet, or the button is in a late part) is kept, and
 * neither its default action (a form's native submission) nor React sees it. Links are left
 * alone: they work without the app. A disabled button has no click to keep.
 */
export const earlyTapsScript = `(function(){var k=window.${KEPT}=[],h=document.documentElement;document.addEventListener('click',function(e){var b=e.target&&e.target.closest?e.target.closest('#root button'):null;if(!b||b.disabled)return;var l=b.closest('${LATE_PART}');if(!l&&h.hasAttribute('${APP_READY}'))return;e.preventDefault();e.stopPropagation();k.push(b);document.dispatchEvent(new Event('${KEPT_EVENT}'))},true)})();`;

/** The inline script's list (none where the script did not run: on the server, in a unit test). */
function keptTaps(): HTMLElement[] {
  if (typeof window === 'undefined') return [];
  return (window as unknown as Record<string, HTMLElement[] | undefined>)[KEPT] ?? [];
}

/** Does the button have its handlers now? */
const works = (button: HTMLElement) => document.documentElement.hasAttribute(APP_READY) && !button.closest(LATE_PART);

/** Presses the button as a tap does: Radix's tabs switch on mousedown, everything else on click. */
function press(button: HTMLElement): void {
  for (const type of ['mousedown', 'mouseup']) button.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0 }));
  button.click();
}

/**
 * Presses again, in the order they were tapped, the kept buttons that work now; those still in a
 * late part wait for it. A button the app has drawn again (a returning shopper's page) or replaced
 * (a part that failed shows its error instead) is no longer in the page: its tap is dropped.
 * Called once the page and once each late part is ready; presses in the next task, after React has
 * finished the commit that gave the buttons their handlers.
 */
export function replayEarlyTaps(): void {
  const kept = keptTaps();
  if (kept.length === 0) return;
  setTimeout(() => {
    const due = kept.filter((button) => !button.isConnected || works(button));
    const waiting = kept.filter((button) => !due.includes(button));
    kept.splice(0, kept.length, ...waiting);
    for (const button of due) if (button.isConnected && !(button as HTMLButtonElement).disabled) press(button);
  }, 0);
}

const tappedLate = () => keptTaps().some((button) => button.isConnected && button.closest(LATE_PART) !== null);

/**
 * Calls `listener` once a button of a late part has been tapped (at once if one has been already):
 * the shopper is waiting for that part. Returns the unsubscribe.
 */
export function onLateTap(listener: () => void): () => void {
  if (typeof document === 'undefined') return () => {};
  if (tappedLate()) {
    listener();
    return () => {};
  }
  const onKept = () => {
    if (!tappedLate()) return;
    document.removeEventListener(KEPT_EVENT, onKept);
    listener();
  };
  document.addEventListener(KEPT_EVENT, onKept);
  return () => document.removeEventListener(KEPT_EVENT, onKept);
}
