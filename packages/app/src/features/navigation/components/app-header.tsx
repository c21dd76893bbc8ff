import type { SelectedStore } from '@countertop/app-kit';
import { Header } from '@countertop/ui/Header';
import { IconButton } from '@countertop/ui/IconButton';
import { LogoutIcon } from '@countertop/ui/icons';
import { ThemeToggle } from '@countertop/ui/ThemeToggle';
import type { ReactNode } from 'react';
import type { BackOfficeUser } from '@/lib/back-office-user';
import { USER_TYPE_LABELS } from '@/config/constants';

interface AppHeaderProps {
  user: BackOfficeUser;
  store: SelectedStore | null;
  onLogout: () => void;
  /** The member search, placed in the middle (composed by the route, from its own feature). */
  search?: ReactNode;
  /** The chat icon, always shown (composed by the route; absent for staff without chat access). */
  chat?: ReactNode;
  /** The alerts icon with the count of New alerts (composed by the route; owners only). */
  alerts?: ReactNode;
}

/**
 * The top bar: greeting with the user type, the store and counter in use, the alerts and chat
 * icons, and theme and logout (hidden at 640px or less, where the sidebar drawer holds them).
 */
export function AppHeader({ user, store, onLogout, search, chat, alerts }: AppHeaderProps) {
  return (
    <Header
      start={
        <div>
          <div>
            Hi, {user.name} <span>({USER_TYPE_LABELS[user.userType]})</span>
          </div>
          {store && <div>{`${store.storeName} - ${store.counter}`}</div>}
        </div>
      }
      middle={search}
      end={
        alerts || chat ? (
          <>
            {alerts}
            {chat}
          </>
        ) : undefined
      }
      endWide={
        <>
          <ThemeToggle compact />
          <IconButton label="Logout" onPress={onLogout}>
            <LogoutIcon />
          </IconButton>
        </>
      }
    />
  );
}
