export { Drawer, drawerPlacements, drawerSizes } from './Drawer';
export type { DrawerProps, DrawerPlacement, DrawerSize } from './Drawer';
