import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactElement } from 'react';

/**
 * Makes a heading inside the dialog its title (Radix's `Title asChild`): the dialog is labelled by
 * that visible heading, so a screen reader hears the name once and Radix finds its title.
 */
export function DialogTitle({ children }: { children: ReactElement }) {
  return <RadixDialog.Title asChild>{children}</RadixDialog.Title>;
}

/** A button inside a Dialog that closes it (wrap your own element: `<DialogClose><Button/></DialogClose>`). */
export function DialogClose({ children }: { children: ReactElement }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
