import { Children, isValidElement, type ReactNode } from 'react';
import * as styles from './StatTileGrid.css';

export interface StatTileGridProps {
  /** The StatTiles. */
  children: ReactNode;
  /**
   * Names the tiles as a list (`ul`, each tile an item), for a row of figures a screen reader should
   * hear counted, as a dashboard's are. @default undefined (a plain group of tiles)
   */
  'aria-label'?: string;
  /** The list's figures are still coming (with `aria-label`). @default false */
  'aria-busy'?: boolean;
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
 * <StatTileGrid aria-label="Business figures">…</StatTileGrid>
 * ```
 */
export function StatTileGrid({ children, 'aria-label': label, 'aria-busy': busy }: StatTileGridProps) {
  return (
    <div className={styles.container}>
      {label === undefined ? (
        <div className={styles.grid}>{children}</div>
      ) : (
        <ul className={styles.grid} aria-label={label} aria-busy={busy || undefined}>
          {Children.toArray(children).map((tile, index) => (
            <li key={isValidElement(tile) ? tile.key : index} className={styles.item}>
              {tile}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
