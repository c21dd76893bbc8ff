import { vars } from '../theme/contract.css';
import { code, DocTable, Prose } from './DocTable';
import { contrastRatio } from '../theme/contrast';
import tokensSource from '../theme/tokens.ts?raw';
import { countertopThemes } from '../theme/countertopThemes';
import { breakpoints, contrastPairs, scale, themeNames, type Theme } from '../theme/tokens';

/*
 * The Tokens docs page's tables, generated from the token data (theme/tokens.ts) and the contract
 * (theme/contract.css.ts): names, CSS variables and values are read from the objects, and each
 * token's note is its doc comment in tokens.ts. Nothing is copied by hand, so the page cannot drift.
 * Docs only: nothing here is part of the package.
 */

/** A nested object of strings, as the token groups and `vars` are. */
type Tree = { readonly [key: string]: string | Tree };

/** `[['color', 'text'], '#ededef']`, depth first, in the object's own order. */
function leaves(tree: Tree, path: string[] = []): [string[], string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[[...path, key], value] as [string[], string]]
      : leaves(value, [...path, key]),
  );
}

const at = (tree: Tree, path: string[]): string =>
  path.reduce<string | Tree>((node, key) => (node as Tree)[key]!, tree) as string;

/** `var(--ct-color-text)` → `--ct-color-text`. */
const cssVariable = (path: string[]) => at(vars as unknown as Tree, path).replace(/^var\((.*)\)$/, '$1');

/**
 * Each key's doc comment in one block of tokens.ts (`export type ColorTokens = {`, `export const
 * scale = {`), by key: the text designers see as the token's note.
 */
function docComments(blockStart: string): Record<string, string> {
  const from = tokensSource.indexOf(blockStart);
  const block = tokensSource.slice(from, tokensSource.indexOf('\n}', from));
  const notes: Record<string, string> = {};
  for (const [, comment, key] of block.matchAll(/\/\*\*([\s\S]*?)\*\/\s*(\w+)\??:/g)) {
    notes[key!] = comment!.replace(/\s*\n\s*\*\s?/g, ' ').trim();
  }
  return notes;
}

/** A value in monospace, with a swatch before it when it is a colour. */
function Value({ value }: { value: string }) {
  const isColour = /^#[0-9a-f]{6}$/i.test(value);
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, ...code }}>
      {isColour && (
        <span
          aria-hidden
          style={{
            inlineSize: 16,
            blockSize: 16,
            borderRadius: 4,
            background: value,
            border: `1px solid ${vars.color.borderStrong}`,
          }}
        />
      )}
      {value}
    </span>
  );
}

const themeTitle = (theme: Theme) => `${theme[0]!.toUpperCase()}${theme.slice(1)}`;

/** Tokens a theme sets (colour, elevation, radius, font family): one column per Countertop theme. */
export function ThemeTokenTable({ group }: { group: 'color' | 'elevation' | 'radius' | 'family' }) {
  const source = group === 'family' ? ['font', 'family'] : [group];
  const typeName = {
    color: 'ColorTokens',
    elevation: 'ElevationTokens',
    radius: 'RadiusTokens',
    family: 'FontTokens',
  };
  const notes = docComments(`export type ${typeName[group]} = {`);
  const tokens = (theme: Theme) => at(countertopThemes[theme] as unknown as Tree, source) as unknown as Tree;
  return (
    <DocTable
      caption={`${source.join('.')} (ThemeTokens)`}
      head={['Token', 'CSS variable', ...themeNames.map(themeTitle), 'Use']}
      rows={leaves(tokens('dark')).map(([[key]]) => [
        key,
        <code style={code}>{cssVariable([...source, key!])}</code>,
        ...themeNames.map((theme) => <Value value={at(tokens(theme), [key!])} />),
        <Prose text={notes[key!] ?? ''} />,
      ])}
    />
  );
}

/** The library's own scale (space, type, motion, focus ring, control sizes): the same in every theme. */
export function ScaleTable({ group }: { group: keyof typeof scale }) {
  const notes = docComments('export const scale = {');
  return (
    <DocTable
      caption={`scale.${group}`}
      head={['Token', 'CSS variable', 'Value', 'Use']}
      rows={leaves(scale[group] as unknown as Tree).map(([keys, value]) => [
        keys.join('.'),
        <code style={code}>{cssVariable([group, ...keys])}</code>,
        <Value value={value} />,
        <Prose text={notes[keys.at(-1)!] ?? ''} />,
      ])}
    />
  );
}

/** The viewport widths layouts switch at (numbers for `matchMedia`, not CSS variables). */
export function BreakpointTable() {
  const notes = docComments('export const breakpoints = {');
  return (
    <DocTable
      caption="breakpoints"
      head={['Name', 'Width', 'Meaning']}
      rows={Object.entries(breakpoints).map(([name, px]) => [
        name,
        `${px}px`,
        <Prose text={notes[name] ?? ''} />,
      ])}
    />
  );
}

/** Every pair `checkContrast` proves, with its ratio in each Countertop theme. */
export function ContrastTable() {
  return (
    <DocTable
      caption="contrastPairs: what checkContrast checks"
      head={['Foreground on background', 'Needs', ...themeNames.map(themeTitle)]}
      rows={contrastPairs.map(({ fg, bg, min }) => [
        `${fg} on ${bg}`,
        `${min}:1`,
        ...themeNames.map((theme) => {
          const { color } = countertopThemes[theme];
          // Rounded down, as checkContrast reports it.
          return `${(Math.floor(contrastRatio(color[fg], color[bg]) * 100) / 100).toFixed(2)}:1`;
        }),
      ])}
    />
  );
}
