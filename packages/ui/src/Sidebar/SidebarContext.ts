import { createContext, useContext } from 'react';

/** Lets controls in a sidebar (SidebarAction, ThemeToggle) take its look and collapse with it. */
export interface SidebarState {
  isCollapsed: boolean;
}

export const SidebarContext = createContext<SidebarState | null>(null);

/** The enclosing Sidebar's state, or null outside a sidebar. */
export const useSidebar = () => useContext(SidebarContext);
