import { neutrals, scales } from '@storefront/ui/theme';

const cell = { padding: '4px 8px', borderBlockEnd: '1px solid #ccc', textAlign: 'start' as const };

/** The neutral colour tokens in light and dark, and the mode-independent scales. */
export function TokenTable() {
  return (
    <>
      <table style={{ borderCollapse: 'collapse', fontSize: 13 }}>
        <thead>
          <tr>
            <th style={cell}>token</th>
            <th style={cell}>light</th>
            <th style={cell}>dark</th>
          </tr>
        </thead>
        <tbody>
          {Object.keys(neutrals.light).map((name) => (
            <tr key={name}>
              <td style={cell}>
                <code>--{name}</code>
              </td>
              {(['light', 'dark'] as const).map((mode) => {
                const value = neutrals[mode][name as keyof typeof neutrals.light];
                return (
                  <td key={mode} style={cell}>
                    {value.startsWith('#') && (
                      <span style={{ display: 'inline-block', inlineSize: 14, blockSize: 14, marginInlineEnd: 6, background: value, border: '1px solid #999', verticalAlign: 'middle' }} />
                    )}
                    <code>{value}</code>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <h3>Scales</h3>
      <table style={{ borderCollapse: 'collapse', fontSize: 13 }}>
        <tbody>
          {Object.entries(scales).map(([name, value]) => (
            <tr key={name}>
              <td style={cell}>
                <code>--{name}</code>
              </td>
              <td style={cell}>
                <code>{value}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
