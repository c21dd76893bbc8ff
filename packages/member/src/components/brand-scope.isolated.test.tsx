import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BrandScope } from './brand-scope';

// The brand's chunk fails to download, as offline before the service worker cached it.
vi.mock('./brand-themes', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /member/assets/brand-themes-0ld.js');
});

describe('BrandScope when the brand cannot load', () => {
  it("shows the shop in Countertop's theme rather than breaking its card", async () => {
    // Awaited: the scope suspends until the import has failed.
    const { container } = await act(async () =>
      render(
        <BrandScope brandColor="#0e7490">
          <p>Harbour Lane</p>
        </BrandScope>,
      ),
    );
    expect(screen.getByText('Harbour Lane')).toBeVisible();
    expect(container.firstElementChild).toBe(screen.getByText('Harbour Lane'));
  });
});
