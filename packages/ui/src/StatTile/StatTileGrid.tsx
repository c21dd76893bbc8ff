import type { ReactNode } from 'react';
import * as styles from './StatTileGrid.css';

export interface StatTileGridProps {
  /** The StatTiles. */
  children: ReactNode;
}

/**
 * Lays StatTiles out evenly: one a row on a phone, all in one row of equal columns where there is
 * room, never a short last row of leftovers as a wrapping row leaves.
 *
 * ```tsx
 * <StatTileGrid>
 *   <StatTile label="Points" value={120} />
 *   <StatTile label="Wallet" value="$7.50" />
 * </StatTileGrid>
 * ```
 */
export function StatTileGrid({ children }: StatTileGridProps) {
  return (
    <div className={styles.container}>
      <div className={styles.grid}>{children}</div>
    </div>
  );
}
