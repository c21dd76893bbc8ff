import type { ReactElement } from 'react';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { MonitorIcon, MoonIcon, SunIcon } from '../icons';
import { SidebarAction } from '../Sidebar/Sidebar';
import { useSidebar } from '../Sidebar/SidebarContext';
import type { ThemeChoice } from '../theme/themeStore';
import { useTheme } from '../theme/useTheme';
import { useUiStrings } from '../intl';
import { themeToggle } from '../intl/en-AU/themeToggle';

export interface ThemeToggleProps {
  /** Icon only, named by an accessible label; a sidebar's collapsed form implies it. @default false */
  compact?: boolean;
  /** Cycles dark → light → system (follow the device) instead of toggling dark ⇄ light. @default false */
  includeSystem?: boolean;
}

/** Each choice's icon (its name is the `themeToggle` string of the same key). */
const icons: Record<ThemeChoice, ReactElement> = {
  dark: <MoonIcon />,
  light: <SunIcon />,
  system: <MonitorIcon />,
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
  const strings = useUiStrings('themeToggle', themeToggle);
  const label = strings.format(target);
  const icon = icons[target];
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
