import type { MouseEvent } from 'react';

/**
 * Where the keyboard goes once a button that takes its own row away (remove, move to cart) has
 * done so: the same button of the row that took its place, else of the row before, else the
 * heading of what replaced the list (its empty state). Read while the row is still there; the
 * function it returns focuses that place once the row has gone. None for a button that is no row
 * action: one carries `data-row-action` (its kind) inside an element marked `data-rows`.
 */
export function placeAfterRowGoes(button: HTMLElement): (() => void) | undefined {
  const action = button.dataset.rowAction;
  const rows = button.closest<HTMLElement>('[data-rows]');
  if (!action || !rows) return undefined;
  const sameButtons = () => [...rows.querySelectorAll<HTMLElement>(`[data-row-action="${action}"]`)];
  const index = sameButtons().indexOf(button);
  // Where the list sits now, to find what replaced it if it goes as a whole.
  const before = rows.previousElementSibling;
  const parent = rows.parentElement;
  return () => {
    const left = rows.isConnected ? sameButtons() : [];
    const next = left[Math.min(index, left.length - 1)];
    if (next) {
      next.focus();
      return;
    }
    const replacement = before?.isConnected ? before.nextElementSibling : parent?.isConnected ? parent.firstElementChild : null;
    const heading = replacement?.matches('h1, h2, h3') ? (replacement as HTMLElement) : replacement?.querySelector<HTMLElement>('h1, h2, h3');
    if (heading) {
      heading.setAttribute('tabindex', '-1');
      heading.focus();
    }
  };
}

/**
 * For a button that takes its own row away: once the row is gone, focus goes where
 * placeAfterRowGoes says. Without this, focus falls to <body> and a keyboard user starts again
 * from the top of the page.
 */
export function focusAfterRowGoes(button: HTMLElement): void {
  const focusPlace = placeAfterRowGoes(button);
  if (!focusPlace) return;
  // After the app's render (a click's update is committed before the next task).
  setTimeout(() => {
    if (button.isConnected) return; // the row is still there: nothing to do
    const active = document.activeElement;
    if (active && active !== document.body) return; // focus went somewhere on purpose
    focusPlace();
  }, 0);
}

/** The props of a button that takes its row away: its kind, and a click that keeps the keyboard's place. */
export function rowAction(kind: string, act: () => void) {
  return {
    'data-row-action': kind,
    onClick: (event: MouseEvent<HTMLElement>) => {
      focusAfterRowGoes(event.currentTarget);
      act();
    },
  };
}
