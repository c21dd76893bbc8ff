import type { AppServices } from '@countertop/app-kit';
import { AppProvider } from './provider';
import { AppRouter, AppRoutes } from './router';

export function App({ services }: { services: AppServices }) {
  return (
    <AppRouter>
      <AppProvider services={services}>
        <AppRoutes />
      </AppProvider>
    </AppRouter>
  );
}
