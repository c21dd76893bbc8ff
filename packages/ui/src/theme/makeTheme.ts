import { fontFaceProperties, themeRootProperties, themeVars } from './themeCss';
import type { ThemeTokens } from './tokens';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * `{ colorScheme: 'dark', '--ct-x': '1' }` as a declaration block; undefined values are left out.
 * Token values may come from a brand's saved settings, so one that could end the rule or the
 * <style> element (`{`, `}`, `<`) is refused rather than written.
 */
function declarations(properties: Record<string, string | undefined>): string {
  return Object.entries(properties)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => {
      if (/[{}<]/.test(value)) throw new Error(`makeTheme: ${name} has a value CSS cannot hold: ${value}`);
      return `${name.startsWith('--') ? name : kebab(name)}:${value}`;
    })
    .join(';');
}

/** FNV-1a, base 36: a short stable name for the same tokens on the server and in the browser. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/**
 * The stylesheet of a theme made at run time. The class is doubled so the rule outranks
 * Countertop's `:root`/`.light` whichever stylesheet the page loads last.
 */
export function themeStylesheet(theme: ThemeTokens, className: string): string {
  const root = `.${className}.${className}{${declarations({ ...themeVars(theme), ...themeRootProperties(theme) })}}`;
  const faces = theme.font.faces
    .filter((face) => !face.inStylesheet)
    .map(
      (face) =>
        `@font-face{font-family:${JSON.stringify(face.family)};${declarations(fontFaceProperties(face))}}`,
    );
  return [...faces, root].join('\n');
}

/** The class `makeTheme` gives these tokens: the same tokens always get the same class. */
export const themeClassName = (theme: ThemeTokens): string => `ct-theme-${hash(JSON.stringify(theme))}`;

/**
 * Makes a theme at run time, with no build plugin: writes its variables (and its font files'
 * `@font-face` rules) into one stylesheet of the document and returns the class that applies it.
 * Put the class on <html> or pass it to `ThemeProvider` to scope it to a subtree. Calling it again
 * with the same tokens returns the same class and writes nothing. Font `src` URLs are written as
 * given, so they must be URLs the browser can fetch. Without a DOM (server rendering) it only
 * returns the class; render `themeStylesheet(tokens, className)` into the page yourself.
 *
 * ```ts
 * const brand = makeTheme(themeFromAccent(lightTheme, { accent: '#0b6e4f' }));
 * document.documentElement.classList.add(brand);
 * ```
 */
export function makeTheme(theme: ThemeTokens): string {
  const className = themeClassName(theme);
  if (typeof document === 'undefined') return className;
  if (canAdopt()) {
    if (!adopted.has(className)) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(themeStylesheet(theme, className));
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      adopted.add(className);
    }
  } else if (!document.head.querySelector(`style[data-ct-theme="${className}"]`)) {
    const style = document.createElement('style');
    style.dataset.ctTheme = className;
    style.textContent = themeStylesheet(theme, className);
    document.head.append(style);
  }
  return className;
}

/**
 * A browser gets each theme as a constructed stylesheet adopted by the document: a
 * Content-Security-Policy without `'unsafe-inline'` styles, like Countertop's own, blocks a
 * `<style>` element written by script but not a constructed sheet. Where there is none (jsdom),
 * a `<style data-ct-theme>` element in <head>.
 */
const canAdopt = () =>
  'adoptedStyleSheets' in document && typeof CSSStyleSheet.prototype.replaceSync === 'function';
const adopted = new Set<string>();
