import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatePicker } from '../DatePicker';
import { Link } from '../Link';
import { NumberField } from '../NumberField';
import { axeViolations } from '../test/axe';
import { demoBrand } from '../test/demoBrand';
import { toast } from '../Toaster';
import { makeTheme } from '../theme/makeTheme';
import { initTheme } from '../theme/themeStore';
import { CountertopProvider } from './CountertopProvider';

afterEach(() => document.head.querySelectorAll('style[data-ct-theme]').forEach((style) => style.remove()));

/** The order of a DatePicker's segments: the clearest sign of which locale reached it. */
function segmentOrder() {
  const group = screen.getByRole('group', { name: 'Expires On' });
  return within(group)
    .getAllByRole('spinbutton')
    .map((segment) => segment.getAttribute('aria-label'));
}

describe('CountertopProvider', () => {
  it('sends links through the given navigate, with hrefs from the given useHref', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <CountertopProvider navigate={navigate} useHref={(href) => `/member${href}`}>
        <Link href="/rewards">Rewards</Link>
      </CountertopProvider>,
    );
    const link = screen.getByRole('link', { name: 'Rewards' });
    expect(link).toHaveAttribute('href', '/member/rewards');
    await user.click(link);
    expect(navigate).toHaveBeenLastCalledWith('/rewards', undefined);
  });

  it('reads dates the Australian way by default', () => {
    render(
      <CountertopProvider>
        <DatePicker label="Expires On" />
      </CountertopProvider>,
    );
    expect(segmentOrder()).toEqual(['day, ', 'month, ', 'year, ']);
  });

  it('formats dates and numbers in the locale it is given', () => {
    render(
      <CountertopProvider locale="en-US">
        <DatePicker label="Expires On" />
        <NumberField label="Points" defaultValue={1234.5} />
      </CountertopProvider>,
    );
    expect(segmentOrder()).toEqual(['month, ', 'day, ', 'year, ']);
    expect(screen.getByRole('textbox', { name: 'Points' })).toHaveValue('1,234.5');
  });

  it('puts the theme on what it wraps, and leaves the page theme alone without one', () => {
    initTheme();
    const brand = makeTheme(demoBrand.light);
    const { unmount } = render(
      <CountertopProvider theme={brand}>
        <p>Branded</p>
      </CountertopProvider>,
    );
    expect(screen.getByText('Branded').parentElement).toHaveClass(brand);
    expect(document.documentElement).not.toHaveClass(brand);
    unmount();
    const { container } = render(
      <CountertopProvider>
        <p>Page theme</p>
      </CountertopProvider>,
    );
    // No wrapper: the text sits straight in the test's container, under <html>'s theme.
    expect(screen.getByText('Page theme').parentElement).toBe(container);
  });

  it('brings the toaster, once however deeply it is nested', async () => {
    const theme = makeTheme(demoBrand.light);
    render(
      <CountertopProvider>
        <CountertopProvider theme={theme}>
          <p>Subtree</p>
        </CountertopProvider>
      </CountertopProvider>,
    );
    act(() => {
      toast.success('Saved');
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: /Notifications/ })).toHaveLength(1);
  });

  it("keeps its parent's locale and router when nested without them", async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <CountertopProvider locale="en-US" navigate={navigate}>
        <CountertopProvider theme="light">
          <DatePicker label="Expires On" />
          <Link href="/offers">Offers</Link>
        </CountertopProvider>
      </CountertopProvider>,
    );
    expect(segmentOrder()).toEqual(['month, ', 'day, ', 'year, ']);
    await user.click(screen.getByRole('link', { name: 'Offers' }));
    expect(navigate).toHaveBeenLastCalledWith('/offers', undefined);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <CountertopProvider theme="light">
        <Link href="/">Home</Link>
      </CountertopProvider>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
