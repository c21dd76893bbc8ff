import {
  Button as RACButton,
  Link as RACLink,
  type ButtonProps,
  type LinkProps,
} from 'react-aria-components';
import { LucideProvider } from 'lucide-react';
import type { ReactElement, ReactNode } from 'react';
import { useAppShell } from '../AppShell/AppShellContext';
import { CloseIcon, CollapseSidebarIcon, ExpandSidebarIcon } from '../icons';
import { IconButton } from '../IconButton';
import { visuallyHidden } from '../styles/shared.css';
import { Tooltip } from '../Tooltip';
import { UnreadDot } from '../UnreadDot';
import { SidebarContext, useSidebar } from './SidebarContext';
import { useUiStrings } from '../intl';
import { sidebar } from '../intl/en-AU/sidebar';
import * as styles from './Sidebar.css';

export interface SidebarItem {
  /** Identifies the view; matched against `activeKey`. */
  key: string;
  /** The visible label, and the name of the link when only the icon shows. */
  label: string;
  /** Where the link goes; navigated through the app's RAC RouterProvider. */
  href: string;
  /** An icon from `@countertop/ui`, e.g. `<DashboardIcon />`. */
  icon: ReactElement;
  /**
   * Something new behind the item: an UnreadDot named by this text ("New messages") follows the
   * label, so the link's name says it too.
   */
  unread?: string;
}

/** What a slot that adapts to the sidebar's form receives. */
export interface SidebarSlotState {
  isCollapsed: boolean;
}

type Slot = ReactNode | ((state: SidebarSlotState) => ReactNode);

export interface SidebarProps {
  /** The navigation entries, in order. */
  items: readonly SidebarItem[];
  /** The key of the current view: highlighted and marked `aria-current="page"`. */
  activeKey?: string;
  /** Top of the sidebar, e.g. the product name; a function gets `{ isCollapsed }`. */
  brand?: Slot;
  /** Bottom of the sidebar: `ThemeToggle` and a `SidebarAction` for Logout. */
  footer?: Slot;
  /** Name of the navigation landmark. @default 'Main' (localised) */
  'aria-label'?: string;
}

const render = (slot: Slot, state: SidebarSlotState) => (typeof slot === 'function' ? slot(state) : slot);

/**
 * The app's main navigation. Inside an `AppShell` it becomes a drawer on narrow screens (closing
 * after a navigation) and collapses to icons on wide ones; on its own it is always wide.
 *
 * ```tsx
 * <Sidebar items={[{ key: 'dashboard', label: 'Dashboard', href: '/dashboard', icon: <DashboardIcon /> }]}
 *   activeKey="dashboard" footer={<><ThemeToggle /><SidebarAction icon={<LogoutIcon />} label="Logout" onPress={logout} /></>} />
 * ```
 */
export function Sidebar({ items, activeKey, brand, footer, 'aria-label': ownLabel }: SidebarProps) {
  const strings = useUiStrings('sidebar', sidebar);
  const ariaLabel = ownLabel ?? strings.format('label');
  const shell = useAppShell();
  const isCollapsed = shell?.layout === 'inPage' && shell.isCollapsed;
  const state = { isCollapsed };
  return (
    <SidebarContext.Provider value={state}>
      <div className={styles.sidebar} data-collapsed={isCollapsed || undefined}>
        {(brand !== undefined || shell) && (
          <div className={styles.top}>
            {brand !== undefined && <div className={styles.brand}>{render(brand, state)}</div>}
            {shell?.layout === 'inPage' && (
              <IconButton
                label={strings.format(isCollapsed ? 'expand' : 'collapse')}
                size="sm"
                onPress={shell.toggleCollapsed}
                aria-controls={shell.navigationId}
              >
                {isCollapsed ? <ExpandSidebarIcon /> : <CollapseSidebarIcon />}
              </IconButton>
            )}
            {shell?.layout === 'drawer' && (
              <IconButton
                label={strings.format('closeNavigation')}
                size="sm"
                tooltip={false}
                onPress={shell.closeDrawer}
              >
                <CloseIcon />
              </IconButton>
            )}
          </div>
        )}
        <nav id={shell?.navigationId} aria-label={ariaLabel} className={styles.nav}>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.key}>
                <SidebarLink
                  href={item.href}
                  icon={item.icon}
                  label={item.label}
                  unread={item.unread}
                  isCurrent={item.key === activeKey}
                  onPress={shell?.closeDrawer}
                />
              </li>
            ))}
          </ul>
        </nav>
        {footer !== undefined && <div className={styles.footer}>{render(footer, state)}</div>}
      </div>
    </SidebarContext.Provider>
  );
}

interface ItemContentProps {
  icon: ReactNode;
  label: string;
  unread?: string;
}

/**
 * Icon and label of an item. Collapsed, the label stays in the accessibility tree (hidden on
 * screen) so the item keeps its name, and a tooltip shows it to sighted users.
 */
function ItemContent({ icon, label, unread }: ItemContentProps) {
  const collapsed = useSidebar()?.isCollapsed ?? false;
  return (
    <LucideProvider size={18}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <span className={collapsed ? visuallyHidden : styles.itemLabel}>{label}</span>
      {unread !== undefined && <UnreadDot label={unread} />}
    </LucideProvider>
  );
}

/** Wraps an item in a tooltip only while the sidebar shows icons alone. */
function WithTooltip({ label, children }: { label: string; children: ReactElement }) {
  const collapsed = useSidebar()?.isCollapsed ?? false;
  return collapsed ? (
    <Tooltip content={label} placement="end" delay={300}>
      {children}
    </Tooltip>
  ) : (
    children
  );
}

interface SidebarLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  icon: ReactNode;
  label: string;
  unread: string | undefined;
  isCurrent: boolean;
}

function SidebarLink({ icon, label, unread, isCurrent, ...props }: SidebarLinkProps) {
  return (
    <WithTooltip label={label}>
      <RACLink {...props} aria-current={isCurrent ? 'page' : undefined} className={styles.item}>
        <ItemContent icon={icon} label={label} unread={unread} />
      </RACLink>
    </WithTooltip>
  );
}

export interface SidebarActionProps extends Omit<ButtonProps, 'className' | 'style' | 'children'> {
  /** An icon from `@countertop/ui`. */
  icon: ReactElement;
  /** The visible label, and the button's name when only the icon shows. */
  label: string;
}

/** A button styled like a sidebar item, for the footer (Logout); collapses with the sidebar. */
export function SidebarAction({ icon, label, ...props }: SidebarActionProps) {
  return (
    <WithTooltip label={label}>
      <RACButton {...props} className={styles.item}>
        <ItemContent icon={icon} label={label} />
      </RACButton>
    </WithTooltip>
  );
}
