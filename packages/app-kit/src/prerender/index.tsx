import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';

/**
 * One HTML file the build writes from the app's index.html with a screen already in #root
 * (vite.prerender.ts): a screen as a visitor who is not signed in sees it (`signed-out`), which
 * `startApp` hydrates, or the frame of the signed-in screens (`shell`, written as index.html),
 * which the app replaces when it renders.
 */
export interface PrerenderedPage {
  /** The file written into dist/, served for the path of the same name (`login.html` for /login). */
  file: string;
  kind: 'signed-out' | 'shell';
  /** The source modules the screen loads at once (build manifest keys): preloaded from the HTML. */
  modules: string[];
  render(): Promise<string>;
}

/**
 * The markup of `element` as the browser's first render makes it (strict mode as in `startApp`),
 * with every lazily loaded screen in it waited for, so hydration finds the screen, not a spinner.
 */
export async function renderToHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(<StrictMode>{element}</StrictMode>);
  return new Response(prelude).text();
}
