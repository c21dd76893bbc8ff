import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { Dialog, DialogTrigger } from '../Dialog';
import { axeViolations } from '../test/axe';
import { demoBrand } from '../test/demoBrand';
import { makeTheme } from '../theme/makeTheme';
import { initTheme, setTheme } from '../theme/themeStore';
import { ThemeProvider } from './ThemeProvider';

afterEach(() => document.head.querySelectorAll('style[data-ct-theme]').forEach((style) => style.remove()));

describe('ThemeProvider', () => {
  it('puts the theme on its subtree, not on <html>', () => {
    initTheme();
    const brand = makeTheme(demoBrand.light);
    render(
      <ThemeProvider theme={brand}>
        <p>Inside</p>
      </ThemeProvider>,
    );
    expect(screen.getByText('Inside').parentElement).toHaveClass(brand);
    expect(document.documentElement).not.toHaveClass(brand);
    expect(document.documentElement).toHaveClass('dark');
  });

  it("scopes Countertop's own themes too", () => {
    initTheme();
    render(
      <ThemeProvider theme="light">
        <p>Light inside dark</p>
      </ThemeProvider>,
    );
    expect(screen.getByText('Light inside dark').parentElement).toHaveClass('light');
  });

  it("follows the page's dark or light choice when given one theme per scheme", async () => {
    initTheme();
    const pair = { dark: makeTheme(demoBrand.dark), light: makeTheme(demoBrand.light) };
    render(
      <ThemeProvider theme={pair}>
        <p>Brand</p>
      </ThemeProvider>,
    );
    const wrapper = screen.getByText('Brand').parentElement;
    expect(wrapper).toHaveClass(pair.dark);
    act(() => setTheme('light'));
    // The page's theme reaches React through a MutationObserver, a microtask later.
    await waitFor(() => expect(wrapper).toHaveClass(pair.light));
    expect(wrapper).not.toHaveClass(pair.dark);
  });

  it('dresses the dialogs its children open in the same theme', async () => {
    const user = userEvent.setup();
    initTheme();
    const brand = makeTheme(demoBrand.light);
    render(
      <ThemeProvider theme={brand}>
        <DialogTrigger>
          <Button>Open</Button>
          <Dialog title="Brand dialog">Hello</Dialog>
        </DialogTrigger>
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Brand dialog' });
    const container = dialog.closest('[data-theme-portal]');
    expect(container).toHaveClass(brand);
    expect(container?.parentElement).toBe(document.body);
  });

  it('has no axe violations', async () => {
    initTheme();
    render(
      <ThemeProvider theme={makeTheme(demoBrand.dark)}>
        <Button variant="primary">Pay</Button>
      </ThemeProvider>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
