import '@countertop/ui/styles.css';
import { initTheme } from '@countertop/ui/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

// Before the first render, so the first paint already has the remembered theme (the same
// `theme` key as the back office: it is the device's preference, not a session's).
initTheme();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
