import { type AccentPalette, type ColorToken, contrastPairs, palettes, resolveColor, themeNames } from '@storefront/ui/theme';
import { wcagContrast } from 'culori';

const modes = ['light', 'dark'] as const;

const ratio = (palette: AccentPalette, mode: (typeof modes)[number], text: ColorToken, background: ColorToken) =>
  wcagContrast(resolveColor(palette, mode, text), resolveColor(palette, mode, background));

const accentPairs = contrastPairs.filter(([text, background]) => text.startsWith('accent') || background.startsWith('accent'));

const cell = { padding: '4px 8px', borderBlockEnd: '1px solid #ccc', textAlign: 'start' as const };

/** The 18 palettes with their swatches and the lowest contrast ratio of each accent pair. */
export function ThemeTable() {
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: 13 }}>
      <thead>
        <tr>
          <th style={cell}>theme</th>
          <th style={cell}>base</th>
          {modes.map((mode) => (
            <th key={mode} style={cell}>
              {mode}: solid / text / subtle
            </th>
          ))}
          <th style={cell}>lowest ratio (light)</th>
          <th style={cell}>lowest ratio (dark)</th>
        </tr>
      </thead>
      <tbody>
        {themeNames.map((name) => {
          const palette = palettes[name];
          return (
            <tr key={name}>
              <td style={cell}>{name}</td>
              <td style={cell}>
                <code>{palette.base}</code>
              </td>
              {modes.map((mode) => (
                <td key={mode} style={cell}>
                  <span style={{ display: 'inline-flex', gap: 4 }}>
                    <span style={{ background: palette[mode].accent9, color: palette[mode].contrast, padding: '2px 6px', borderRadius: 4 }}>Aa</span>
                    <span style={{ background: mode === 'dark' ? '#141417' : '#ffffff', color: palette[mode].accent11, padding: '2px 6px', borderRadius: 4 }}>Aa</span>
                    <span style={{ background: palette[mode].accent3, color: palette[mode].accent11, padding: '2px 6px', borderRadius: 4 }}>Aa</span>
                  </span>
                </td>
              ))}
              {modes.map((mode) => {
                const lowest = Math.min(...accentPairs.map(([text, background]) => ratio(palette, mode, text, background)));
                return (
                  <td key={mode} style={cell}>
                    {lowest.toFixed(2)}:1
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Every pair the components use, with its ratio in one theme and mode. */
export function PairTable({ theme = 'color1' }: { theme?: (typeof themeNames)[number] }) {
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: 13 }}>
      <thead>
        <tr>
          <th style={cell}>text</th>
          <th style={cell}>background</th>
          <th style={cell}>light</th>
          <th style={cell}>dark</th>
        </tr>
      </thead>
      <tbody>
        {contrastPairs.map(([text, background]) => (
          <tr key={`${text}/${background}`}>
            <td style={cell}>
              <code>--{text}</code>
            </td>
            <td style={cell}>
              <code>--{background}</code>
            </td>
            {modes.map((mode) => (
              <td key={mode} style={cell}>
                {ratio(palettes[theme], mode, text, background).toFixed(2)}:1
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
