import type { ReactNode } from 'react';
import * as styles from './Header.css';

export interface HeaderProps {
  /** Left: e.g. the greeting and the store with its counter. */
  start?: ReactNode;
  /** Centre, taking the free width: e.g. a search field. */
  middle?: ReactNode;
  /** Right, always shown: e.g. the chat button. */
  end?: ReactNode;
  /** Right, after `end`, hidden at widths of 640px or less: e.g. theme toggle and logout. */
  endWide?: ReactNode;
}

/**
 * The top bar's layout: three slots in a row. Place it in `AppShell`'s `header` slot, which
 * provides the banner landmark and, on narrow screens, the menu button before it.
 *
 * ```tsx
 * <Header start={<span>Hi Sam · Owner</span>} middle={<MemberSearch />}
 *   end={<IconButton label="Chat"><ChatIcon /></IconButton>} endWide={<ThemeToggle compact />} />
 * ```
 */
export function Header({ start, middle, end, endWide }: HeaderProps) {
  return (
    <div className={styles.header}>
      {start !== undefined && <div className={styles.start}>{start}</div>}
      <div className={styles.middle}>{middle}</div>
      {(end !== undefined || endWide !== undefined) && (
        <div className={styles.end}>
          {end}
          {endWide !== undefined && <div className={styles.wideOnly}>{endWide}</div>}
        </div>
      )}
    </div>
  );
}
