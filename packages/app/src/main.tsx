import { startApp } from '@countertop/app-kit';
import { App } from './app';
import { createServices } from './app/services';
import { registerServiceWorker } from './lib/register-service-worker';

// The app (hydrating the prerendered sign-in screen when signed out); the service worker
// registers once the page has loaded.
const services = createServices();
startApp(<App services={services} />, services);
registerServiceWorker();
