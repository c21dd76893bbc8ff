export { StatTile } from './StatTile';
export type { StatTileProps } from './StatTile';
export { StatTileGrid } from './StatTileGrid';
export type { StatTileGridProps } from './StatTileGrid';
