export { Sidebar, SidebarAction } from './Sidebar';
export type { SidebarProps, SidebarItem, SidebarActionProps, SidebarSlotState } from './Sidebar';
export { useSidebar } from './SidebarContext';
