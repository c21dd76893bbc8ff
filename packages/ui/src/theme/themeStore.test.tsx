import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getActiveTheme, initTheme, setTheme } from './themeStore';
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

function Probe() {
  const { theme, toggleTheme } = useTheme();
  return (
    <button type="button" onClick={toggleTheme}>
      {theme}
    </button>
  );
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

  it('follows a class changed by someone else', async () => {
    initTheme();
    render(<Probe />);
    act(() => html().classList.replace('dark', 'light'));
    expect(await screen.findByRole('button', { name: 'light' })).toBeInTheDocument();
  });
});
