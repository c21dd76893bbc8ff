import { useCallback, useSyncExternalStore } from 'react';
import { getActiveTheme, setTheme, subscribeToTheme } from './themeStore';
import { defaultTheme, type Theme } from './tokens';

export interface UseThemeResult {
  /** The active theme. */
  theme: Theme;
  /** Applies and remembers a theme. */
  setTheme: (theme: Theme) => void;
  /** Switches between dark and light and remembers the choice. */
  toggleTheme: () => void;
}

/** The active theme and setters that persist the choice to localStorage (`theme`). */
export function useTheme(): UseThemeResult {
  const theme = useSyncExternalStore(subscribeToTheme, getActiveTheme, () => defaultTheme);
  const toggleTheme = useCallback(() => setTheme(getActiveTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, setTheme, toggleTheme };
}
