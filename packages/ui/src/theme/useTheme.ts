import { useCallback, useSyncExternalStore } from 'react';
import { getActiveTheme, getThemeChoice, setTheme, subscribeToTheme, type ThemeChoice } from './themeStore';
import { defaultTheme, type Theme } from './tokens';

export interface UseThemeResult {
  /** The theme showing now (what `system` resolves to while it is chosen). */
  theme: Theme;
  /** What was chosen: a theme, or `system` to follow the device. */
  choice: ThemeChoice;
  /** Applies and remembers a choice. */
  setTheme: (choice: ThemeChoice) => void;
  /** Switches to the other of dark and light (leaving `system`) and remembers the choice. */
  toggleTheme: () => void;
}

/** The active theme and setters that persist the choice to localStorage (`theme`). */
export function useTheme(): UseThemeResult {
  const theme = useSyncExternalStore(subscribeToTheme, getActiveTheme, () => defaultTheme);
  const choice = useSyncExternalStore(subscribeToTheme, getThemeChoice, () => defaultTheme);
  const toggleTheme = useCallback(() => setTheme(getActiveTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, choice, setTheme, toggleTheme };
}
