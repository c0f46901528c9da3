import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { ThemedPortalContent } from '../../theme/ThemeContext';
import { Icon } from '../Icon';

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
  children?: ReactNode;
  /** Buttons at the end of the dialog. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'full';
  /** center (modal), or a drawer sliding from the inline start or end edge. */
  placement?: 'center' | 'start' | 'end' | 'top';
}

const fadeIn = keyframes`from { opacity: 0; }`;

const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: var(--z-overlay);
  background: var(--overlay);
  animation: ${fadeIn} var(--duration-normal) ease-out;
`;

const Content = styled(RadixDialog.Content)`
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
`;

const Close = styled(RadixDialog.Close)`
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

/**
 * A modal dialog or drawer (Radix): traps focus while open, closes on Escape or the close button,
 * returns focus to the trigger, and keeps the theme, direction and language of its ThemeRoot.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  hideTitle = false,
  description,
  children,
  footer,
  size = 'md',
  placement = 'center',
}: DialogProps) {
  const t = useT();
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <ThemedPortalContent>
          <Overlay />
          <Content
            data-size={size}
            data-placement={placement}
            // Radix links the description itself; without one it wants an explicit undefined.
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            <div data-dialog-header="">
              {(title !== undefined || description) && (
                <div>
                  {title !== undefined && <RadixDialog.Title className={hideTitle ? 'sf-visually-hidden' : undefined}>{title}</RadixDialog.Title>}
                  {description && <RadixDialog.Description>{description}</RadixDialog.Description>}
                </div>
              )}
              <Close aria-label={t('common.close')}>
                <Icon name="close" />
              </Close>
            </div>
            {children}
            {footer && <div data-dialog-footer="">{footer}</div>}
          </Content>
        </ThemedPortalContent>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

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
