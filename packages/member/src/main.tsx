import { startApp } from '@countertop/app-kit';
import { App } from './app';

// The theme first, then the app (the same `theme` key as the back office).
startApp(<App />);
