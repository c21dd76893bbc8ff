import { checkContrast } from '../theme/checkContrast';
import type { ThemeTokens } from '../theme/tokens';
import { vars } from '../theme/contract.css';

/**
 * What `checkContrast` says of a theme, live: "passes" or each failing pair's message. Docs only
 * (Guides/Theming): nothing here is part of the package.
 */
export function ContrastReport({ name, theme }: { name: string; theme: ThemeTokens }) {
  const failures = checkContrast(theme);
  return (
    <figure style={{ margin: '12px 0' }}>
      <figcaption style={{ fontWeight: vars.font.weight.semibold }}>
        checkContrast({name}):{' '}
        {failures.length === 0 ? '[] (passes WCAG 2.2 AA)' : `${failures.length} failing pairs`}
      </figcaption>
      {failures.length > 0 && (
        <ul style={{ fontFamily: vars.font.family.mono, fontSize: vars.font.size.xs }}>
          {failures.map((failure) => (
            <li key={`${failure.fg}-${failure.bg}`}>{failure.message}</li>
          ))}
        </ul>
      )}
    </figure>
  );
}
