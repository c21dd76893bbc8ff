import type { BackOfficeUserType } from '@countertop/api';
import { LogoutIcon } from '@countertop/ui/icons';
import { Sidebar, SidebarAction } from '@countertop/ui/Sidebar';
import { ThemeToggle } from '@countertop/ui/ThemeToggle';
import { useLocation } from 'react-router-dom';
import { SECTION_ICONS } from '@/config/section-icons';
import { activeSectionKey, sectionsFor } from '../utils/sections';

/** The views this user type may open, the current one marked, with theme and Logout below. */
export function AppSidebar({ userType, onLogout }: { userType: BackOfficeUserType; onLogout: () => void }) {
  const { pathname } = useLocation();
  const items = sectionsFor(userType).map((section) => ({ ...section, icon: SECTION_ICONS[section.key] }));

  return (
    <Sidebar
      items={items}
      activeKey={activeSectionKey(pathname)}
      // The collapsed rail is an icon wide: the wordmark would be clipped, so only the expand button stays.
      brand={({ isCollapsed }) => (isCollapsed ? null : 'Countertop')}
      footer={
        <>
          <ThemeToggle />
          <SidebarAction icon={<LogoutIcon />} label="Logout" onPress={onLogout} />
        </>
      }
    />
  );
}
