import { Dialog as RadixDialog } from 'radix-ui';
import type { RefObject } from 'react';
import { keyframes, styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { ThemedPortalContent } from '../../theme/ThemeContext';
import { Icon } from '../Icon';
import type { DialogProps } from './Dialog';


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

export interface DialogSurfaceProps extends Omit<DialogProps, 'open' | 'defaultOpen' | 'trigger' | 'onOpenChange'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back on close: the trigger, or what had focus when the dialog opened. */
  returnFocusTo: RefObject<HTMLElement | null>;
  /** The content's id, which the trigger's aria-controls names. */
  id: string;
}

/** The open dialog itself (Radix): loaded with the first dialog a page opens. */
export function DialogSurface({
  open,
  onOpenChange,
  returnFocusTo,
  id,
  title,
  hideTitle = false,
  description,
  children,
  footer,
  size = 'md',
  placement = 'center',
}: DialogSurfaceProps) {
  const t = useT();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <ThemedPortalContent>
          <Overlay />
          <Content
            data-size={size}
            id={id}
            data-placement={placement}
            // Opening moves focus to the content's `data-autofocus` element (the search box), else
            // Radix's default: the first focusable element, the close button.
            onOpenAutoFocus={(event) => {
              const target = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('[data-autofocus]');
              if (!target) return;
              event.preventDefault();
              target.focus();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              returnFocusTo.current?.focus();
            }}
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
