import { useSignOut, useUnreadChats } from '@countertop/app-kit';
import { AppShell } from '@countertop/ui/AppShell';
import { ChatIcon, CreditCardIcon, GiftIcon, LogoutIcon, ReceiptIcon } from '@countertop/ui/icons';
import { Header } from '@countertop/ui/Header';
import { Sidebar, SidebarAction } from '@countertop/ui/Sidebar';
import { ThemeToggle } from '@countertop/ui/ThemeToggle';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { TEXT } from '@/config/constants';
import { paths } from '@/config/paths';

const sections = [
  { key: 'pass', label: 'Pass', href: paths.home.getHref(), icon: <CreditCardIcon /> },
  { key: 'activity', label: 'Activity', href: paths.activity.getHref(), icon: <ReceiptIcon /> },
  { key: 'gift-cards', label: 'Gift cards', href: paths.giftCards.getHref(), icon: <GiftIcon /> },
  { key: 'chat', label: 'Chat', href: paths.chat.getHref(), icon: <ChatIcon /> },
] as const;

function activeKey(pathname: string): string {
  return sections.find((s) => s.href !== '/' && pathname.startsWith(s.href))?.key ?? 'pass';
}

/**
 * The signed-in shell. On a phone the navigation is a drawer behind the top bar's menu button
 * (AppShell), so the pass gets the whole screen; from 1024px it sits beside the page. Chat carries
 * a dot while a shop's message waits unread.
 */
export function MemberLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const unreadChats = useUnreadChats();
  const items = sections.map((s) =>
    s.key === 'chat' && unreadChats ? { ...s, unread: TEXT.newMessages } : s,
  );
  const signOut = useSignOut({
    signInHref: paths.signIn.getHref(),
    texts: { signedOut: TEXT.signedOut, failed: TEXT.signOutFailed },
  });
  return (
    <AppShell
      navigationLabel="Menu"
      sidebar={
        <Sidebar
          items={items}
          activeKey={activeKey(pathname)}
          brand="Countertop"
          footer={<SidebarAction icon={<LogoutIcon />} label="Sign out" onPress={() => void signOut()} />}
        />
      }
      header={<Header start="Countertop member pass" end={<ThemeToggle compact />} />}
    >
      {children}
    </AppShell>
  );
}
