import {
  cloneElement,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react';
import { createChunkLoader, useLoadedChunk } from '../../shared/chunkLoader';
import { useIsomorphicLayoutEffect } from '../../shared/useIsomorphicLayoutEffect';

export interface DialogProps {
  /** Controlled open state; leave undefined (with defaultOpen) for an uncontrolled dialog. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (a Button); focus returns to it on close. */
  trigger?: ReactElement;
  /**
   * The dialog's accessible name, shown in its header. Omit it only when the content already has a
   * visible heading wrapped in `DialogTitle` (the quick view's product name), so it is read once.
   */
  title?: ReactNode;
  /** Keeps the title for screen readers only (search overlay). */
  hideTitle?: boolean;
  description?: ReactNode;
  /** The content. An element in it marked `data-autofocus` gets the focus on opening (else the close button). */
  children?: ReactNode;
  /** Buttons at the end of the dialog. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'full';
  /** center (modal), or a drawer sliding from the inline start or end edge. */
  placement?: 'center' | 'start' | 'end' | 'top';
}

// Radix's dialog (focus trap, scroll lock, dismissable layer: ~10 KB gzip) is not needed until a
// dialog opens, so it is a chunk of its own. Apps may preload it when idle; tests preload it first.
const surfaceChunk = createChunkLoader(async () => (await import('./DialogSurface')).DialogSurface);

/** Loads the dialog surface now (idempotent), so the first dialog opens without a wait. */
export function preloadDialog(): Promise<void> {
  return surfaceChunk.preload();
}

interface TriggerProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onPointerEnter?: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * A modal dialog or drawer (Radix): traps focus while open, closes on Escape or the close button,
 * returns focus to the trigger (or to what had focus when it opened), and keeps the theme,
 * direction and language of its ThemeRoot.
 */
export function Dialog({ open, defaultOpen = false, onOpenChange, trigger, ...surface }: DialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = open ?? uncontrolledOpen;
  const LoadedSurface = useLoadedChunk(surfaceChunk);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const contentId = useId();

  // A layout effect runs before the surface's focus trap (a passive effect) moves focus inside.
  const wasOpen = useRef(false);
  const hasTrigger = trigger !== undefined;
  useIsomorphicLayoutEffect(() => {
    if (isOpen && !wasOpen.current) {
      if (!hasTrigger) returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      preloadDialog().catch(() => {}); // once loaded, this does nothing
    }
    wasOpen.current = isOpen;
  }, [isOpen, hasTrigger]);

  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const preload = () => {
    preloadDialog().catch(() => {});
  };

  let triggerElement: ReactNode = null;
  if (trigger) {
    const own = (trigger as ReactElement<TriggerProps>).props;
    triggerElement = cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
      ref: returnFocusTo,
      'aria-haspopup': 'dialog',
      'aria-expanded': isOpen,
      'aria-controls': isOpen ? contentId : undefined,
      'data-state': isOpen ? 'open' : 'closed',
      onClick: (event: MouseEvent<HTMLElement>) => {
        own.onClick?.(event);
        if (!event.defaultPrevented) setOpen(!isOpen);
      },
      onFocus: (event: FocusEvent<HTMLElement>) => {
        own.onFocus?.(event);
        preload();
      },
      onPointerEnter: (event: MouseEvent<HTMLElement>) => {
        own.onPointerEnter?.(event);
        preload();
      },
    });
  }

  return (
    <>
      {triggerElement}
      {LoadedSurface && isOpen ? (
        <LoadedSurface {...surface} id={contentId} open={isOpen} onOpenChange={setOpen} returnFocusTo={returnFocusTo} />
      ) : null}
    </>
  );
}
