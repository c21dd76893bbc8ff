import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { AuthLayout } from './AuthLayout';

describe('AuthLayout', () => {
  it('has banner, main (with the h1) and contentinfo landmarks', async () => {
    render(
      <AuthLayout
        brand="Countertop"
        actions={<button type="button">Light Mode</button>}
        title="Sign in"
        footer="©"
      >
        <p>form</p>
      </AuthLayout>,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Countertop');
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Sign in' }),
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('©');
    expect(await axeViolations()).toEqual([]);
  });
});
