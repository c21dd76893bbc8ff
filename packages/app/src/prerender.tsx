import { renderToHtml } from '@countertop/app-kit/prerender';
import type { PrerenderedPage } from '@countertop/app-kit/prerender';
import { StaticRouter } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { createServices } from './app/services';
import { LoadingFrame } from './features/navigation/components/loading-frame';

export { themeScript } from '@countertop/ui/theme';

/** The pages the build prerenders (packages/app-kit/vite.prerender.ts). */
export const pages: PrerenderedPage[] = [
  {
    file: 'login.html',
    kind: 'signed-out',
    modules: ['src/app/routes/login.tsx'],
    render: () =>
      renderToHtml(
        <StaticRouter location="/login">
          <AppProvider services={createServices()}>
            <AppRoutes />
          </AppProvider>
        </StaticRouter>,
      ),
  },
  {
    // Every other path: a signed-in screen's frame paints from the HTML while the app loads.
    file: 'index.html',
    kind: 'shell',
    modules: ['src/app/routes/app/protected-layout.tsx'],
    render: () => renderToHtml(<LoadingFrame />),
  },
];
