import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setColorScheme } from '../test/viewport';
import { getActiveTheme, getThemeChoice, initTheme, setTheme } from './themeStore';
import { useTheme } from './useTheme';

const html = () => document.documentElement;

describe('initTheme', () => {
  it('defaults to dark when nothing is stored', () => {
    expect(initTheme()).toBe('dark');
    expect(html()).toHaveClass('dark');
    expect(html()).not.toHaveClass('light');
  });

  it('applies the stored choice', () => {
    localStorage.setItem('theme', 'light');
    expect(initTheme()).toBe('light');
    expect(html()).toHaveClass('light');
    expect(html()).not.toHaveClass('dark');
  });

  it('ignores an invalid stored value', () => {
    localStorage.setItem('theme', 'sepia');
    expect(initTheme()).toBe('dark');
  });
});

describe('setTheme', () => {
  it('switches the class and remembers the choice', () => {
    initTheme();
    setTheme('light');
    expect(html()).toHaveClass('light');
    expect(html()).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(getActiveTheme()).toBe('light');
  });
});

describe('the system choice', () => {
  it("shows the device's setting and remembers 'system'", () => {
    setColorScheme('light');
    initTheme();
    setTheme('system');
    expect(html()).toHaveClass('light');
    expect(getThemeChoice()).toBe('system');
    expect(localStorage.getItem('theme')).toBe('system');
  });

  it('stays live: the class follows when the device switches', () => {
    setTheme('system');
    expect(html()).toHaveClass('dark');
    setColorScheme('light');
    expect(html()).toHaveClass('light');
    expect(html()).not.toHaveClass('dark');
    setColorScheme('dark');
    expect(html()).toHaveClass('dark');
  });

  it('stops following once a theme is chosen', () => {
    setTheme('system');
    setTheme('dark');
    setColorScheme('light');
    expect(html()).toHaveClass('dark');
    expect(getThemeChoice()).toBe('dark');
  });

  it('is restored by initTheme', () => {
    localStorage.setItem('theme', 'system');
    setColorScheme('light');
    expect(initTheme()).toBe('system');
    expect(html()).toHaveClass('light');
  });
});

function Probe() {
  const { theme, toggleTheme } = useTheme();
  return (
    <button type="button" onClick={toggleTheme}>
      {theme}
    </button>
  );
}

function ChoiceProbe() {
  const { choice, theme } = useTheme();
  return <p>{`${choice}: ${theme}`}</p>;
}

describe('useTheme', () => {
  it('toggles, persists and re-renders every caller', async () => {
    const user = userEvent.setup();
    initTheme();
    render(
      <>
        <Probe />
        <Probe />
      </>,
    );
    const [first] = screen.getAllByRole('button');
    expect(screen.getAllByRole('button', { name: 'dark' })).toHaveLength(2);
    await user.click(first!);
    expect(await screen.findAllByRole('button', { name: 'light' })).toHaveLength(2);
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('reports the choice beside the theme, and re-renders when the device switches', async () => {
    setTheme('system');
    render(<ChoiceProbe />);
    expect(screen.getByText('system: dark')).toBeInTheDocument();
    act(() => setColorScheme('light'));
    expect(await screen.findByText('system: light')).toBeInTheDocument();
  });

  it('follows a class changed by someone else', async () => {
    initTheme();
    render(<Probe />);
    act(() => html().classList.replace('dark', 'light'));
    expect(await screen.findByRole('button', { name: 'light' })).toBeInTheDocument();
  });
});
