import { directions } from '@storefront/api-client/settings';
import { styled } from 'styled-components';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/Button';
import { ColorSwatch } from '../../primitives/ColorSwatch';
import { Dialog } from '../../primitives/Dialog';
import { useThemeState } from '../../theme/ThemeContext';
import { themeNames } from '../../theme/themes';
import { themeSwatchToken } from '../../theme/tokens';
import type { TemplateSettingsProps } from './TemplateSettings';

const Group = styled.fieldset`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  border: 0;
  legend { margin-block-end: var(--space-2); padding: 0; font-weight: 700; }
  [data-row] { display: flex; flex-wrap: wrap; gap: var(--space-2); }
`;

export interface SettingsPanelProps
  extends Pick<TemplateSettingsProps, 'theme' | 'onThemeChange' | 'colorMode' | 'onColorModeChange' | 'dir' | 'onDirChange' | 'themes'> {
  onClose: () => void;
}

/** The open template settings panel: TemplateSettings renders it while it is open. */
export function SettingsPanel({ theme, onThemeChange, colorMode, onColorModeChange, dir, onDirChange, themes, onClose }: SettingsPanelProps) {
  const t = useT();
  const { customThemes } = useThemeState();
  const builtIn = themeNames.map((name, index) => ({ name, label: t('settings.color', { n: index + 1 }) }));
  const choices = [...builtIn, ...customThemes].filter((choice) => !themes || themes.includes(choice.name));
  return (
    <Dialog.Root open onOpenChange={(next) => !next && onClose()}>
      <Dialog.Content placement="end">
        <Dialog.Header>
          <Dialog.Title>{t('settings.title')}</Dialog.Title>
        </Dialog.Header>
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
      </Dialog.Content>
    </Dialog.Root>
  );
}
