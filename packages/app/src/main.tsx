import { registerServiceWorker, startApp } from '@countertop/app-kit';
import { App } from './app';
import { createServices } from './app/services';

// The app (hydrating the prerendered sign-in screen when signed out); the service worker
// registers once the first screen is done.
const services = createServices();
startApp(<App services={services} />, services);
registerServiceWorker('/sw.js', '/', services.queryClient);
