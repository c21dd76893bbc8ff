export { StatTile } from './StatTile';
export type { StatTileProps } from './StatTile';
