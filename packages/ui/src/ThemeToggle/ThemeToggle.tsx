import type { ReactElement } from 'react';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { MonitorIcon, MoonIcon, SunIcon } from '../icons';
import { SidebarAction } from '../Sidebar/Sidebar';
import { useSidebar } from '../Sidebar/SidebarContext';
import type { ThemeChoice } from '../theme/themeStore';
import { useTheme } from '../theme/useTheme';

export interface ThemeToggleProps {
  /** Icon only, named by an accessible label; a sidebar's collapsed form implies it. @default false */
  compact?: boolean;
  /** Cycles dark → light → system (follow the device) instead of toggling dark ⇄ light. @default false */
  includeSystem?: boolean;
}

/** Each choice as the toggle names and draws it. */
const looks: Record<ThemeChoice, { label: string; icon: ReactElement }> = {
  dark: { label: 'Dark Mode', icon: <MoonIcon /> },
  light: { label: 'Light Mode', icon: <SunIcon /> },
  system: { label: 'System Theme', icon: <MonitorIcon /> },
};

const cycle: Record<ThemeChoice, ThemeChoice> = { dark: 'light', light: 'system', system: 'dark' };

/**
 * Switches the theme and remembers the choice. It names the choice it switches to: 'Light Mode'
 * with a sun while dark shows, 'Dark Mode' with a moon while light shows (also while following
 * the device, which a press leaves). With `includeSystem` it cycles through 'System Theme' too.
 * In a `Sidebar` it looks like the sidebar's items and collapses with them.
 *
 * ```tsx
 * <ThemeToggle />          // in the sidebar footer or on the login screen
 * <ThemeToggle compact />  // in the header
 * ```
 */
export function ThemeToggle({ compact = false, includeSystem = false }: ThemeToggleProps) {
  const { theme, choice, setTheme } = useTheme();
  const inSidebar = useSidebar() !== null;
  const target: ThemeChoice = includeSystem ? cycle[choice] : theme === 'dark' ? 'light' : 'dark';
  const { label, icon } = looks[target];
  const onPress = () => setTheme(target);

  if (inSidebar) return <SidebarAction icon={icon} label={label} onPress={onPress} />;
  if (compact) {
    return (
      <IconButton label={label} onPress={onPress}>
        {icon}
      </IconButton>
    );
  }
  return (
    <Button variant="ghost" onPress={onPress}>
      {icon}
      {label}
    </Button>
  );
}
