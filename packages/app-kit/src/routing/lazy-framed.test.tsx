import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyFramed } from './lazy-framed.js';

describe('lazyFramed', () => {
  it('shows the frame until the component has loaded, then the component in its place', async () => {
    let arrive: (component: ComponentType) => void = () => undefined;
    const Layout = lazyFramed(() => new Promise((resolve) => (arrive = resolve)), <p>Loading frame</p>);
    render(<Layout />);
    expect(screen.getByText('Loading frame')).toBeInTheDocument();

    await act(async () => arrive(() => <main>Signed-in layout</main>));
    expect(await screen.findByRole('main')).toHaveTextContent('Signed-in layout');
    expect(screen.queryByText('Loading frame')).not.toBeInTheDocument();
  });
});
