import { createContext, useContext } from 'react';

/** What the shell tells the sidebar inside it. */
export interface AppShellState {
  /** `drawer` below 1024px (a modal slide-in), `inPage` at 1024px and wider. */
  layout: 'drawer' | 'inPage';
  /** In-page only: the sidebar shows icons without labels. */
  isCollapsed: boolean;
  /** Switches between the wide and the icon-only sidebar. */
  toggleCollapsed: () => void;
  /** Closes the drawer (after a navigation); does nothing in-page. */
  closeDrawer: () => void;
  /** The id of the sidebar's navigation, for the buttons that control it. */
  navigationId: string;
}

export const AppShellContext = createContext<AppShellState | null>(null);

/** The enclosing AppShell's state, or null when a sidebar is used on its own. */
export const useAppShell = () => useContext(AppShellContext);
