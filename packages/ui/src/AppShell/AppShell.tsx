import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { useCallback, useId, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { MenuIcon } from '../icons';
import { IconButton } from '../IconButton';
import { media } from '../theme/tokens';
import { AppShellContext, type AppShellState } from './AppShellContext';
import * as styles from './AppShell.css';
import { useUiStrings } from '../intl';
import { appShell } from '../intl/en-AU/appShell';

export interface AppShellProps {
  /** The navigation, usually a `Sidebar`. */
  sidebar: ReactNode;
  /** The top bar's content, usually a `Header`. */
  header?: ReactNode;
  /** The page. */
  children: ReactNode;
  /** Text of the skip link, the first thing Tab reaches. @default 'Skip to content' (localised) */
  skipLinkLabel?: string;
  /** Name of the drawer dialog on narrow screens. @default 'Navigation' (localised) */
  navigationLabel?: string;
  /** Icon-only sidebar on wide screens (controlled). */
  isSidebarCollapsed?: boolean;
  /** Icon-only sidebar at first (uncontrolled). @default false */
  defaultSidebarCollapsed?: boolean;
  /** Called when the wide-screen sidebar collapses or expands, e.g. to remember the choice. */
  onSidebarCollapsedChange?: (isCollapsed: boolean) => void;
}

/**
 * The authenticated layout: sidebar, top bar and main content, with a skip link to the content.
 * Below 1024px the sidebar is a modal drawer opened from a menu button in the top bar (focus is
 * trapped in it, Escape or a navigation closes it); from 1024px it sits beside the page and
 * collapses to icons with its toggle.
 *
 * ```tsx
 * <AppShell sidebar={<Sidebar items={items} activeKey={key} footer={…} />} header={<Header … />}>
 *   <Outlet />
 * </AppShell>
 * ```
 */
export function AppShell({
  sidebar,
  header,
  children,
  skipLinkLabel: ownSkipLinkLabel,
  navigationLabel: ownNavigationLabel,
  isSidebarCollapsed,
  defaultSidebarCollapsed = false,
  onSidebarCollapsedChange,
}: AppShellProps) {
  const strings = useUiStrings('appShell', appShell);
  const skipLinkLabel = ownSkipLinkLabel ?? strings.format('skipLink');
  const navigationLabel = ownNavigationLabel ?? strings.format('navigation');
  const inPage = useMediaQuery(media.large);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [collapsedState, setCollapsedState] = useState(defaultSidebarCollapsed);
  const isCollapsed = isSidebarCollapsed ?? collapsedState;
  const mainRef = useRef<HTMLElement>(null);
  const mainId = useId();
  const navigationId = useId();

  const toggleCollapsed = useCallback(() => {
    setCollapsedState(!isCollapsed);
    onSidebarCollapsedChange?.(!isCollapsed);
  }, [isCollapsed, onSidebarCollapsedChange]);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  const state = useMemo<AppShellState>(
    () => ({ layout: inPage ? 'inPage' : 'drawer', isCollapsed, toggleCollapsed, closeDrawer, navigationId }),
    [inPage, isCollapsed, toggleCollapsed, closeDrawer, navigationId],
  );

  // Focus the main landmark directly: following the #hash would go through the app's router.
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
  };

  return (
    <AppShellContext.Provider value={state}>
      <div className={styles.shell}>
        <a href={`#${mainId}`} className={styles.skipLink} onClick={skipToContent}>
          {skipLinkLabel}
        </a>
        {inPage ? (
          <div className={styles.sidebarColumn} data-collapsed={isCollapsed || undefined}>
            {sidebar}
          </div>
        ) : (
          <ModalOverlay
            isOpen={drawerOpen}
            onOpenChange={setDrawerOpen}
            isDismissable
            className={styles.drawerOverlay}
          >
            <Modal className={styles.drawer}>
              <Dialog aria-label={navigationLabel} className={styles.drawerDialog}>
                {sidebar}
              </Dialog>
            </Modal>
          </ModalOverlay>
        )}
        <div className={styles.column}>
          <header className={styles.header}>
            {!inPage && (
              <IconButton
                label={strings.format('openNavigation')}
                onPress={() => setDrawerOpen(true)}
                aria-expanded={drawerOpen}
                aria-haspopup="dialog"
              >
                <MenuIcon />
              </IconButton>
            )}
            <div className={styles.headerContent}>{header}</div>
          </header>
          <main id={mainId} ref={mainRef} tabIndex={-1} className={styles.main}>
            {children}
          </main>
        </div>
      </div>
    </AppShellContext.Provider>
  );
}
