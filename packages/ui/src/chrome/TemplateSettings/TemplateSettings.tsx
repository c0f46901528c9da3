import { type HTMLAttributes, Suspense, useState } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/Button';
import { Icon } from '../../primitives/Icon';
import { IconButton } from '../../primitives/IconButton';
import { lazyWithPreload } from '../../shared/lazyWithPreload';
import type { ColorMode, Direction, ThemeName } from '../../theme/themes';
import { narrowerThan } from '../../theme/media';

export interface TemplateSettingsProps extends Omit<HTMLAttributes<HTMLElement>, 'dir'> {
  theme: ThemeName;
  onThemeChange: (theme: ThemeName) => void;
  colorMode: ColorMode;
  onColorModeChange: (mode: ColorMode) => void;
  dir: Direction;
  onDirChange: (dir: Direction) => void;
  /** Controlled open state of the panel; uncontrolled when omitted. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * What opens the panel: `dock`, a gear fixed to the screen's inline-end edge (default), or
   * `button`, a labelled button in the flow (for the header's drawer, see `dock`).
   */
  trigger?: 'dock' | 'button';
  /**
   * Where the dock shows: `always`, or `wide`, only where the header shows its full menu
   * (the `xl` breakpoint, 1200px, and up). On a phone a fixed gear covers the content beside it (a
   * cart total); a host using `wide` puts a `trigger="button"` panel in the Header's `drawerExtras`.
   */
  dock?: 'always' | 'wide';
  /**
   * The themes offered (the built-in ones first, then the store's own): by default all 18 built-in
   * ones and ThemeRoot's `themes`. A brand that offers only its own passes their names.
   */
  themes?: readonly ThemeName[];
}

const Dock = styled.div`
  position: fixed;
  inset-block-start: 40%;
  inset-inline-end: 0;
  z-index: var(--z-header);
  button { border-start-end-radius: 0; border-end-end-radius: 0; }
  @media ${narrowerThan('xl')} { &[data-dock='wide'] { display: none; } }
`;

const SettingsPanel = lazyWithPreload(() => import('./SettingsPanel').then((module) => module.SettingsPanel));

/**
 * The template settings panel (a drawer from the inline end): dark mode, RTL/LTR and the colour
 * themes (the 18 built-in ones and the store's own). Fully controlled: it reports choices and the
 * host stores and applies them. The panel (with Radix's dialog) loads as the shopper reaches for
 * its button. Its attributes (className, id, data-*) go to the dock, or to the button.
 */
export function TemplateSettings({
  theme,
  onThemeChange,
  colorMode,
  onColorModeChange,
  dir,
  onDirChange,
  open,
  onOpenChange,
  trigger = 'dock',
  dock = 'always',
  themes,
  ...rest
}: TemplateSettingsProps) {
  const choices = { theme, onThemeChange, colorMode, onColorModeChange, dir, onDirChange };
  const t = useT();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const isOpen = open ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const opener = {
    'aria-haspopup': 'dialog',
    'aria-expanded': isOpen,
    onClick: () => setOpen(!isOpen),
    onPointerEnter: SettingsPanel.preload,
    onFocus: SettingsPanel.preload,
  } as const;
  const panel = isOpen && (
    <Suspense fallback={null}>
      <SettingsPanel {...choices} themes={themes} onClose={() => setOpen(false)} />
    </Suspense>
  );
  if (trigger === 'button') {
    return (
      <>
        <Button variant="outline" size="sm" startIcon={<Icon name="settings" />} {...rest} {...opener}>
          {t('settings.title')}
        </Button>
        {panel}
      </>
    );
  }
  return (
    <Dock data-dock={dock} {...rest}>
      <IconButton label={t('settings.open')} icon="settings" variant="solid" size="lg" {...opener} />
      {panel}
    </Dock>
  );
}
