import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setColorScheme } from '../test/viewport';
import { initTheme, setTheme } from '../theme/themeStore';
import { axeViolations } from '../test/axe';
import { ThemeToggle } from './ThemeToggle';

describe('ThemeToggle', () => {
  it("reads 'Light Mode' while dark is active and switches to light, remembering it", async () => {
    const user = userEvent.setup();
    initTheme();
    render(<ThemeToggle />);
    await user.click(screen.getByRole('button', { name: 'Light Mode' }));
    expect(document.documentElement).toHaveClass('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(await screen.findByRole('button', { name: 'Dark Mode' })).toBeInTheDocument();
  });

  it("reads 'Dark Mode' while light is active and switches back by keyboard", async () => {
    const user = userEvent.setup();
    localStorage.setItem('theme', 'light');
    initTheme();
    render(<ThemeToggle />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(document.documentElement).toHaveClass('dark');
    expect(await screen.findByRole('button', { name: 'Light Mode' })).toBeInTheDocument();
  });

  it('while following the device, names the other theme and leaves system for it', async () => {
    const user = userEvent.setup();
    setColorScheme('light');
    setTheme('system');
    render(<ThemeToggle />);
    await user.click(screen.getByRole('button', { name: 'Dark Mode' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    setColorScheme('light');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('with includeSystem, cycles dark, light and system by keyboard', async () => {
    const user = userEvent.setup();
    setColorScheme('light');
    initTheme();
    render(<ThemeToggle includeSystem />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'System Theme' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(localStorage.getItem('theme')).toBe('system');
    expect(document.documentElement).toHaveClass('light');
    expect(await screen.findByRole('button', { name: 'Dark Mode' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Light Mode' })).toBeInTheDocument();
  });

  it('has an icon-only compact form named by the same label', () => {
    initTheme();
    render(<ThemeToggle compact />);
    const button = screen.getByRole('button', { name: 'Light Mode' });
    expect(button).not.toHaveTextContent('Light Mode');
  });

  it('has no axe violations', async () => {
    initTheme();
    render(
      <>
        <ThemeToggle />
        <ThemeToggle compact />
        <ThemeToggle includeSystem />
      </>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
