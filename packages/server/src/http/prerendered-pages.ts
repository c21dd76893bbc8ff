import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The HTML files a web app's build wrote (packages/app-kit/vite.prerender.ts): index.html, the
 * signed-in shell every route falls back to, and a page per prerendered screen, named after its
 * path (`login.html` for `/login`, the member app's `sign-in.html` for `/member/sign-in`).
 */
export function builtPages(appDir: string): string[] {
  return existsSync(appDir) ? readdirSync(appDir).filter((file) => file.endsWith('.html')) : [];
}

/** The file a browser navigation to `path` (below the app's own prefix) gets. */
export function pageFor(pages: readonly string[], path: string): string {
  const name = `${path.split('?')[0]?.replace(/^\/+|\/+$/g, '')}.html`;
  return pages.includes(name) ? name : 'index.html';
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The entities React's server renderer writes in an attribute value, decoded as a browser does. */
const decodeAttribute = (value: string) =>
  value.replace(/&(quot|#x27|lt|gt|amp);/g, (_match, name: string) => ENTITIES[name] ?? '');
const ENTITIES: Record<string, string> = { quot: '"', '#x27': "'", lt: '<', gt: '>', amp: '&' };

/** What the built pages hold inline, as CSP hash sources: see `addSecurityHeaders`. */
export interface InlineSources {
  /** Each inline <script>: the theme script that runs before the first paint (ui's `themeScript`). */
  scripts: string[];
  /**
   * Each `style` attribute of the prerendered markup: react-aria's visually hidden inputs (the
   * login's user-type radios). The app sets the same styles through the DOM, which no policy
   * governs; only the HTML's attributes need allowing.
   */
  styleAttributes: string[];
}

/**
 * The inline scripts and style attributes of every built page, hashed from the files the server
 * serves, so the policy allows exactly those and nothing inline besides.
 */
export function inlineSources(appDirs: readonly string[]): InlineSources {
  const scripts = new Set<string>();
  const styleAttributes = new Set<string>();
  for (const dir of appDirs) {
    for (const page of builtPages(dir)) {
      const html = readFileSync(join(dir, page), 'utf8');
      for (const [, script = ''] of html.matchAll(/<script>([\s\S]*?)<\/script>/g))
        scripts.add(sha256(script));
      for (const [, style = ''] of html.matchAll(/ style="([^"]*)"/g)) {
        styleAttributes.add(sha256(decodeAttribute(style)));
      }
    }
  }
  return { scripts: [...scripts], styleAttributes: [...styleAttributes] };
}
