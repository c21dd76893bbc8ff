import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import * as styles from './Tabs.css';

export interface TabsProps extends Omit<RACTabsProps, 'className' | 'style' | 'children' | 'orientation'> {
  /** A `TabList` followed by one `TabPanel` per tab. */
  children: ReactNode;
}

/**
 * Tabs that switch between panels of one view, e.g. Active and Archived products. Arrow keys move
 * between tabs and select them, Home/End jump to the first/last; Tab moves into the panel (RAC).
 * Control it with `selectedKey`/`onSelectionChange` to reload data per tab.
 *
 * ```tsx
 * <Tabs selectedKey={tab} onSelectionChange={setTab}>
 *   <TabList aria-label="Products"><Tab id="active">Active Products</Tab><Tab id="past">Archived Products</Tab></TabList>
 *   <TabPanel id="active">…</TabPanel><TabPanel id="past">…</TabPanel>
 * </Tabs>
 * ```
 */
export function Tabs({ children, ...props }: TabsProps) {
  return (
    <RACTabs {...props} className={styles.tabs}>
      {children}
    </RACTabs>
  );
}

export interface TabListProps<T extends object> extends Omit<RACTabListProps<T>, 'className' | 'style'> {
  /** Names the set of tabs for screen readers, e.g. 'Products'. */
  'aria-label'?: string;
}

/** The row of tabs. Give it an `aria-label` (or `aria-labelledby`). */
export function TabList<T extends object>(props: TabListProps<T>) {
  return <RACTabList<T> {...props} className={styles.tabList} />;
}

export interface TabProps extends Omit<RACTabProps, 'className' | 'style'> {
  /** The tab's `id`, matching its `TabPanel`'s. */
  id: RACTabProps['id'];
}

/** One tab; its `id` pairs it with the `TabPanel` of the same `id`. */
export function Tab(props: TabProps) {
  return <RACTab {...props} className={styles.tab} />;
}

export interface TabPanelProps extends Omit<RACTabPanelProps, 'className' | 'style'> {
  /** The `id` of the tab that shows this panel. */
  id: RACTabPanelProps['id'];
}

/** The content shown while its tab is selected; focusable when it has no focusable content. */
export function TabPanel(props: TabPanelProps) {
  return <RACTabPanel {...props} className={styles.tabPanel} />;
}
