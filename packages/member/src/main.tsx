import { registerServiceWorker, startApp } from '@countertop/app-kit';
import { App } from './app';
import { createServices } from './app/services';

// The app, hydrating the prerendered sign-in screen when signed out (the same `theme` key as the
// back office); the service worker (vite.config.ts) registers once the first screen is done.
const services = createServices();
startApp(<App services={services} />, services);
registerServiceWorker(`${import.meta.env.BASE_URL}sw.js`, import.meta.env.BASE_URL, services.queryClient);
