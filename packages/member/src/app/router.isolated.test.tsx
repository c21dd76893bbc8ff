import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/render-app';

// The 404 screen's chunk fails to download, as after a deploy that replaced the files.
vi.mock('./routes/not-found', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /member/assets/not-found-0ld.js');
});

describe('the member app routes', () => {
  it('shows RouteError, not a blank page, when a screen fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/no/such/place');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This page could not be loaded. Check your connection and reload the page.',
    );
    // The link goes through the router, which adds the basename.
    expect(screen.getByRole('link', { name: 'Back to your pass' })).toHaveAttribute('href', '/member');
  });
});
