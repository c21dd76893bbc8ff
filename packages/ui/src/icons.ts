/**
 * The icons apps may use, so apps never import lucide-react (and an icon can change in one place).
 * Named for what they draw, or for a role every app has (close, menu, log out); never for one
 * product's sections: an app maps its own sections to icons. Lucide marks them `aria-hidden`; put
 * the meaning in the text or label of the control that holds them.
 */
export { LayoutDashboard as DashboardIcon } from 'lucide-react';
export { Gift as GiftIcon } from 'lucide-react';
export { Tag as TagIcon } from 'lucide-react';
export { Users as UsersIcon } from 'lucide-react';
export { Image as ImageIcon } from 'lucide-react';
export { UserCheck as UserCheckIcon } from 'lucide-react';
export { Award as AwardIcon } from 'lucide-react';
export { Receipt as ReceiptIcon } from 'lucide-react';
export { Store as StoreIcon } from 'lucide-react';
export { CircleUser as ProfileIcon } from 'lucide-react';
export { MonitorSmartphone as DevicesIcon } from 'lucide-react';
export { CreditCard as CreditCardIcon } from 'lucide-react';
export { LogOut as LogoutIcon } from 'lucide-react';
export { Sun as SunIcon } from 'lucide-react';
export { Moon as MoonIcon } from 'lucide-react';
export { Monitor as MonitorIcon } from 'lucide-react';
export { Menu as MenuIcon } from 'lucide-react';
export { MessageCircle as ChatIcon } from 'lucide-react';
export { Search as SearchIcon } from 'lucide-react';
export { Camera as CameraIcon } from 'lucide-react';
export { X as CloseIcon } from 'lucide-react';
export { ChevronLeft as ChevronLeftIcon } from 'lucide-react';
export { ChevronRight as ChevronRightIcon } from 'lucide-react';
export { ChevronDown as ChevronDownIcon } from 'lucide-react';
export { Check as CheckIcon } from 'lucide-react';
export { Info as InfoIcon } from 'lucide-react';
export { PanelLeftClose as CollapseSidebarIcon } from 'lucide-react';
export { PanelLeftOpen as ExpandSidebarIcon } from 'lucide-react';
export { Plus as PlusIcon } from 'lucide-react';
export { Pencil as EditIcon } from 'lucide-react';
export { Trash2 as TrashIcon } from 'lucide-react';
export { LocateFixed as LocateIcon } from 'lucide-react';
export { ImageUp as ImageUploadIcon } from 'lucide-react';
export { ShieldAlert as AlertIcon } from 'lucide-react';
export { ScrollText as ScrollIcon } from 'lucide-react';
export type { LucideIcon as IconComponent, LucideProps as IconProps } from 'lucide-react';
