import type { Meta, StoryObj } from '@storybook/react-vite';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { CSSProperties, ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { vars } from '../theme/contract.css';
import { darkTheme, lightTheme } from '../theme/countertopThemes';
import { scale, type ColorTokens, type Theme, type ThemeTokens } from '../theme/tokens';

/*
 * The design tokens, drawn from the token data itself (theme/tokens.ts), each section in both
 * themes side by side. Stories only: nothing here is part of the package. Foundations.mdx is the
 * docs page that explains them.
 */

const themes: Record<Theme, ThemeTokens> = { dark: darkTheme, light: lightTheme };

/** Colour tokens in the groups a designer looks for; the Colour story checks that none is missing. */
const colorGroups: { name: string; keys: (keyof ColorTokens)[] }[] = [
  { name: 'Surfaces', keys: ['background', 'surface', 'surfaceRaised', 'surfaceHover', 'surfaceActive'] },
  { name: 'Lines', keys: ['border', 'borderStrong', 'focus'] },
  { name: 'Text', keys: ['text', 'textMuted'] },
  { name: 'Accent', keys: ['accent', 'accentSolid', 'accentSolidHover', 'onAccent'] },
  { name: 'Danger', keys: ['danger', 'dangerSolid', 'dangerSolidHover', 'onDanger'] },
  { name: 'Status', keys: ['success', 'warning'] },
];

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const cssVar = (...path: string[]) => `--ct-${path.map(kebab).join('-')}`;

const mono: CSSProperties = { fontFamily: vars.font.family.mono, fontSize: vars.font.size.xs };
const muted: CSSProperties = { color: vars.color.textMuted };
const sectionHeading: CSSProperties = {
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  marginBlockEnd: vars.space.md,
};

/**
 * One theme's colours applied to a panel (not to <html>), so both themes can sit side by side
 * whatever the toolbar says.
 */
function ThemePanel({ theme, children }: { theme: Theme; children: ReactNode }) {
  const tokens = themes[theme];
  return (
    <section
      aria-label={`${theme === 'dark' ? 'Dark' : 'Light'} theme`}
      style={{
        ...assignInlineVars(vars.color, tokens.color),
        ...assignInlineVars(vars.elevation, tokens.elevation),
        colorScheme: theme,
        background: vars.color.background,
        color: vars.color.text,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
        padding: vars.space.xl,
        minWidth: 0,
      }}
    >
      <h2 style={{ ...sectionHeading, ...muted, fontSize: vars.font.size.sm }}>
        {theme === 'dark' ? 'Dark' : 'Light'}
      </h2>
      {children}
    </section>
  );
}

/** The same content in the dark and the light theme, side by side (stacked when narrow). */
function BothThemes({ children }: { children: (theme: Theme) => ReactNode }) {
  return (
    <div
      style={{
        display: 'grid',
        gap: vars.space.lg,
        gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))',
      }}
    >
      <ThemePanel theme="dark">{children('dark')}</ThemePanel>
      <ThemePanel theme="light">{children('light')}</ThemePanel>
    </div>
  );
}

/** A token's name and its CSS custom property, the two ways code refers to it. */
function TokenName({ name, variable }: { name: string; variable: string }) {
  return (
    <span style={{ display: 'grid' }}>
      <span style={{ fontWeight: vars.font.weight.medium }}>{name}</span>
      <code style={{ ...mono, ...muted, whiteSpace: 'nowrap' }}>{variable}</code>
    </span>
  );
}

/** A token table: one grid for all rows, so the columns line up. Rows use `display: contents`. */
const table = (columns: string): CSSProperties => ({
  display: 'grid',
  gridTemplateColumns: columns,
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
});
const row: CSSProperties = { display: 'contents' };

