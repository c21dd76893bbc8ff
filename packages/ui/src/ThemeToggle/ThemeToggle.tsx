import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { MoonIcon, SunIcon } from '../icons';
import { SidebarAction } from '../Sidebar/Sidebar';
import { useSidebar } from '../Sidebar/SidebarContext';
import { useTheme } from '../theme/useTheme';

export interface ThemeToggleProps {
  /** Icon only, named by an accessible label; a sidebar's collapsed form implies it. @default false */
  compact?: boolean;
}

/**
 * Switches between dark and light and remembers the choice. It names the theme it switches to:
 * 'Light Mode' with a sun while dark is active, 'Dark Mode' with a moon while light is active.
 * In a `Sidebar` it looks like the sidebar's items and collapses with them.
 *
 * ```tsx
 * <ThemeToggle />          // in the sidebar footer or on the login screen
 * <ThemeToggle compact />  // in the header
 * ```
 */
export function ThemeToggle({ compact = false }: ThemeToggleProps) {
  const { theme, toggleTheme } = useTheme();
  const inSidebar = useSidebar() !== null;
  const label = theme === 'dark' ? 'Light Mode' : 'Dark Mode';
  const icon = theme === 'dark' ? <SunIcon /> : <MoonIcon />;

  if (inSidebar) return <SidebarAction icon={icon} label={label} onPress={toggleTheme} />;
  if (compact) {
    return (
      <IconButton label={label} onPress={toggleTheme}>
        {icon}
      </IconButton>
    );
  }
  return (
    <Button variant="ghost" onPress={toggleTheme}>
      {icon}
      {label}
    </Button>
  );
}
