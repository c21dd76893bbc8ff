import { visuallyHidden } from '../styles/shared.css';
import { useUiStrings } from '../intl';
import { unreadDot } from '../intl/en-AU/unreadDot';
import * as styles from './UnreadDot.css';

export interface UnreadDotProps {
  /** What the dot means, read by screen readers in place of the dot. @default 'Unread' (localised) */
  label?: string;
}

/**
 * A small dot that says "something new here". Render it only while there is something unread.
 * Its label is visually hidden text, so inside a button or list item it joins that element's
 * name ("Chat Unread").
 *
 * ```tsx
 * <span>Chat {hasNewMessages && <UnreadDot label="New messages" />}</span>
 * ```
 */
export function UnreadDot({ label: ownLabel }: UnreadDotProps) {
  const strings = useUiStrings('unreadDot', unreadDot);
  const label = ownLabel ?? strings.format('label');
  return (
    <span className={styles.dot} data-unread-dot="">
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
