import { renderToHtml } from '@countertop/app-kit/prerender';
import type { PrerenderedPage } from '@countertop/app-kit/prerender';
import { StaticRouter } from 'react-router-dom';
import { BASENAME, paths } from '@/config/paths';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { createServices } from './app/services';
import { LoadingFrame } from './components/loading-frame';

export { themeScript } from '@countertop/ui/theme';

/** The pages the build prerenders (packages/app-kit/vite.prerender.ts). */
export const pages: PrerenderedPage[] = [
  {
    file: 'sign-in.html',
    kind: 'signed-out',
    modules: ['src/app/routes/sign-in.tsx'],
    render: () =>
      renderToHtml(
        <StaticRouter basename={BASENAME} location={`${BASENAME}${paths.signIn.getHref()}`}>
          <AppProvider services={createServices()}>
            <AppRoutes />
          </AppProvider>
        </StaticRouter>,
      ),
  },
  {
    // Every other path: the signed-in screens' frame paints from the HTML while the app loads.
    file: 'index.html',
    kind: 'shell',
    modules: ['src/app/routes/protected-layout.tsx'],
    render: () => renderToHtml(<LoadingFrame />),
  },
];
