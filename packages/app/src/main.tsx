import { startApp } from '@countertop/app-kit';
import { App } from './app';
import { registerServiceWorker } from './lib/register-service-worker';

// The theme first, then the app; the service worker registers once the page has loaded.
startApp(<App />);
registerServiceWorker();
