import { directions } from '@storefront/api-client/settings';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/Button';
import { ColorSwatch } from '../../primitives/ColorSwatch';
import { Dialog } from '../../primitives/Dialog';
import { Icon } from '../../primitives/Icon';
import { IconButton } from '../../primitives/IconButton';
import { useThemeState } from '../../theme/ThemeContext';
import { type ColorMode, type Direction, type ThemeName, themeNames } from '../../theme/themes';
import { narrowerThan } from '../../theme/media';
import { themeSwatchToken } from '../../theme/tokens';

export interface TemplateSettingsProps {
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

const Group = styled.fieldset`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  border: 0;
  legend { margin-block-end: var(--space-2); padding: 0; font-weight: 700; }
  [data-row] { display: flex; flex-wrap: wrap; gap: var(--space-2); }
`;

/**
 * The template settings panel (a drawer from the inline end): dark mode, RTL/LTR and the colour
 * themes (the 18 built-in ones and the store's own). Fully controlled: it reports choices and the host stores and applies them.
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
}: TemplateSettingsProps) {
  const t = useT();
  const { customThemes } = useThemeState();
  const builtIn = themeNames.map((name, index) => ({ name, label: t('settings.color', { n: index + 1 }) }));
  const choices = [...builtIn, ...customThemes].filter((choice) => !themes || themes.includes(choice.name));
  const panel = (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('settings.title')}
      placement="end"
      trigger={
        trigger === 'dock' ? (
          <IconButton label={t('settings.open')} icon="settings" variant="solid" size="lg" />
        ) : (
          <Button variant="outline" size="sm" startIcon={<Icon name="settings" />}>
            {t('settings.title')}
          </Button>
        )
      }
    >
      <Group>
        <legend>{t('settings.mode')}</legend>
        <div data-row="">
          {(['light', 'dark'] as const).map((mode) => (
            <Button key={mode} variant={colorMode === mode ? 'primary' : 'outline'} size="sm" aria-pressed={colorMode === mode} onClick={() => onColorModeChange(mode)}>
              {t(mode === 'dark' ? 'settings.dark' : 'settings.light')}
            </Button>
          ))}
        </div>
      </Group>
      <Group>
        <legend>{t('settings.direction')}</legend>
        <div data-row="">
          {directions.map((value) => (
            <Button key={value} variant={dir === value ? 'primary' : 'outline'} size="sm" aria-pressed={dir === value} onClick={() => onDirChange(value)}>
              {t(value === 'rtl' ? 'settings.rtl' : 'settings.ltr')}
            </Button>
          ))}
        </div>
      </Group>
      <Group>
        <legend>{t('settings.colors')}</legend>
        <div data-row="">
          {choices.map(({ name, label }) => (
            <ColorSwatch
              key={name}
              color={`var(--${themeSwatchToken(name)})`}
              label={label}
              selected={theme === name}
              onClick={() => onThemeChange(name)}
            />
          ))}
        </div>
      </Group>
    </Dialog>
  );
  return trigger === 'dock' ? <Dock data-dock={dock}>{panel}</Dock> : panel;
}
