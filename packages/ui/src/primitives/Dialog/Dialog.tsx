import { Dialog as RadixDialog } from 'radix-ui';
import {
  type ComponentPropsWithoutRef,
  type ComponentRef,
  forwardRef,
  type HTMLAttributes,
  type ReactElement,
  useRef,
} from 'react';
import { keyframes, styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { placeAfterRowGoes } from '../../shared/focusAfterRowGoes';
import { ThemedPortalContent } from '../../theme/ThemeContext';
import { Icon } from '../Icon';

// A modal dialog or drawer in parts over Radix's Dialog, as Radix Themes offers it:
//
//   <Dialog.Root>
//     <Dialog.Trigger><Button>Size guide</Button></Dialog.Trigger>
//     <Dialog.Content size="sm">
//       <Dialog.Header>
//         <Dialog.Title>Size guide</Dialog.Title>
//         <Dialog.Description>Measure your chest</Dialog.Description>
//       </Dialog.Header>
//       ...
//       <Dialog.Footer><Dialog.Close><Button>Done</Button></Dialog.Close></Dialog.Footer>
//     </Dialog.Content>
//   </Dialog.Root>
//
// Radix traps focus while it is open, closes it on Escape, the close button or a click outside,
// and returns focus to the trigger. Radix's dialog comes with this module: a page that opens a
// dialog only on demand loads the part that holds it with React.lazy.

/** The dialog's state: `open` / `onOpenChange` (controlled) or `defaultOpen`. Radix's Root. */
export const Root = RadixDialog.Root;
export type RootProps = ComponentPropsWithoutRef<typeof RadixDialog.Root>;

export interface TriggerProps extends Omit<ComponentPropsWithoutRef<typeof RadixDialog.Trigger>, 'asChild' | 'children'> {
  /** The element that opens the dialog (a Button): it gets the dialog's ARIA state and focus comes back to it on close. */
  children: ReactElement;
}

/** Opens the dialog: wraps one element of yours. */
export const Trigger = forwardRef<ComponentRef<typeof RadixDialog.Trigger>, TriggerProps>(function Trigger(props, ref) {
  return <RadixDialog.Trigger {...props} ref={ref} asChild />;
});

const fadeIn = keyframes`from { opacity: 0; }`;

const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: var(--z-overlay);
  background: var(--overlay);
  animation: ${fadeIn} var(--duration-normal) ease-out;
`;

const Panel = styled(RadixDialog.Content)`
  position: fixed;
  z-index: var(--z-overlay);
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  max-block-size: calc(100dvh - 32px);
  overflow: auto;
  padding: var(--space-5);
  border-radius: var(--radius-2);
  background: var(--surface-raised);
  color: var(--text);
  box-shadow: var(--shadow);
  animation: ${fadeIn} var(--duration-normal) ease-out;
  &[data-placement='center'] {
    /* inset 0 with auto margins centres without a physical translate, so RTL needs nothing. */
    inset: 0;
    margin: auto;
    block-size: fit-content;
    inline-size: min(560px, calc(100vw - 32px));
  }
  &[data-placement='center'][data-size='sm'] { inline-size: min(400px, calc(100vw - 32px)); }
  &[data-placement='center'][data-size='lg'] { inline-size: min(960px, calc(100vw - 32px)); }
  &[data-placement='center'][data-size='full'] { inline-size: calc(100vw - 32px); block-size: calc(100dvh - 32px); }
  &[data-placement='start'], &[data-placement='end'] {
    inset-block: 0;
    max-block-size: none;
    inline-size: min(360px, 90vw);
    border-radius: 0;
  }
  &[data-placement='start'] { inset-inline-start: 0; }
  &[data-placement='end'] { inset-inline-end: 0; }
  &[data-placement='top'] { inset-block-start: 0; inset-inline: 0; border-radius: 0; }
  [data-dialog-header] { display: flex; align-items: start; justify-content: space-between; gap: var(--space-4); }
  h2 { margin: 0; font-size: var(--font-size-5); }
  [data-dialog-header] p { margin: 0; color: var(--text-muted); }
  [data-dialog-footer] { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: var(--space-3); }
  /* A panel taller than the screen scrolls between its header and its footer, which stay in view
     (the close button, and a drawer's 'Show results'). Each reaches over the panel's padding and
     part of the gap beside it, so what scrolls under it does not show; in flow nothing moves. */
  & > [data-dialog-header], & > [data-dialog-footer] {
    position: sticky;
    z-index: 1;
    background: inherit;
  }
  & > [data-dialog-header] {
    inset-block-start: calc(-1 * var(--space-5));
    margin-block: calc(-1 * var(--space-5)) calc(-1 * var(--space-3));
    padding-block: var(--space-5) var(--space-3);
  }
  & > [data-dialog-footer] {
    inset-block-end: calc(-1 * var(--space-5));
    margin-block: calc(-1 * var(--space-3)) calc(-1 * var(--space-5));
    padding-block: var(--space-3) var(--space-5);
  }
`;

export interface ContentProps extends ComponentPropsWithoutRef<typeof RadixDialog.Content> {
  /** The width of a centred dialog: sm, md (default), lg or full. */
  size?: 'sm' | 'md' | 'lg' | 'full';
  /** center (a modal, default), or a drawer from the inline start or end edge, or from the top. */
  placement?: 'center' | 'start' | 'end' | 'top';
}

/**
 * The open dialog, in a portal over an overlay, keeping the theme, direction and language of its
 * ThemeRoot. Opening focuses the element in it marked `data-autofocus` (else the first control);
 * closing gives the focus back to what had it when the dialog opened (the trigger, or a button of
 * the page that opened a controlled dialog) while that is still on the page. When that was a
 * row's button and the row went while the dialog was open (the wishlist's move to cart), the
 * focus goes to the row that took its place (placeAfterRowGoes).
 */
export const Content = forwardRef<ComponentRef<typeof RadixDialog.Content>, ContentProps>(function Content(
  { size = 'md', placement = 'center', onOpenAutoFocus, onCloseAutoFocus, ...rest },
  ref,
) {
  const opener = useRef<HTMLElement | null>(null);
  const afterOpenerGoes = useRef<(() => void) | undefined>(undefined);
  return (
    <RadixDialog.Portal>
      <ThemedPortalContent>
        <Overlay />
        <Panel
          {...rest}
          ref={ref}
          data-size={size}
          data-placement={placement}
          onOpenAutoFocus={(event) => {
            // The focus has not moved yet: this is the element that opened the dialog.
            opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
            afterOpenerGoes.current = opener.current ? placeAfterRowGoes(opener.current) : undefined;
            onOpenAutoFocus?.(event);
            const target = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('[data-autofocus]');
            if (event.defaultPrevented || !target) return;
            event.preventDefault();
            target.focus();
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            const element = opener.current;
            const replacement = afterOpenerGoes.current;
            opener.current = null;
            afterOpenerGoes.current = undefined;
            if (event.defaultPrevented) return;
            if (element?.isConnected) {
              event.preventDefault();
              element.focus();
            } else if (replacement) {
              event.preventDefault();
              replacement();
            }
            // Otherwise Radix focuses the trigger, if there is one.
          }}
        />
      </ThemedPortalContent>
    </RadixDialog.Portal>
  );
});

const CloseButton = styled(RadixDialog.Close)`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  inline-size: 40px;
  block-size: 40px;
  margin-inline-start: auto;
  border: 0;
  border-radius: var(--radius-full);
  background: transparent;
  color: var(--text);
  font-size: 1.25rem;
  cursor: pointer;
  &:hover { background: var(--accent-3); color: var(--accent-11); }
`;

/** The dialog's top row: its title and description (the children), and the close (×) button at the end. */
export const Header = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function Header({ children, ...rest }, ref) {
  const t = useT();
  return (
    <div {...rest} ref={ref} data-dialog-header="">
      {children != null && children !== false && <div>{children}</div>}
      <CloseButton aria-label={t('common.close')}>
        <Icon name="close" />
      </CloseButton>
    </div>
  );
});

export interface TitleProps extends ComponentPropsWithoutRef<typeof RadixDialog.Title> {
  /** Read by screen readers only (the search overlay's title). */
  visuallyHidden?: boolean;
}

/**
 * The dialog's accessible name, an `h2`. With `asChild`, a heading of your own becomes the title
 * (the quick view's product name), so a screen reader hears the name once.
 */
export const Title = forwardRef<ComponentRef<typeof RadixDialog.Title>, TitleProps>(function Title({ visuallyHidden = false, className, ...rest }, ref) {
  const classes = [visuallyHidden ? 'sf-visually-hidden' : '', className ?? ''].join(' ').trim();
  return <RadixDialog.Title {...rest} ref={ref} className={classes || undefined} />;
});

/** A line under the title that describes the dialog (its accessible description). */
export const Description = RadixDialog.Description;

/** The row of buttons at the end of the dialog. */
export const Footer = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function Footer(props, ref) {
  return <div {...props} ref={ref} data-dialog-footer="" />;
});

export interface CloseProps extends Omit<ComponentPropsWithoutRef<typeof RadixDialog.Close>, 'asChild' | 'children'> {
  /** The element that closes the dialog (a Button). */
  children: ReactElement;
}

/** Closes the dialog: wraps one element of yours (`<Dialog.Close><Button>Cancel</Button></Dialog.Close>`). */
export const Close = forwardRef<ComponentRef<typeof RadixDialog.Close>, CloseProps>(function Close(props, ref) {
  return <RadixDialog.Close {...props} ref={ref} asChild />;
});
