import type { CSSProperties, ReactNode } from 'react';
import { vars } from '../theme/contract.css';

/*
 * The table every generated docs page uses (Guides/Tokens, Guides/Accessibility), in the theme's
 * own colours rather than Storybook's striping. Docs only: nothing here is part of the package.
 */

const cell: CSSProperties = {
  padding: '6px 10px',
  border: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
};

export const code: CSSProperties = { fontFamily: vars.font.family.mono, fontSize: vars.font.size.xs };

/** Text with `backticks` shown as code, as the doc comments and contracts write it. */
export function Prose({ text }: { text: string }) {
  return text.split(/(`[^`]+`)/).map((part, i) =>
    part.startsWith('`') ? (
      <code key={i} style={code}>
        {part.slice(1, -1)}
      </code>
    ) : (
      part
    ),
  );
}

/** A captioned table whose first column heads each row. */
export function DocTable({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <table
      style={{ borderCollapse: 'collapse', width: '100%', fontSize: vars.font.size.sm, marginBlock: 16 }}
    >
      <caption style={{ textAlign: 'start', fontWeight: vars.font.weight.semibold, paddingBlock: 8 }}>
        {caption}
      </caption>
      <thead>
        <tr style={{ background: 'transparent' }}>
          {head.map((name) => (
            <th key={name} scope="col" style={cell}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([first, ...rest], i) => (
          <tr key={i} style={{ background: 'transparent' }}>
            <th scope="row" style={{ ...cell, ...code, fontWeight: vars.font.weight.regular }}>
              {first}
            </th>
            {rest.map((value, j) => (
              <td key={j} style={cell}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