function ColourTokens({ theme }: { theme: Theme }) {
  return (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      {colorGroups.map((group) => (
        <div key={group.name}>
          <h3 style={sectionHeading}>{group.name}</h3>
          <div style={table('40px minmax(0, 1fr) max-content')}>
            {group.keys.map((key) => (
              <div key={key} style={row} data-token={key}>
                <span
                  style={{
                    width: 40,
                    height: 28,
                    borderRadius: vars.radius.md,
                    background: vars.color[key],
                    // The swatch's own edge, so a colour close to the panel still reads as a swatch.
                    boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
                  }}
                />
                <TokenName name={`color.${key}`} variable={cssVar('color', key)} />
                <code style={mono}>{themes[theme].color[key]}</code>
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

function ElevationTokens() {
  const levels = ['low', 'medium', 'high'] as const;
  return (
    <div style={{ display: 'grid', gap: vars.space.xl }}>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
          gap: vars.space.lg,
        }}
      >
        {levels.map((level) => (
          <div
            key={level}
            style={{
              background: vars.color.surfaceRaised,
              boxShadow: vars.elevation[level],
              borderRadius: vars.radius.lg,
              padding: vars.space.lg,
              minHeight: 88,
            }}
          >
            <TokenName name={`elevation.${level}`} variable={cssVar('elevation', level)} />
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: vars.space.md }}>
        <span
          style={{
            width: 120,
            height: 56,
            borderRadius: vars.radius.md,
            // The backdrop over a striped page, so its dimming shows.
            background: `linear-gradient(${vars.elevation.backdrop}, ${vars.elevation.backdrop}), repeating-linear-gradient(45deg, ${vars.color.accentSolid} 0 8px, ${vars.color.surface} 8px 16px)`,
          }}
        />
        <TokenName name="elevation.backdrop" variable={cssVar('elevation', 'backdrop')} />
      </div>
      <p style={{ ...muted, fontSize: vars.font.size.sm }}>
        Low: resting cards and inputs. Medium: popovers, menus, toasts. High: dialogs and drawers. Backdrop:
        behind modals.
      </p>
    </div>
  );
}

function SpaceTokens() {
  return (
    <div style={table('max-content minmax(0, 1fr) max-content')}>
      {Object.entries(scale.space).map(([name, value]) => (
        <div key={name} style={row}>
          <TokenName name={`space.${name}`} variable={cssVar('space', name)} />
          <span
            style={{
              width: vars.space[name as keyof typeof scale.space],
              height: 12,
              background: vars.color.accentSolid,
              borderRadius: vars.radius.sm,
            }}
          />
          <code style={mono}>{value}</code>
        </div>
      ))}
    </div>
  );
}

function RadiusTokens() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg }}>
      {/* Radii are a theme's; Countertop's two themes share them. */}
      {Object.entries(darkTheme.radius).map(([name, value]) => (
        <div key={name} style={{ display: 'grid', gap: vars.space.sm, justifyItems: 'start' }}>
          <span
            style={{
              width: 72,
              height: 72,
              border: `2px solid ${vars.color.borderStrong}`,
              background: vars.color.surfaceRaised,
              borderRadius: vars.radius[name as keyof typeof darkTheme.radius],
            }}
          />
          <TokenName name={`radius.${name}`} variable={cssVar('radius', name)} />
          <code style={mono}>{value}</code>
        </div>
      ))}
    </div>
  );
}

function TypographyTokens() {
  const sizes = Object.keys(scale.font.size) as (keyof typeof scale.font.size)[];
  const weights = Object.keys(scale.font.weight) as (keyof typeof scale.font.weight)[];
  return (
    <div style={{ display: 'grid', gap: vars.space.xl }}>
      <div>
        <h3 style={sectionHeading}>Families</h3>
        <p style={{ fontFamily: vars.font.family.body }}>Inter (bundled) — Account balance $1,250.00</p>
        <p style={{ fontFamily: vars.font.family.mono, fontSize: vars.font.size.sm }}>
          Monospace — SKU-1001 · 4f3a-9b2c
        </p>
      </div>
      <div>
        <h3 style={sectionHeading}>Sizes</h3>
        <div style={table('max-content minmax(0, 1fr) max-content')}>
          {sizes.map((size) => (
            <div key={size} style={row}>
              <TokenName name={`font.size.${size}`} variable={cssVar('font', 'size', size)} />
              <span
                style={{
                  fontSize: vars.font.size[size],
                  lineHeight: vars.font.lineHeight.tight,
                  whiteSpace: 'nowrap',
                  overflow: 'hidden',
                }}
              >
                Products
              </span>
              <code style={mono}>{scale.font.size[size]}</code>
            </div>
          ))}
        </div>
      </div>
      <div>
        <h3 style={sectionHeading}>Weights and line heights</h3>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.xl }}>
          {weights.map((weight) => (
            <span key={weight} style={{ display: 'grid' }}>
              <span style={{ fontWeight: vars.font.weight[weight], fontSize: vars.font.size.xl }}>Aa</span>
              <code style={{ ...mono, ...muted }}>
                {weight} {scale.font.weight[weight]}
              </code>
            </span>
          ))}
        </div>
        <p style={{ ...muted, fontSize: vars.font.size.sm, marginBlockStart: vars.space.md }}>
          Line height <code style={mono}>tight {scale.font.lineHeight.tight}</code> for headings,{' '}
          <code style={mono}>normal {scale.font.lineHeight.normal}</code> for text.
        </p>
      </div>
    </div>
  );
}

/** An easing drawn as its curve: time across, progress up. */
function EasingCurve({ easing }: { easing: string }) {
  const [x1, y1, x2, y2] = (easing.match(/[\d.]+/g) ?? []).map(Number);
  const size = 64;
  const point = (x = 0, y = 0) => `${x * size},${size - y * size}`;
  return (
    <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
      <rect width={size} height={size} fill="none" stroke={vars.color.border} />
      <path
        d={`M ${point(0, 0)} C ${point(x1, y1)} ${point(x2, y2)} ${point(1, 1)}`}
        fill="none"
        stroke={vars.color.accent}
        strokeWidth={2}
      />
    </svg>
  );
}

function MotionTokens() {
  const durations = Object.entries(scale.motion.duration);
  const longest = Math.max(...durations.map(([, value]) => parseInt(value, 10)));
  return (
    <div style={{ display: 'grid', gap: vars.space.xl }}>
      <div style={table('max-content minmax(0, 1fr) max-content')}>
        {durations.map(([name, value]) => (
          <div key={name} style={row}>
            <TokenName name={`motion.duration.${name}`} variable={cssVar('motion', 'duration', name)} />
            <span
              style={{
                width: `${(parseInt(value, 10) / longest) * 100}%`,
                height: 12,
                background: vars.color.accentSolid,
                borderRadius: vars.radius.sm,
              }}
            />
            <code style={mono}>{value}</code>
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.xl }}>
        {Object.entries(scale.motion.easing).map(([name, value]) => (
          <div key={name} style={{ display: 'flex', gap: vars.space.md, alignItems: 'center' }}>
            <EasingCurve easing={value} />
            <span style={{ display: 'grid' }}>
              <TokenName name={`motion.easing.${name}`} variable={cssVar('motion', 'easing', name)} />
              <code style={mono}>{value}</code>
            </span>
          </div>
        ))}
      </div>
      <p style={{ ...muted, fontSize: vars.font.size.sm }}>
        With <code style={mono}>prefers-reduced-motion: reduce</code> every duration is 0s: transitions and
        overlay animations end at once.
      </p>
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  // Foundations.mdx is this page's documentation.
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colour: Story = {
  render: () => <BothThemes>{(theme) => <ColourTokens theme={theme} />}</BothThemes>,
  play: async ({ canvasElement }) => {
    // A colour added to the theme must be added to a group here too.
    const panel = within(canvasElement).getByRole('region', { name: 'Dark theme' });
    const shown = [...panel.querySelectorAll('[data-token]')].map((el) => el.getAttribute('data-token'));
    await expect([...shown].sort()).toEqual(Object.keys(darkTheme.color).sort());
  },
};

export const Elevation: Story = { render: () => <BothThemes>{() => <ElevationTokens />}</BothThemes> };

export const Space: Story = { render: () => <BothThemes>{() => <SpaceTokens />}</BothThemes> };

export const Radius: Story = { render: () => <BothThemes>{() => <RadiusTokens />}</BothThemes> };

export const Typography: Story = { render: () => <BothThemes>{() => <TypographyTokens />}</BothThemes> };

export const Motion: Story = { render: () => <BothThemes>{() => <MotionTokens />}</BothThemes> };
