import { startApp } from '@countertop/app-kit';
import { App } from './app';
import { createServices } from './app/services';

// The app, hydrating the prerendered sign-in screen when signed out (the same `theme` key as the
// back office).
const services = createServices();
startApp(<App services={services} />, services);
